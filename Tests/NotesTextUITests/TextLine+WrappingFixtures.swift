import NotesCore
import NotesTextUI

/// Texts that exercise every wrapping rule, the same on every run.
extension TextLine {
    /// Pieces to build texts from: spaces, long words, wide and zero-width characters, emoji
    /// sequences, controls that are shown escaped, and carriage returns.
    static let wrappingPieces = [
        "a", "word", "supercalifragilistic", " ", "  ", "日本", "ＡＢ", "e\u{301}", "👨‍👩‍👧", "🇺🇦", "❤️",
        "\u{200B}", "\u{1B}", "\t", "\u{202E}", "\u{85}", "Жук", "\r", "…", "-",
    ]

    /// `count` texts of up to eleven of `pieces` each, with a width from 1 to 14 for each, from a
    /// fixed-seed generator.
    static func wrappingSamples(count: Int, of pieces: [String]) -> [(text: String, width: Int)] {
        var generator = SeededRandomNumberGenerator(seed: 0x9E37_79B9_7F4A_7C15)
        func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &generator) }
        return (0..<count).map { _ in
            let text = (0..<next(12)).map { _ in pieces[next(pieces.count)] }.joined()
            return (text, 1 + next(14))
        }
    }
}
