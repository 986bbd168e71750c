import Foundation

/// The canonical byte form of snapshot text, and the check of a committed reference against it.
///
/// Comparison is always on these bytes, never with `String ==` (which treats `é` and `e` + U+0301
/// as equal) and never by `Character` (which makes `"\r\n"` one character).
public enum CanonicalText {
    /// The canonical bytes of rendered text: NFC, CRLF turned into LF, a final LF added if missing.
    ///
    /// Trailing spaces, tabs, lone CRs and blank lines are kept: whitespace is significant.
    /// - Complexity: O(*n*) in the length of the text.
    public static func bytes(of text: String) -> [UInt8] {
        let source = Array(text.precomposedStringWithCanonicalMapping.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(source.count + 1)
        var index = 0
        while index < source.count {
            let byte = source[index]
            if byte == 0x0D, index + 1 < source.count, source[index + 1] == 0x0A {
                index += 1
                continue
            }
            result.append(byte)
            index += 1
        }
        if result.last != 0x0A { result.append(0x0A) }
        return result
    }

    /// Decodes a committed reference, reporting the first way it departs from the canonical form.
    ///
    /// - Returns: `nil` when the bytes are not valid UTF-8; otherwise the form found, or `nil`
    ///   in `form` when the bytes are canonical.
    /// - Complexity: O(*n*) in the number of bytes.
    public static func inspect(_ bytes: [UInt8]) -> (text: String, form: NonCanonicalForm?)? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (text, .byteOrderMark) }
        if zip(bytes, bytes.dropFirst()).contains(where: { $0 == 0x0D && $1 == 0x0A }) {
            return (text, .crlfLineEnds)
        }
        if !Array(text.precomposedStringWithCanonicalMapping.utf8).elementsEqual(bytes) {
            return (text, .notNFC)
        }
        if bytes.last != 0x0A { return (text, .missingFinalNewline) }
        return (text, nil)
    }
}
