/// One view per screen of a stack, made when the screen is first seen and kept while it stays:
/// the bookkeeping between a tab's stack and a navigation controller's view controllers.
@MainActor
final class AppScreenViews<View: AnyObject> {
    private let makeView: (AppScreen) -> View
    private var views: [AppScreen: View] = [:]
    private var screens: [ObjectIdentifier: AppScreen] = [:]

    init(makeView: @escaping (AppScreen) -> View) {
        self.makeView = makeView
    }

    /// The views of `stack`, in its order; views of screens no longer on it are let go.
    ///
    /// - Complexity: O(*n*) in the stack's depth, plus a view made per new screen.
    func views(of stack: [AppScreen]) -> [View] {
        var kept: [AppScreen: View] = [:]
        var screensByView: [ObjectIdentifier: AppScreen] = [:]
        let result = stack.map { screen in
            let view = views[screen] ?? makeView(screen)
            kept[screen] = view
            screensByView[ObjectIdentifier(view)] = screen
            return view
        }
        views = kept
        screens = screensByView
        return result
    }

    /// The screen `view` shows, if it is one of the stack's views.
    func screen(of view: View) -> AppScreen? {
        screens[ObjectIdentifier(view)]
    }
}
