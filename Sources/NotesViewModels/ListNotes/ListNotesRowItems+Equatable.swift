import NotesCore

extension ListNotesRowItems: Equatable {
    /// Equal when they list the same notes in the same order.
    ///
    /// - Complexity: O(*n*) for *n* rows; O(1) when the counts differ.
    public static func == (lhs: ListNotesRowItems, rhs: ListNotesRowItems) -> Bool {
        guard lhs.keys.count == rhs.keys.count else { return false }
        return lhs.keys.withUnsafeBufferPointer { left in
            rhs.keys.withUnsafeBufferPointer { right in
                if left.baseAddress == right.baseAddress { return true }
                for index in left.indices where left[index].id != right[index].id { return false }
                return true
            }
        }
    }
}
