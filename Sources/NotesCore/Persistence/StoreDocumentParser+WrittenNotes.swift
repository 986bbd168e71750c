import Foundation

/// The fast path of ``StoreDocumentParser``: a note laid out exactly as ``StoreDocumentWriter``
/// writes it.
///
/// A file the store wrote holds every note as `{"color":[r,g,b,a],"content":"…","createdAt":…,
/// "id":"…","importance":"…"(,"selfDestructDate":…)?,"title":"…","updatedAt":…}`, with no
/// whitespace. Reading that layout needs no key strings, no dictionary of members and no `String`
/// per number: the keys are compared as bytes, whole numbers and short decimals are converted
/// without text, and a string without escapes becomes a `String` in one copy.
///
/// Anything else (whitespace, another key order, an escape, a number of more digits) makes
/// ``writtenNote()`` return nil with the parser where it was, and the caller reads the note with
/// the general ``note()``: the fast path only ever accepts what `note()` accepts, and gives the
/// same note for it.
extension StoreDocumentParser {
    /// The note at the current position when it is laid out exactly as the store writes notes,
    /// or nil with the position unchanged.
    ///
    /// - Complexity: O(*m*) in the size of the note.
    mutating func writtenNote() -> Note? {
        let start = index
        guard let note = writtenNoteBody() else {
            index = start
            return nil
        }
        return note
    }

    private mutating func writtenNoteBody() -> Note? {
        guard skip("\u{7B}\"color\":["), let red = writtenNumber(), skip(","), let green = writtenNumber(),
            skip(","), let blue = writtenNumber(), skip(","), let alpha = writtenNumber(),
            Self.isChannel(red), Self.isChannel(green), Self.isChannel(blue), Self.isChannel(alpha),
            skip("],\"content\":\""), let content = writtenString(),
            skip(",\"createdAt\":"), let created = writtenNumber(),
            skip(",\"id\":\""), let id = writtenUUID(),
            skip("\",\"importance\":\""), let importance = writtenImportance(), skip("\"")
        else { return nil }
        var selfDestruct: Double?
        if skip(",\"selfDestructDate\":") {
            guard let value = writtenNumber() else { return nil }
            selfDestruct = value
        }
        guard skip(",\"title\":\""), let title = writtenString(),
            skip(",\"updatedAt\":"), let updated = writtenNumber(), skip("}")
        else { return nil }
        return Note(
            id: Note.ID(id), title: title, content: content,
            color: NoteColor(red: red, green: green, blue: blue, alpha: alpha), importance: importance,
            selfDestructDate: selfDestruct.map(Date.init(timeIntervalSince1970:)),
            createdAt: Date(timeIntervalSince1970: created), updatedAt: Date(timeIntervalSince1970: updated))
    }

    /// Moves past `text` when the bytes at the current position are exactly it.
    @inline(__always)
    private mutating func skip(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count,
            memcmp(bytes.baseAddress! + index, text.utf8Start, count) == 0
        else { return false }
        index += count
        return true
    }

    /// A string (after its opening quote) without escapes, up to and past its closing quote.
    private mutating func writtenString() -> String? {
        let start = index
        var highBits: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            highBits |= byte
            index += 1
        }
        guard index < bytes.count else { return nil }
        let utf8 = UnsafeBufferPointer(rebasing: bytes[start..<index])
        index += 1
        let text = String(decoding: utf8, as: UTF8.self)
        // ASCII cannot be repaired; otherwise equal bytes after decoding mean nothing was.
        guard highBits >= 0x80 else { return text }
        let isValid =
            text.utf8.withContiguousStorageIfAvailable { decoded in
                decoded.count == utf8.count
                    && (utf8.isEmpty || memcmp(decoded.baseAddress!, utf8.baseAddress!, utf8.count) == 0)
            } ?? text.utf8.elementsEqual(utf8)
        return isValid ? text : nil
    }

    /// `normal`, `important` or `unimportant`, as ``Importance`` spells its cases.
    private mutating func writtenImportance() -> Importance? {
        if skip("normal") { return .normal }
        if skip("important") { return .important }
        if skip("unimportant") { return .unimportant }
        return nil
    }

    /// The 36 characters of a UUID in the standard form, upper or lower case hexadecimal, as
    /// `UUID(uuidString:)` reads them.
    private mutating func writtenUUID() -> UUID? {
        guard index + 36 <= bytes.count else { return nil }
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let isValid = withUnsafeMutableBytes(of: &uuid) { raw in
            var byteIndex = 0
            var offset = 0
            while offset < 36 {
                if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                    guard bytes[index + offset] == UInt8(ascii: "-") else { return false }
                    offset += 1
                    continue
                }
                guard let high = Self.hexValue(bytes[index + offset]),
                    let low = Self.hexValue(bytes[index + offset + 1])
                else { return false }
                raw[byteIndex] = high << 4 | low
                byteIndex += 1
                offset += 2
            }
            return true
        }
        guard isValid else { return nil }
        index += 36
        return UUID(uuid: uuid)
    }

    /// Whether `value` is a colour channel `note()` accepts.
    @inline(__always)
    private static func isChannel(_ value: Double) -> Bool {
        (0...1).contains(value)
    }

    @inline(__always)
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
        default: nil
        }
    }
}
