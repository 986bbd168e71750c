/// Screens are equal when they are the same view model: a path of screens is a navigation path
/// whose entries keep their identity while they stay on the stack.
extension AppScreen: Hashable, Identifiable {
    /// The view model's object identity.
    public var id: ObjectIdentifier {
        switch self {
        case .listNotes(let viewModel): ObjectIdentifier(viewModel)
        case .editNote(let viewModel): ObjectIdentifier(viewModel)
        case .colorPicker(let viewModel): ObjectIdentifier(viewModel)
        case .gallery(let viewModel): ObjectIdentifier(viewModel)
        case .photoPager(let viewModel): ObjectIdentifier(viewModel)
        }
    }

    /// Whether both are the same view model.
    public static func == (lhs: AppScreen, rhs: AppScreen) -> Bool {
        lhs.id == rhs.id
    }

    /// Hashes the view model's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    /// Whether two lists hold the same view models in the same order.
    static func sameScreens(_ lhs: [AppScreen], _ rhs: [AppScreen]) -> Bool {
        lhs.elementsEqual(rhs)
    }
}
