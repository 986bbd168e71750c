/// Where the user is: the selected tab and each tab's stack of routes.
///
/// A small `Codable` value, so a front end can save it when the app goes away and hand it to
/// ``AppViewModel/restore(_:)`` at the next launch.
public struct AppNavigation: Hashable, Sendable, Codable {
    /// The tab shown.
    public var selectedTab: AppTab
    /// The routes pushed on the notes tab, bottom first.
    public var notesPath: [AppRoute]
    /// The routes pushed on the gallery tab, bottom first.
    public var galleryPath: [AppRoute]

    /// Creates a navigation state; by default the notes tab with nothing pushed.
    public init(selectedTab: AppTab = .notes, notesPath: [AppRoute] = [], galleryPath: [AppRoute] = []) {
        self.selectedTab = selectedTab
        self.notesPath = notesPath
        self.galleryPath = galleryPath
    }

    /// The path of `tab`.
    public subscript(path tab: AppTab) -> [AppRoute] {
        get { tab == .notes ? notesPath : galleryPath }
        set {
            if tab == .notes { notesPath = newValue } else { galleryPath = newValue }
        }
    }

    /// The route on top of the selected tab, or `nil` when its root is shown.
    public var topRoute: AppRoute? { self[path: selectedTab].last }

    /// Whether the tab bar is hidden: the route on top of the selected tab hides it.
    public var isTabBarHidden: Bool { topRoute?.hidesTabBar ?? false }
}
