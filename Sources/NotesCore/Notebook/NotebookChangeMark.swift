/// A point in a notebook's history, as a store remembers what it saved: the number of changes made
/// and the stamp of the last one (or of the state the notebook started from).
struct NotebookChangeMark: Sendable {
    /// How many changes the notebook had made.
    var count: Int
    /// The stamp of the last of them.
    var stamp: NotebookStamp
}
