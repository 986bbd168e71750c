import Foundation
import Testing

@testable import NotesCore

/// The three-way merge of texts by lines, against a plain model: two sides each insert and delete
/// lines of a common original; a merge that succeeds holds every line either side inserted, none
/// that either side deleted, and the original's other lines in order.
@Suite struct TextMergeTests {
    /// A side's edit of `base`: lines deleted and lines inserted (each unique), at random places.
    private static func edit(
        _ base: [String], tag: String, using generator: inout SeededRandomNumberGenerator
    ) -> (lines: [String], inserted: Set<String>, deleted: Set<String>) {
        var lines = base
        var inserted = Set<String>()
        var deleted = Set<String>()
        for step in 0..<Int.random(in: 0...3, using: &generator) {
            if Bool.random(using: &generator), !lines.isEmpty {
                let removed = lines.remove(at: Int.random(in: 0..<lines.count, using: &generator))
                if base.contains(removed) { deleted.insert(removed) }
                inserted.remove(removed)
            } else {
                let line = "\(tag)-\(step)"
                lines.insert(line, at: Int.random(in: 0...lines.count, using: &generator))
                inserted.insert(line)
            }
        }
        return (lines, inserted, deleted)
    }

    private static func text(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }

    @Test func aMergeHoldsBothSidesChangesAndNothingElse() {
        var generator = SeededRandomNumberGenerator(seed: 77)
        var failures: [String] = []
        var merged = 0
        for round in 0..<3_000 {
            let base = (0..<Int.random(in: 0...8, using: &generator)).map { "base-\($0)" }
            let ours = Self.edit(base, tag: "ours", using: &generator)
            let theirs = Self.edit(base, tag: "theirs", using: &generator)
            guard
                let result = TextMerge.merge(
                    base: Self.text(base), ours: Self.text(ours.lines), theirs: Self.text(theirs.lines))
            else { continue }
            merged += 1
            let lines = result.split(separator: "\n").map(String.init)
            let expected = ours.inserted.union(theirs.inserted)
            let gone = ours.deleted.union(theirs.deleted)
            let kept = base.filter { !gone.contains($0) }
            if !expected.isSubset(of: lines) { failures.append("round \(round): an insertion is missing") }
            if lines.contains(where: gone.contains) {
                failures.append("round \(round): a deleted line is back")
            }
            if lines.filter({ $0.hasPrefix("base-") }) != kept {
                failures.append("round \(round): original lines")
            }
            if lines.count != kept.count + expected.count { failures.append("round \(round): extra lines") }
            if ours.lines.filter(expected.contains) != lines.filter(ours.inserted.contains) {
                failures.append("round \(round): our order")
            }
        }
        #expect(merged > 1_000)
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test func changesToTheSameLinesDoNotMerge() {
        #expect(TextMerge.merge(base: "a\nb\n", ours: "a\nB\n", theirs: "a\nb2\n") == nil)
        #expect(TextMerge.merge(base: "a\nb\nc\n", ours: "A\nb\nc\n", theirs: "a\nb\nC\n") == "A\nb\nC\n")
    }
}
