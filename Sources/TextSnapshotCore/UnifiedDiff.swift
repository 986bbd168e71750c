/// A unified diff of two texts that `git apply` and `patch` accept.
///
/// Lines are split on LF bytes (never on `Character`, so a CR stays part of its line), compared
/// as bytes including whether they end in a newline, and shown with ASCII `-`, `+` and space
/// prefixes, `@@ -a,b +c,d @@` line numbers and `\ No newline at end of file` where it applies.
public struct UnifiedDiff: Sendable {
    /// One line of a file, with whether a newline ends it.
    struct Line: Equatable {
        var bytes: ArraySlice<UInt8>
        var endsWithNewline: Bool
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// One step of the edit script.
    enum Step: Equatable {
        case keep(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)
    }

    /// The patch text, empty when the inputs are equal.
    public let patch: String
    /// The changed lines with invisible characters made visible, numbered as in their file;
    /// empty when no changed line contains one.
    public let visibleChanges: [String]

    /// Compares `old` (the reference, or `nil` when missing) with `new` (the rendered text).
    ///
    /// - Parameters:
    ///   - old: the reference's bytes, or `nil` when there is no reference (a patch that creates it).
    ///   - new: the rendered text's canonical bytes.
    ///   - oldPath: the path shown after `a/` in the `---` header (`/dev/null` when `old` is `nil`).
    ///   - newPath: the path shown after `b/` in the `+++` header.
    ///   - context: unchanged lines shown around each change.
    /// - Complexity: O(*n* × *m*) time and memory in the two line counts.
    public init(old: [UInt8]?, new: [UInt8], oldPath: String, newPath: String, context: Int = 3) {
        let oldLines = Self.lines(old ?? [])
        let newLines = Self.lines(new)
        let steps = Self.editScript(oldLines, newLines)
        guard steps.contains(where: { if case .keep = $0 { false } else { true } }) else {
            patch = ""
            visibleChanges = []
            return
        }
        var output = old == nil ? "--- /dev/null\n" : "--- a/\(oldPath)\n"
        output += "+++ b/\(newPath)\n"
        var visible: [String] = []
        for hunk in Self.hunks(steps, context: context) {
            output += Self.render(steps, hunk, oldLines, newLines, visible: &visible)
        }
        patch = output
        visibleChanges = visible
    }

    static func lines(_ bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            result.append(Line(bytes: bytes[start..<index], endsWithNewline: true))
            start = index + 1
        }
        if start < bytes.count {
            result.append(Line(bytes: bytes[start...], endsWithNewline: false))
        }
        return result
    }

    static func editScript(_ old: [Line], _ new: [Line]) -> [Step] {
        let width = new.count + 1
        var lengths = [Int32](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i * width + j] =
                    old[i] == new[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var steps: [Step] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                steps.append(.keep(old: i, new: j))
                i += 1
                j += 1
            } else if i < old.count,
                j == new.count || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]
            {
                steps.append(.delete(old: i))
                i += 1
            } else {
                steps.append(.insert(new: j))
                j += 1
            }
        }
        return steps
    }

    static func hunks(_ steps: [Step], context: Int) -> [Range<Int>] {
        let changes = steps.indices.filter { if case .keep = steps[$0] { false } else { true } }
        var result: [Range<Int>] = []
        var start = max(0, changes[0] - context)
        var end = min(steps.count, changes[0] + context + 1)
        for change in changes.dropFirst() {
            if change - context <= end {
                end = min(steps.count, change + context + 1)
            } else {
                result.append(start..<end)
                start = change - context
                end = min(steps.count, change + context + 1)
            }
        }
        result.append(start..<end)
        return result
    }

    static func render(
        _ steps: [Step], _ hunk: Range<Int>, _ old: [Line], _ new: [Line], visible: inout [String]
    ) -> String {
        var oldBefore = 0
        var newBefore = 0
        for step in steps[..<hunk.lowerBound] {
            switch step {
            case .keep: (oldBefore, newBefore) = (oldBefore + 1, newBefore + 1)
            case .delete: oldBefore += 1
            case .insert: newBefore += 1
            }
        }
        var oldCount = 0
        var newCount = 0
        var body = ""
        for step in steps[hunk] {
            switch step {
            case .keep(let o, _):
                oldCount += 1
                newCount += 1
                body += line(" ", old[o])
            case .delete(let o):
                oldCount += 1
                body += line("-", old[o])
                note("-", o, old[o], &visible)
            case .insert(let n):
                newCount += 1
                body += line("+", new[n])
                note("+", n, new[n], &visible)
            }
        }
        let oldFirst = oldCount == 0 ? oldBefore : oldBefore + 1
        let newFirst = newCount == 0 ? newBefore : newBefore + 1
        return "@@ -\(oldFirst),\(oldCount) +\(newFirst),\(newCount) @@\n" + body
    }

    private static func line(_ prefix: String, _ line: Line) -> String {
        prefix + line.text + (line.endsWithNewline ? "\n" : "\n\\ No newline at end of file\n")
    }

    private static func note(_ sign: String, _ index: Int, _ line: Line, _ visible: inout [String]) {
        let shown = InvisibleCharacters.visible(line.text)
        guard shown != line.text || !line.endsWithNewline else { return }
        let ending = line.endsWithNewline ? "" : " (no newline at end of file)"
        visible.append("\(sign)\(index + 1) | \(shown)\(ending)")
    }
}
