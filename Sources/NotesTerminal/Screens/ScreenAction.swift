/// What a key does on a screen: the screen's own action, or one of the keys every screen shares
/// (``AppKey``), which the app performs itself.
protocol ScreenAction {
    /// The shared key this is, if it is one.
    var shared: AppKey? { get }
}

extension AppKey: ScreenAction {
    /// Itself, for the keys with no screen shown.
    var shared: AppKey? { self }
}

extension BoxKey: ScreenAction {
    var shared: AppKey? { if case .app(let key) = self { key } else { nil } }
}

extension ListKey: ScreenAction {
    var shared: AppKey? { if case .app(let key) = self { key } else { nil } }
}

extension EditorKey: ScreenAction {
    var shared: AppKey? { if case .app(let key) = self { key } else { nil } }
}

extension PromptKey: ScreenAction {
    var shared: AppKey? { if case .app(let key) = self { key } else { nil } }
}

extension PickerKey: ScreenAction {
    var shared: AppKey? { if case .app(let key) = self { key } else { nil } }
}

extension GalleryKey: ScreenAction {
    var shared: AppKey? { if case .app(let key) = self { key } else { nil } }
}

extension PagerKey: ScreenAction {
    var shared: AppKey? { if case .app(let key) = self { key } else { nil } }
}
