import Foundation
import NotesCore

extension StoreContents {
    /// The resync notes and photos plus notes whose texts hold the characters that end entries
    /// and arrays (`]`, `}`, `"`, `\`), nested JSON and control characters.
    static let singleChangeFixture = StoreContents(
        notes: resyncFixture.notes + [
            Note(
                id: Note.ID(SequentialIDs.uuid(906)), title: #"x"}]}"#, content: #"…"y"}]} and "}] \ \\"#,
                createdAt: Date(timeIntervalSince1970: 1_700_000_500)),
            Note(
                id: Note.ID(SequentialIDs.uuid(907)), title: "bell\u{07} nul\u{00} esc\u{1B} del\u{7F}",
                content: #"{"notes":[{"title":"a","id":"00000000-0000-0000-0000-000000000901"}],"version":1}"#
                    + "\n\t\r\u{1F}",
                color: NoteColor(red: 0.1, green: 0.9, blue: 0.3, alpha: 0.5), importance: .unimportant,
                createdAt: Date(timeIntervalSince1970: 1_700_000_600)),
        ],
        photos: resyncFixture.photos)

    /// ``singleChangeFixture`` as saved.
    static let singleChangeBytes = singleChangeFixture.savedBytes
    /// Where each entry of ``singleChangeFixture`` lies in ``singleChangeBytes``.
    static let singleChangeRanges = singleChangeFixture.entryRanges
}

/// One change to one place of a saved `notes.json`.
enum SingleChange: Hashable, CustomStringConvertible {
    /// The byte at the offset replaced.
    case replace(Int, UInt8)
    /// The byte at the offset deleted.
    case delete(Int)
    /// Bytes inserted before the offset.
    case insert(Int, [UInt8])

    /// Replacement bytes: every character with a meaning in JSON, a letter, a digit, a space,
    /// NUL, a byte never in UTF-8, and the byte with its low bit flipped (`nil`).
    static let replacements: [UInt8?] = Array(#"]}[{",:\ x0"#.utf8) + [0x00, 0xFF, nil]
    /// Inserted bytes: one byte, or the three that close a string, an entry and an array.
    static let insertions: [[UInt8]] = [
        Array("]".utf8), Array("}".utf8), Array("\"".utf8), Array("\\".utf8), Array(",".utf8),
        Array(":".utf8), Array("{".utf8), Array("[".utf8), Array("\"}]".utf8), [0x01],
    ]

    /// Every change at `offset` when `full`, else three of them, chosen by the offset so that
    /// every replacement and insertion still occurs across the file.
    static func changes(at offset: Int, in bytes: [UInt8], full: Bool) -> [SingleChange] {
        let replacing = replacements.map { Self.replace(offset, $0 ?? bytes[offset] ^ 1) }
        let inserting = insertions.map { Self.insert(offset, $0) }
        guard !full else { return replacing + inserting + [.delete(offset)] }
        return [
            replacing[offset % replacing.count], inserting[offset % inserting.count], .delete(offset),
        ]
    }

    /// The bytes after the change.
    func applied(to bytes: [UInt8]) -> [UInt8] {
        var changed = bytes
        switch self {
        case .replace(let offset, let byte): changed[offset] = byte
        case .delete(let offset): changed.remove(at: offset)
        case .insert(let offset, let inserted): changed.insert(contentsOf: inserted, at: offset)
        }
        return changed
    }

    /// Whether the change leaves every byte of `range` as it was: it is outside the range (an
    /// insertion at either end of it is outside).
    func leavesIntact(_ range: Range<Int>) -> Bool {
        switch self {
        case .replace(let offset, _), .delete(let offset): !range.contains(offset)
        case .insert(let offset, _): offset <= range.lowerBound || offset >= range.upperBound
        }
    }

    var description: String {
        switch self {
        case .replace(let offset, let byte): "byte \(offset) replaced by 0x\(String(byte, radix: 16))"
        case .delete(let offset): "byte \(offset) deleted"
        case .insert(let offset, let bytes):
            "\(String(decoding: bytes, as: UTF8.self).debugDescription) inserted at \(offset)"
        }
    }
}
