/// A compact description for timelines and test failures.
extension ListNotesDestination: CustomDebugStringConvertible {
    /// `.editNote(id)` or `.newNote(id)`.
    public var debugDescription: String {
        switch self {
        case .editNote(let id): ".editNote(\(id))"
        case .newNote(let id): ".newNote(\(id))"
        case .newNoteTitled(let id, let title): ".newNoteTitled(\(id), \(String(reflecting: title)))"
        }
    }
}
