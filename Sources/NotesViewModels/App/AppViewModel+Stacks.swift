import Bindings

/// Every screen of each tab's stack, for a front end that keeps a view per entry (a navigation
/// stack), and the path it edits when the user pops.
extension AppViewModel {
    /// The screens of `tab`, root first: every entry of its stack, not only the one on top.
    ///
    /// Empty until the app runs. A screen's view model is live while it is in this list; once it
    /// leaves, the shell has ended its subscriptions and its actions are ignored.
    public func stack(of tab: AppTab) -> Property<[AppScreen]> {
        stackValues[tab] ?? Property(constant: [])
    }

    /// The screens pushed above the root of `tab`, bottom first: a navigation path.
    ///
    /// Setting it to a shorter prefix of itself is the user popping to that depth (a back swipe,
    /// a long press on the back button, a path a `NavigationStack` writes): each screen above
    /// closes, top first, the way ``backTapped()`` closes it, and the screen below is told. Any
    /// other value is ignored: screens are pushed by the screens themselves (a row tapped, a
    /// colour square pressed).
    ///
    /// - Complexity: O(*k*) for *k* screens popped, plus what closing each costs.
    public func path(of tab: AppTab) -> EditableProperty<[AppScreen]> {
        pathValues[tab] ?? EditableProperty(Property(constant: [])) { _ in }
    }

    /// The notes tab's path: ``path(of:)`` for ``AppTab/notes``.
    public var notesPath: EditableProperty<[AppScreen]> { path(of: .notes) }

    /// The gallery tab's path: ``path(of:)`` for ``AppTab/gallery``.
    public var galleryPath: EditableProperty<[AppScreen]> { path(of: .gallery) }

    /// The user popped `tab` to `path`, which must be a prefix of its current path; anything else
    /// is ignored.
    ///
    /// The screens above `path` close top first, each the way ``backTapped()`` closes it; a
    /// screen that does not close stops the pops there.
    public func pathChanged(to path: [AppScreen], on tab: AppTab) {
        guard let stack = stacks[tab], path.count < stack.count - 1 else { return }
        let above = stack.dropFirst().map(\.screen)
        guard AppScreen.sameScreens(Array(above.prefix(path.count)), path) else { return }
        var depth = stack.count
        while depth > path.count + 1 {
            closeTop(of: tab)
            let newDepth = stacks[tab]?.count ?? 0
            guard newDepth < depth else { return }
            depth = newDepth
        }
    }

    /// Publishes the screens of `tab`'s stack.
    func publishStack(of tab: AppTab) {
        stackValues[tab]?.value = stacks[tab, default: []].map(\.screen)
    }
}
