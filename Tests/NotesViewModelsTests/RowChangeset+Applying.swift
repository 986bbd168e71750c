import NotesViewModels

/// A row of the property tests: ordered by `stamp` descending, then `id` ascending.
struct TestRow: Identifiable, Equatable, CustomStringConvertible {
    var id: Int
    var stamp: Int
    var content: Int

    static func ordered(_ lhs: TestRow, _ rhs: TestRow) -> Bool {
        lhs.stamp != rhs.stamp ? lhs.stamp > rhs.stamp : lhs.id < rhs.id
    }

    var description: String { "\(id)@\(stamp):\(content)" }
}

/// Why a changeset could not be applied.
struct ChangesetApplicationError: Error, CustomStringConvertible {
    var description: String
}

extension RowChangeset {
    /// Applies the changeset as a UIKit batch update would: deletions and move sources removed
    /// by old index (highest first), insertions and move destinations inserted by new index
    /// (ascending), then updated rows replaced at their new index.
    func applied<Row>(to old: [Row], new: [Row]) throws -> [Row] {
        let removed = deleted + moved.map(\.from)
        guard Set(removed).count == removed.count, removed.allSatisfy(old.indices.contains) else {
            throw ChangesetApplicationError(description: "bad removals \(removed)")
        }
        var result = old
        for index in removed.sorted(by: >) { result.remove(at: index) }
        let additions = (inserted.map { ($0, new[$0]) } + moved.map { ($0.to, old[$0.from]) })
            .sorted { $0.0 < $1.0 }
        for (index, row) in additions {
            guard index <= result.count else {
                throw ChangesetApplicationError(description: "insertion at \(index) past \(result.count)")
            }
            result.insert(row, at: index)
        }
        for index in updated {
            guard result.indices.contains(index) else {
                throw ChangesetApplicationError(description: "update at \(index) out of range")
            }
            result[index] = new[index]
        }
        return result
    }
}

/// The length of a longest strictly increasing subsequence, by the quadratic textbook method.
func longestIncreasingRunLength(_ values: [Int]) -> Int {
    var lengths = [Int](repeating: 1, count: values.count)
    for position in values.indices {
        for earlier in 0..<position where values[earlier] < values[position] {
            lengths[position] = max(lengths[position], lengths[earlier] + 1)
        }
    }
    return lengths.max() ?? 0
}
