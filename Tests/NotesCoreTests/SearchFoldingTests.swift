import Foundation
import Testing

@testable import NotesCore

/// Folding a whole text, a stretch at a time, is folding each of its scalars on its own (the
/// Unicode tables' slow path), with `и` + U+0306 as `й`; and every scalar is reported once with the
/// bytes it added.
@Suite struct SearchFoldingTests {
    /// Scalars from every width of UTF-8 and the forms that fold to several scalars.
    static let alphabet: [Unicode.Scalar] = [
        "a", "Z", "0", " ", "\u{0}", "\u{7F}", "é", "ß", "ẞ", "İ", "ı", "Ё", "ё", "и", "И", "\u{306}",
        "\u{301}", "ΐ", "ᾈ", "ﬃ", "ﬓ", "ŉ", "中", "🎉", "\u{1F3FD}", "𐐀", "\u{FE0F}", "\u{200D}",
    ]

    /// The reference: each scalar folded by the slow path, `и` + U+0306 merged.
    static func reference(_ text: String) -> (bytes: [UInt8], appended: [Int]) {
        var bytes: [UInt8] = []
        var appended: [Int] = []
        for scalar in text.unicodeScalars {
            if scalar == "\u{306}", bytes.last == SearchFolding.cyrillicI {
                bytes[bytes.count - 1] = SearchFolding.cyrillicShortI
                appended.append(0)
                continue
            }
            let before = bytes.count
            SearchFolding.appendFolded(scalar, to: &bytes)
            appended.append(bytes.count - before)
        }
        return (bytes, appended)
    }

    @Test func randomTextsFoldAsTheirScalarsDo() {
        var random = SeededRandomNumberGenerator(seed: 31)
        for _ in 0..<400 {
            // Lengths that fill the buffer (1,024 bytes) a few times over, and long runs of one form.
            let length = Int(random.next() % 700)
            var view = String.UnicodeScalarView()
            let run = random.next() % 3 == 0
            let only = Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))]
            for _ in 0..<length {
                view.append(run ? only : Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))])
            }
            let text = String(view)
            var bytes: [UInt8] = [0x41]
            var cache: [UInt32: [UInt8]] = [:]
            var appended: [Int] = []
            var offsets: [Int] = []
            SearchFolding.fold(text, into: &bytes, cache: &cache) { offset, count in
                offsets.append(offset)
                appended.append(count)
            }
            let expected = Self.reference(text)
            #expect(Array(bytes.dropFirst()) == expected.bytes)
            #expect(appended == expected.appended)
            #expect(
                offsets
                    == text.unicodeScalars.indices.map { text.utf8.distance(from: text.startIndex, to: $0) })
        }
    }
}
