import Foundation

extension Notebook {
    /// A note's place in display order: newest ``Note/updatedAt`` first, then ``Note/ID`` ascending.
    struct SortKey: Hashable, Sendable, Comparable {
        var updatedAt: Date
        var id: Note.ID

        init(note: Note) {
            updatedAt = note.updatedAt
            id = note.id
        }

        /// Whether `lhs` is shown before `rhs`.
        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            if lhs.updatedAt != rhs.updatedAt { return lhs.updatedAt > rhs.updatedAt }
            return lhs.id < rhs.id
        }
    }
}
