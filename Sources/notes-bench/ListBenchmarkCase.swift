import Foundation
import NotesCore

/// One changeset scenario: the rows before and after an edit.
struct ListBenchmarkCase {
    var name: String
    var old: [ListBenchmarkRow]
    var new: [ListBenchmarkRow]

    static let base = Date(timeIntervalSince1970: 1_800_000_000)

    /// `count` rows, newest first, one second apart.
    static func rows(_ count: Int, using random: inout SeededRandomNumberGenerator) -> [ListBenchmarkRow] {
        (0..<count).map { index in
            ListBenchmarkRow(
                id: random.noteID(), updatedAt: base.addingTimeInterval(-Double(index)),
                title: "Note \(index)")
        }
    }

    /// Deletes, inserts and updates in place given fractions of `count` rows.
    static func edits(
        _ name: String, count: Int, deleted: Double, inserted: Double, updated: Double, seed: UInt64
    ) -> ListBenchmarkCase {
        var random = SeededRandomNumberGenerator(seed: seed)
        let old = rows(count, using: &random)
        var new = old
        var picked = Array(new.indices.shuffled(using: &random))
        let updates = picked.suffix(Int(Double(count) * updated))
        for index in updates { new[index].title += " (edited)" }
        picked.removeLast(updates.count)
        let deletions = Set(picked.prefix(Int(Double(count) * deleted)))
        new = new.indices.filter { !deletions.contains($0) }.map { new[$0] }
        for number in 0..<Int(Double(count) * inserted) {
            let age = Double.random(in: 0..<Double(count), using: &random).rounded()
            new.append(
                ListBenchmarkRow(
                    id: random.noteID(), updatedAt: base.addingTimeInterval(-age), title: "New \(number)"))
        }
        new.sort(by: ListBenchmarkRow.newestFirst)
        return ListBenchmarkCase(name: name, old: old, new: new)
    }

    /// Gives `moved` rows a new random date, so they re-sort to new places.
    static func moves(_ name: String, count: Int, moved: Int, seed: UInt64) -> ListBenchmarkCase {
        var random = SeededRandomNumberGenerator(seed: seed)
        let old = rows(count, using: &random)
        var new = old
        for index in new.indices.shuffled(using: &random).prefix(moved) {
            new[index].updatedAt = base.addingTimeInterval(
                -Double.random(in: 0..<Double(count), using: &random))
        }
        new.sort(by: ListBenchmarkRow.newestFirst)
        return ListBenchmarkCase(name: name, old: old, new: new)
    }

    /// Swaps the dates of two neighbouring rows, so they trade places.
    static func swap(_ name: String, count: Int, seed: UInt64) -> ListBenchmarkCase {
        var random = SeededRandomNumberGenerator(seed: seed)
        let old = rows(count, using: &random)
        var new = old
        let first = count / 2 - 1
        (new[first].updatedAt, new[first + 1].updatedAt) = (new[first + 1].updatedAt, new[first].updatedAt)
        new.sort(by: ListBenchmarkRow.newestFirst)
        return ListBenchmarkCase(name: name, old: old, new: new)
    }
}
