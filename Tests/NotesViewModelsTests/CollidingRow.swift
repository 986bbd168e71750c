/// A row whose ids all hash alike, to exercise pairing among equal hashes.
struct CollidingRow: Identifiable, Equatable {
    struct ID: Hashable {
        var value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }

    var id: ID
    var stamp: Int

    init(_ id: Int, stamp: Int) {
        self.id = ID(value: id)
        self.stamp = stamp
    }

    static func ordered(_ lhs: CollidingRow, _ rhs: CollidingRow) -> Bool {
        lhs.stamp != rhs.stamp ? lhs.stamp > rhs.stamp : lhs.id.value < rhs.id.value
    }
}
