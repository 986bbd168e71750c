import Foundation
import Testing
import TextSnapshots

@Suite struct UnifiedDiffTests {
    static let before = "title\none\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\n"
    static let after = "title\none\nTWO\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\neleven\n"

    @Test func showsSeparateHunksWithLineNumbersAndThreeLinesOfContext() {
        let diff = UnifiedDiff(
            old: Array(Self.before.utf8), new: Array(Self.after.utf8),
            oldPath: "Snapshots/S/x.txt", newPath: "Snapshots/S/x.txt")
        #expect(
            diff.patch == """
                --- a/Snapshots/S/x.txt
                +++ b/Snapshots/S/x.txt
                @@ -1,6 +1,6 @@
                 title
                 one
                -two
                +TWO
                 three
                 four
                 five
                @@ -9,3 +9,4 @@
                 eight
                 nine
                 ten
                +eleven

                """)
    }

    @Test func changesSixLinesApartShareOneHunk() {
        let diff = UnifiedDiff(
            old: Array("a\n1\n2\n3\n4\n5\n6\nb\n".utf8), new: Array("A\n1\n2\n3\n4\n5\n6\nB\n".utf8),
            oldPath: "x", newPath: "x")
        #expect(diff.patch.components(separatedBy: "@@ -").count == 2)
        #expect(diff.patch.contains("@@ -1,8 +1,8 @@\n-a\n+A\n"))
    }

    @Test func equalInputsGiveAnEmptyPatch() {
        let diff = UnifiedDiff(old: Array("a\n".utf8), new: Array("a\n".utf8), oldPath: "x", newPath: "x")
        #expect(diff.patch.isEmpty)
        #expect(diff.visibleChanges.isEmpty)
    }

    @Test func aMissingFinalNewlineIsMarkedInThePatchAndMadeVisible() {
        let diff = UnifiedDiff(old: Array("a\nb".utf8), new: Array("a\nb\n".utf8), oldPath: "x", newPath: "x")
        #expect(
            diff.patch == """
                --- a/x
                +++ b/x
                @@ -1,2 +1,2 @@
                 a
                -b
                \\ No newline at end of file
                +b

                """)
        #expect(diff.visibleChanges == ["-2 | b (no newline at end of file)"])
    }

    @Test func invisibleDifferencesAreListedVisiblyButThePatchKeepsTheRealBytes() {
        let diff = UnifiedDiff(
            old: Array("[Done]\nx\n".utf8), new: Array("[Done]  \nx\t\u{200B}\r\n".utf8),
            oldPath: "x", newPath: "x")
        #expect(diff.patch.contains("+[Done]  \n"))
        #expect(diff.visibleChanges == ["+1 | [Done]··", "+2 | x→<U+200B>␍"])
    }

    @Test func carriageReturnLinesAreSplitOnLineFeedsOnly() {
        let diff = UnifiedDiff(
            old: Array("a\r\nb\r\n".utf8), new: Array("a\nb\n".utf8), oldPath: "x", newPath: "x")
        #expect(diff.patch.contains("@@ -1,2 +1,2 @@"))
        #expect(diff.visibleChanges == ["-1 | a␍", "-2 | b␍"])
    }

    @Test func gitApplyAcceptsThePatchAndProducesTheNewText() throws {
        let repository = try GitRepository()
        try repository.write(Self.before + "x  \n", to: "Snapshots/S/x.txt")
        let new = Self.after + "x \t\n"
        let diff = UnifiedDiff(
            old: Array((Self.before + "x  \n").utf8), new: Array(new.utf8),
            oldPath: "Snapshots/S/x.txt", newPath: "Snapshots/S/x.txt")
        try repository.write(diff.patch, to: "change.patch")
        #expect(try repository.git("apply", "--check", "change.patch") == 0)
        #expect(try repository.git("apply", "change.patch") == 0)
        #expect(try repository.read("Snapshots/S/x.txt") == new)
    }

    @Test func gitApplyCreatesAMissingReferenceFromThePatch() throws {
        let repository = try GitRepository()
        let diff = UnifiedDiff(
            old: nil, new: Array("┌─┐\n│é│\n".utf8), oldPath: "Snapshots/S/n.txt",
            newPath: "Snapshots/S/n.txt")
        #expect(diff.patch.hasPrefix("--- /dev/null\n+++ b/Snapshots/S/n.txt\n@@ -0,0 +1,2 @@\n"))
        try repository.write(diff.patch, to: "new.patch")
        #expect(try repository.git("apply", "--check", "new.patch") == 0)
        #expect(try repository.git("apply", "new.patch") == 0)
        #expect(try repository.read("Snapshots/S/n.txt") == "┌─┐\n│é│\n")
    }
}
