import Bindings

/// One screen on a tab's stack: the route that puts the user back on it (`nil` for the tab's
/// root), its view model and the shell's subscriptions to it, which end when it is popped.
///
/// The route is the one the screen was pushed for, except where it follows the screen (the pager's
/// follows its current photo).
@MainActor
struct AppStackEntry {
    var route: AppRoute?
    let screen: AppScreen
    let subscriptions = SubscriptionBag()

    /// Whether this entry shows `object`'s screen (compared by identity).
    func shows(_ object: AnyObject) -> Bool {
        switch screen {
        case .listNotes(let viewModel): viewModel === object
        case .editNote(let viewModel): viewModel === object
        case .colorPicker(let viewModel): viewModel === object
        case .gallery(let viewModel): viewModel === object
        case .photoPager(let viewModel): viewModel === object
        }
    }
}
