/// The rows a ``ListNotesRowItems`` hands out items of, boxed once so that an item costs one
/// reference rather than a copy of every part of the rows.
@usableFromInline
final class ListNotesRowSource: Sendable {
    @usableFromInline let rows: ListNotesRows

    @usableFromInline
    init(_ rows: ListNotesRows) {
        self.rows = rows
    }
}
