import Foundation

/// The canonical byte form of snapshot text, and the check of a committed reference against it.
///
/// Comparison is always on these bytes, never with `String ==` (which treats `é` and `e` + U+0301
/// as equal) and never by `Character` (which makes `"\r\n"` one character).
public enum CanonicalText {
    /// What a leading U+FEFF of rendered text is written as, so the reference never starts with
    /// the bytes of a byte order mark.
    public static let escapedByteOrderMark = "<U+FEFF>"

    /// The canonical bytes of rendered text: UTF-8 in NFC, LF line ends, exactly one final LF.
    ///
    /// In order: a leading U+FEFF becomes the text ``escapedByteOrderMark`` (a reference starting
    /// with those bytes would always read as having a byte order mark); the text is composed to
    /// NFC; carriage returns directly before a line feed or at the end are dropped (so CRLF and
    /// `CR CR LF` become LF); trailing line feeds collapse to exactly one, added if missing.
    /// Every other byte is kept: trailing spaces, tabs, lone CRs inside a line and blank lines
    /// between lines are significant. The result always passes ``inspect(_:)``.
    /// - Complexity: O(*n*) in the length of the text.
    public static func bytes(of text: String) -> [UInt8] {
        var text = text
        if text.unicodeScalars.first == "\u{FEFF}" {
            text = escapedByteOrderMark + String(text.unicodeScalars.dropFirst())
        }
        let source = Array(text.precomposedStringWithCanonicalMapping.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(source.count + 1)
        var index = 0
        while index < source.count {
            guard source[index] == 0x0D else {
                result.append(source[index])
                index += 1
                continue
            }
            var end = index
            while end < source.count, source[end] == 0x0D { end += 1 }
            if end < source.count, source[end] != 0x0A {
                result.append(contentsOf: source[index..<end])
            }
            index = end
        }
        while result.last == 0x0A { result.removeLast() }
        result.append(0x0A)
        return result
    }

    /// Decodes a committed reference, reporting the first way it departs from the canonical form.
    ///
    /// Checked in order: byte order mark, CRLF line ends, not NFC, no final newline, more than one
    /// final newline.
    /// - Returns: `nil` when the bytes are not valid UTF-8; otherwise the form found, or `nil`
    ///   in `form` when the bytes are canonical.
    /// - Complexity: O(*n*) in the number of bytes.
    public static func inspect(_ bytes: [UInt8]) -> (text: String, form: NonCanonicalForm?)? {
        // Decoding repairs invalid UTF-8, so the bytes are valid exactly when they survive a round
        // trip. (`String(validating:as:)` needs iOS 18 and macOS 15.)
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else { return nil }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (text, .byteOrderMark) }
        if zip(bytes, bytes.dropFirst()).contains(where: { $0 == 0x0D && $1 == 0x0A }) {
            return (text, .crlfLineEnds)
        }
        if !Array(text.precomposedStringWithCanonicalMapping.utf8).elementsEqual(bytes) {
            return (text, .notNFC)
        }
        if bytes.last != 0x0A { return (text, .missingFinalNewline) }
        if bytes.count >= 2, bytes[bytes.count - 2] == 0x0A { return (text, .extraFinalNewlines) }
        return (text, nil)
    }
}
