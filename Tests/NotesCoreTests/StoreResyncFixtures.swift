import Foundation
import NotesCore

extension StoreContents {
    /// Six notes (escapes, Cyrillic, an emoji, text that looks like whole entries) and three
    /// photos, for damage in the middle of the file.
    static let resyncFixture = StoreContents(
        notes: recoveryFixture.notes + [
            Note(
                id: Note.ID(SequentialIDs.uuid(904)), title: Note.phantomNoteText,
                content: "Before " + Note.phantomNoteText + " after",
                color: NoteColor(red: 0, green: 1, blue: 0.5), importance: .important,
                createdAt: Date(timeIntervalSince1970: 1_700_000_300)),
            Note(
                id: Note.ID(SequentialIDs.uuid(905)), title: #"{"color":[{"#, content: "],\"photos\":[",
                selfDestructDate: Date(timeIntervalSince1970: 1_800_000_000),
                createdAt: Date(timeIntervalSince1970: 1_700_000_400)),
        ],
        photos: recoveryFixture.photos.prefix(2)
            + [
                Photo(
                    id: Photo.ID(SequentialIDs.uuid(804)), fileName: Photo.phantomPhotoText, byteCount: 40,
                    createdAt: Date(timeIntervalSince1970: 1_700_000_000), isPreset: false)
            ])

    /// ``resyncFixture`` as saved.
    static let resyncBytes = resyncFixture.savedBytes
    /// Where each entry of ``resyncFixture`` lies in ``resyncBytes``.
    static let resyncRanges = resyncFixture.entryRanges

    /// These contents without the notes at `offsets`.
    func removingNotes(at offsets: Set<Int>) -> StoreContents {
        StoreContents(
            notes: notes.enumerated().filter { !offsets.contains($0.offset) }.map(\.element), photos: photos)
    }
}

extension Note {
    /// The id of the note written out in ``phantomNoteText``, which no fixture note has.
    static let phantomID = "00000000-0000-0000-0000-000000000999"

    /// Text that is a whole, valid note entry as the writer writes one, to put inside a title.
    static let phantomNoteText = #"""
        {"color":[1,1,1,1],"content":"","createdAt":0,"id":"00000000-0000-0000-0000-000000000999",\#
        "importance":"normal","title":"","updatedAt":0}
        """#
}

extension Photo {
    /// Text that is a whole, valid photo entry as the writer writes one, used as a file name.
    static let phantomPhotoText = #"""
        {"byteCount":1,"createdAt":0,"fileName":"a.png","id":"00000000-0000-0000-0000-000000000999",\#
        "isPreset":false}
        """#
}

/// A kind of damage done to the bytes inside one entry of a saved `notes.json`.
enum EntryDamage: CaseIterable, Sendable {
    /// One byte replaced by a byte that JSON never allows there.
    case flip
    /// One to four bytes deleted, starting at a `"`, `:`, `,`, `[` or `]` outside any string
    /// (deleting bytes inside a string only changes its text).
    case deletion
    /// Three to twelve bytes inserted, the first of them one that JSON never allows there.
    case insertion

    /// Bytes that are invalid everywhere in JSON text: control characters other than whitespace,
    /// and bytes that never occur in UTF-8.
    static let nonJSONBytes: [UInt8] =
        Array(0x00...0x08) + [0x0B, 0x0C] + Array(0x0E...0x1F) + [0xC0, 0xC1] + Array(0xF5...0xFF)

    /// `bytes` with this damage done strictly inside `entry` (its braces stay), and the range of
    /// the original bytes it touched (for an insertion, the bytes on either side).
    func apply(
        to bytes: [UInt8], inside entry: Range<Int>, using generator: inout SeededRandomNumberGenerator
    ) -> (bytes: [UInt8], touched: Range<Int>) {
        var damaged = bytes
        let interior = entry.lowerBound + 1..<entry.upperBound - 1
        switch self {
        case .flip:
            let offset = Int.random(in: interior, using: &generator)
            damaged[offset] = Self.nonJSONBytes.randomElement(using: &generator)!
            return (damaged, offset..<offset + 1)
        case .deletion:
            let offset = Self.structuralOffsets(in: bytes, entry).randomElement(using: &generator)!
            let count = min(Int.random(in: 1...4, using: &generator), interior.upperBound - offset)
            damaged.removeSubrange(offset..<offset + count)
            return (damaged, offset..<offset + count)
        case .insertion:
            let offset = Int.random(in: interior.lowerBound...interior.upperBound, using: &generator)
            let count = Int.random(in: 3...12, using: &generator)
            let garbage =
                [Self.nonJSONBytes.randomElement(using: &generator)!]
                + (1..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            damaged.insert(contentsOf: garbage, at: offset)
            return (damaged, offset - 1..<offset + 1)
        }
    }

    /// The offsets inside `entry` of the quotes that open and close strings, and of the `:`,
    /// `,`, `[` and `]` outside strings.
    static func structuralOffsets(in bytes: [UInt8], _ entry: Range<Int>) -> [Int] {
        var offsets: [Int] = []
        var isInString = false
        var isEscaped = false
        for offset in entry.lowerBound + 1..<entry.upperBound - 1 {
            let byte = bytes[offset]
            if isInString {
                if isEscaped {
                    isEscaped = false
                } else if byte == UInt8(ascii: "\\") {
                    isEscaped = true
                } else if byte == UInt8(ascii: "\"") {
                    isInString = false
                    offsets.append(offset)
                }
            } else if byte == UInt8(ascii: "\"") {
                isInString = true
                offsets.append(offset)
            } else if Array(":,[]".utf8).contains(byte) {
                offsets.append(offset)
            }
        }
        return offsets
    }
}
