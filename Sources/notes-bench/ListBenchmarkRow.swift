import Foundation
import NotesCore

/// A list row as the benchmark models it: identity, sort key and the text a cell shows.
struct ListBenchmarkRow: Identifiable, Equatable {
    var id: Note.ID
    var updatedAt: Date
    var title: String

    /// The notes list order: newest first, then by id.
    static func newestFirst(_ lhs: ListBenchmarkRow, _ rhs: ListBenchmarkRow) -> Bool {
        lhs.updatedAt != rhs.updatedAt ? lhs.updatedAt > rhs.updatedAt : lhs.id < rhs.id
    }
}
