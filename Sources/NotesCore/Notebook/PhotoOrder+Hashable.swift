extension PhotoOrder: Hashable {
    /// Equal when the same ids are held in the same order, whatever the layout.
    static func == (lhs: PhotoOrder, rhs: PhotoOrder) -> Bool {
        lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs[$0] == rhs[$0] }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for position in 0..<count { hasher.combine(self[position]) }
    }
}
