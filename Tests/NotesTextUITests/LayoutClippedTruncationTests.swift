import NotesCore
import Testing

@testable import NotesTextUI

/// Truncating long text measures only its start: over random text of every kind of character
/// (wide, zero-width, combining, emoji sequences, flags, controls, line breaks), the result is the
/// same as truncating the whole, and a row's preview splits into lines as splitting by characters
/// does.
@Suite struct LayoutClippedTruncationTests {
    /// Pieces of text that measure differently: ASCII, Cyrillic, CJK (two columns), a combining
    /// accent (none of its own), a zero-width space and joiner, emoji with a skin tone and as a ZWJ
    /// family, a flag's halves, controls that sanitizing escapes, and CR, LF and CR LF.
    static let pieces: [String] = [
        "a", "b", " ", "  ", "Z", "1", ".", "ж", "Ё", "日", "本", "ｱ", "\u{301}", "e\u{301}", "\u{200B}",
        "\u{200D}", "👍", "👍🏽", "👨‍👩‍👧", "🇫", "🇷", "🇫🇷", "\u{1}", "\t", "\u{7F}", "\r", "\n", "\r\n", "«", "»",
        "…",
    ]

    static func text(_ random: inout SeededRandomNumberGenerator) -> String {
        let length = Int.random(in: 0...120, using: &random)
        // Mostly plain runs, as notes are, so that the clipped path is taken often.
        let plain = Bool.random(using: &random)
        return (0..<length).map { _ in
            plain && Int.random(in: 0..<10, using: &random) > 0
                ? ["a", "b", " ", "ж", "日"][Int.random(in: 0..<5, using: &random)]
                : pieces[Int.random(in: 0..<pieces.count, using: &random)]
        }.joined()
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func truncatingTheStartIsTruncatingTheWhole(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: 600 + seed)
        var failures: [String] = []
        var clipped = 0
        for round in 0..<4_000 {
            let text = Self.text(&random)
            let width = Int.random(in: -1...60, using: &random)
            let ellipsis = Bool.random(using: &random) ? "…" : "..."
            let whole = TextLine.truncating(
                TextLine.sanitized(text), toWidth: width, ellipsis: TextLine.sanitized(ellipsis))
            if TextLine.clipped(text, toWidth: width).endIndex != text.endIndex { clipped += 1 }
            let result = TextLine.truncated(text, toWidth: width, ellipsis: ellipsis)
            if result != whole {
                failures.append(
                    "round \(round): \(text.debugDescription) at \(width): \(result.debugDescription)")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(3))")
        #expect(clipped > 250)
    }

    /// A start of exactly the width, its zero-width characters aside, still fits: the text after it
    /// decides, so the whole is measured.
    @Test(arguments: [1, 5, 30])
    func aStartThatFitsExactlyLeavesTheRestToDecide(width: Int) {
        let zeroWidth = String(repeating: "\u{200B}", count: 8)
        for rest in ["", "b", "bcd", "日"] {
            let text = zeroWidth + String(repeating: "a", count: width) + rest
            let whole = TextLine.truncating(TextLine.sanitized(text), toWidth: width)
            #expect(TextLine.truncated(text, toWidth: width) == whole, "\(rest)")
        }
    }

    @Test(arguments: [4, 5] as [UInt64])
    func previewLinesSplitAsCharactersDo(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: 600 + seed)
        for _ in 0..<3_000 {
            let text = Self.text(&random)
            let expected = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(ListNotesRowLayout.lines(of: text) == expected, "\(text.debugDescription)")
        }
    }
}
