import NotesCore
import NotesViewModels
import Testing

@Suite struct RowChangesetTests {
    static func rows(_ ids: [Int], stamp: (Int) -> Int = { -$0 }) -> [TestRow] {
        ids.map { TestRow(id: $0, stamp: stamp($0), content: 0) }
    }

    static func changeset(_ old: [TestRow], _ new: [TestRow]) -> RowChangeset {
        RowChangeset(from: old, to: new, sortedBy: TestRow.ordered)
    }

    @Test func unchangedRowsGiveAnEmptyChangeset() {
        let rows = Self.rows(Array(0..<10))
        #expect(Self.changeset(rows, rows).isEmpty)
    }

    @Test func everyRowOfAnEmptyListIsInserted() throws {
        let new = Self.rows(Array(0..<3))
        let changeset = Self.changeset([], new)
        #expect(changeset == RowChangeset(inserted: [0, 1, 2]))
        #expect(try changeset.applied(to: [], new: new) == new)
    }

    @Test func everyRowOfAClearedListIsDeleted() {
        #expect(Self.changeset(Self.rows(Array(0..<3)), []) == RowChangeset(deleted: [0, 1, 2]))
    }

    @Test func deletionsUseOldIndexesAndInsertionsNewIndexes() throws {
        let old = Self.rows([0, 1, 2, 3, 4])
        let new = [TestRow(id: 9, stamp: 10, content: 0)] + Self.rows([0, 2, 4])
        let changeset = Self.changeset(old, new)
        #expect(changeset == RowChangeset(deleted: [1, 3], inserted: [0]))
        #expect(try changeset.applied(to: old, new: new) == new)
    }

    @Test func contentChangeInPlaceIsAnUpdateAtTheNewIndex() throws {
        let old = Self.rows([0, 1, 2, 3])
        var new = old
        new[2].content = 7
        new.remove(at: 0)
        let changeset = Self.changeset(old, new)
        #expect(changeset == RowChangeset(deleted: [0], updated: [1]))
        #expect(try changeset.applied(to: old, new: new) == new)
    }

    @Test func swappingTwoRowsOfTenIsOneMove() throws {
        let old = Self.rows(Array(0..<10))
        var new = old
        new.swapAt(3, 4)
        // Re-stamp so the new order is sorted: row 4 now sorts before row 3.
        new[3].stamp = -3
        new[4].stamp = -4
        let changeset = RowChangeset(
            from: old, to: new, sortedBy: TestRow.ordered, contentEquals: { $0.id == $1.id })
        #expect(changeset.moved.count == 1)
        #expect(changeset.deleted.isEmpty && changeset.inserted.isEmpty && changeset.updated.isEmpty)
        #expect(try changeset.applied(to: old, new: new).map(\.id) == new.map(\.id))
    }

    @Test func touchedNoteMovesToTheTopAsOneMoveAndOneUpdate() throws {
        let old = Self.rows(Array(0..<6))
        var touched = old[4]
        touched.stamp = 100
        touched.content = 1
        let new = [touched] + old.filter { $0.id != 4 }
        let changeset = Self.changeset(old, new)
        #expect(changeset == RowChangeset(moved: [.init(from: 4, to: 0)], updated: [0]))
        #expect(try changeset.applied(to: old, new: new) == new)
    }

    @Test func hundredRowsOfTenThousandShuffledGiveAtMostHundredMoves() throws {
        var generator = SeededRandomNumberGenerator(seed: 42)
        let old = (0..<10_000).map { TestRow(id: $0, stamp: 0, content: 0) }
        var new = old
        let picked = Array(old.indices.shuffled(using: &generator).prefix(100)).sorted(by: >)
        var taken: [TestRow] = []
        for index in picked { taken.append(new.remove(at: index)) }
        for row in taken { new.insert(row, at: Int.random(in: 0...new.count, using: &generator)) }
        // The shuffled order is the new sort order: compare by position in `new`.
        let rank = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1.id, $0) })
        let changeset = RowChangeset(from: old, to: new, sortedBy: { rank[$0.id]! < rank[$1.id]! })
        #expect(changeset.moved.count <= 100)
        #expect(changeset.moved.count >= 90)
        #expect(try changeset.applied(to: old, new: new) == new)
    }

    @Test func unsortedInputStillGivesACorrectChangeset() throws {
        let old = Self.rows([5, 1, 4, 2, 3])
        let new = Self.rows([3, 9, 1, 5, 2])
        let changeset = Self.changeset(old, new)
        #expect(try changeset.applied(to: old, new: new) == new)
    }

    @Test func duplicateIdsDoNotTrapAndStillApply() throws {
        let old = Self.rows([1, 1, 2])
        let new = Self.rows([2, 1, 1, 1])
        let changeset = Self.changeset(old, new)
        #expect(try changeset.applied(to: old, new: new) == new)
    }

    @Test func idsWithEqualHashesStillPairByID() throws {
        let old = [CollidingRow(1, stamp: 9), CollidingRow(2, stamp: 8), CollidingRow(3, stamp: 7)]
        let new = [CollidingRow(3, stamp: 10), CollidingRow(4, stamp: 9), CollidingRow(1, stamp: 1)]
        let changeset = RowChangeset(from: old, to: new, sortedBy: CollidingRow.ordered)
        #expect(changeset.deleted == [1])
        #expect(changeset.inserted == [1])
        #expect(changeset.moved.count == 1)
        #expect(changeset.updated == [0, 2])
        #expect(try changeset.applied(to: old, new: new) == new)
    }

    @Test func duplicateIdsWithEqualHashesPairAtMostOnce() throws {
        let old = [CollidingRow(1, stamp: 9), CollidingRow(1, stamp: 8), CollidingRow(2, stamp: 7)]
        let new = [CollidingRow(1, stamp: 10), CollidingRow(2, stamp: 1)]
        let changeset = RowChangeset(from: old, to: new, sortedBy: CollidingRow.ordered)
        #expect(changeset.deleted.count == 1)
        #expect(try changeset.applied(to: old, new: new) == new)
    }

    @Test(arguments: 0..<10)
    func randomEditSequencesApplyToTheNewRowsWithMinimalMoves(batch: Int) throws {
        var generator = SeededRandomNumberGenerator(seed: UInt64(batch) &* 0x1234_5678_9ABC)
        for _ in 0..<1_000 {
            let (old, new) = Self.randomEdit(using: &generator)
            let changeset = Self.changeset(old, new)
            let applied = try changeset.applied(to: old, new: new)
            try #require(applied == new, "old \(old) new \(new) changeset \(changeset)")
            try #require(Self.isWellFormed(changeset))
            let oldIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
            let survivors = new.compactMap { oldIndex[$0.id] }
            try #require(changeset.moved.count == survivors.count - longestIncreasingRunLength(survivors))
            for index in changeset.updated {
                try #require(old[oldIndex[new[index].id]!] != new[index], "needless update \(index)")
            }
        }
    }

    static func isWellFormed(_ changeset: RowChangeset) -> Bool {
        func ascendingUnique(_ values: [Int]) -> Bool {
            zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
        }
        return ascendingUnique(changeset.deleted) && ascendingUnique(changeset.inserted)
            && ascendingUnique(changeset.updated) && ascendingUnique(changeset.moved.map(\.to))
    }

    /// A random sorted list of up to 12 rows and the sorted result of up to 6 random edits.
    static func randomEdit(using generator: inout SeededRandomNumberGenerator) -> (
        old: [TestRow], new: [TestRow]
    ) {
        var nextID = 0
        var rows: [TestRow] = []
        for _ in 0..<Int.random(in: 0...12, using: &generator) {
            rows.append(TestRow(id: nextID, stamp: Int.random(in: 0..<8, using: &generator), content: 0))
            nextID += 1
        }
        let old = rows.sorted(by: TestRow.ordered)
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            let index = rows.isEmpty ? nil : Int.random(in: rows.indices, using: &generator)
            switch (Int.random(in: 0..<5, using: &generator), index) {
            case (0, let index?):
                rows.remove(at: index)
            case (1, let index?):
                rows[index].content += 1
            case (2, let index?):
                rows[index].stamp = 100 + nextID
                rows[index].content += 1
                nextID += 1
            case (3, let index?):
                rows[index].stamp = Int.random(in: 0..<8, using: &generator)
            default:
                rows.append(TestRow(id: nextID, stamp: Int.random(in: 0..<12, using: &generator), content: 0))
                nextID += 1
            }
        }
        return (old, rows.sorted(by: TestRow.ordered))
    }
}
