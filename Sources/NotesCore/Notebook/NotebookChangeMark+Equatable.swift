extension NotebookChangeMark: Equatable {
    /// Two marks are the same point of one history: the same count and the very same stamp.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.stamp === rhs.stamp
    }
}
