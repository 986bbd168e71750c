/// The identity of one state of a notebook: compared by `===`, never by value.
final class NotebookStamp: Sendable {}
