import Foundation
import Testing

@testable import NotesCore

/// The fast path for notes as the store writes them must be invisible: whatever it accepts, the
/// general reader accepts too and reads to the same note; anything else it leaves to that reader.
@Suite struct StoreDocumentParserWrittenNotesTests {
    /// What the fast path and the general reader make of `bytes`, each from the start.
    static func bothReadings(_ bytes: [UInt8]) -> (fast: Note?, fastEnd: Int, general: Note?, generalEnd: Int)
    {
        bytes.withUnsafeBufferPointer { buffer in
            var fast = StoreDocumentParser(bytes: buffer)
            let fastNote = fast.writtenNote()
            var general = StoreDocumentParser(bytes: buffer)
            let generalNote = general.note()
            return (fastNote, fast.index, general.failed ? nil : generalNote, general.index)
        }
    }

    static func written(_ note: Note) throws -> [UInt8] {
        var writer = StoreDocumentWriter()
        try writer.write(note)
        return writer.output
    }

    @Test func readsWhatTheWriterWritesWithoutTheGeneralReader() throws {
        let note = Note(
            id: Note.ID(UUID(uuidString: "0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0")!), title: "Мёд и café",
            content: "garden", color: NoteColor(red: 1, green: 0.5, blue: 0.25098039215686274, alpha: 1),
            importance: .important, selfDestructDate: Date(timeIntervalSince1970: 1_800_000_000.5),
            createdAt: Date(timeIntervalSince1970: 1_700_000_000),
            updatedAt: Date(timeIntervalSince1970: -0.0))
        let bytes = try Self.written(note)
        let reading = Self.bothReadings(bytes)
        let fast = try #require(reading.fast)
        #expect(fast == note)
        #expect(reading.fastEnd == bytes.count)
    }

    @Test func leavesEscapesWhitespaceAndOtherKeyOrdersToTheGeneralReader() throws {
        let escaped = try Self.written(
            Note(id: Note.ID(UUID()), title: "a\"b", content: "line\nline", createdAt: Date()))
        #expect(Self.bothReadings(escaped).fast == nil)
        #expect(Self.bothReadings(escaped).general != nil)
        let spaced = Array(
            #"{ "color":[1,1,1,1],"content":"","createdAt":0,"id":"0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0","importance":"normal","title":"","updatedAt":0}"#
                .utf8)
        #expect(Self.bothReadings(spaced).fast == nil)
        #expect(Self.bothReadings(spaced).general != nil)
    }

    /// Random notes (every kind of text, channel and date the store tests use), written, read
    /// both ways: equal notes, ending at the same byte, and the fast path taken whenever the text
    /// needs no escape.
    @Test func agreesWithTheGeneralReaderOnRandomWrittenNotes() throws {
        var checked = 0
        for seed in 1...150 as ClosedRange<UInt64> {
            for note in StoreDocumentParserTests.randomContents(seed: seed).notes {
                let bytes = try Self.written(note)
                let reading = Self.bothReadings(bytes)
                let general = try #require(reading.general)
                #expect(general == note)
                if let fast = reading.fast {
                    #expect(fast == general)
                    #expect(reading.fastEnd == reading.generalEnd)
                }
                let needsEscape = (note.title + note.content).utf8.contains {
                    $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
                }
                #expect(needsEscape || reading.fast != nil)
                checked += 1
            }
        }
        #expect(checked == 3_000)
    }

    /// A written note with one byte changed, at every offset, to bytes that matter to JSON: the
    /// fast path never accepts what the general reader refuses, nor reads it differently.
    @Test func neverAcceptsWhatTheGeneralReaderRefuses() throws {
        let replacements: [UInt8] = [
            0x00, 0x20, UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: ","), UInt8(ascii: "}"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "0"), UInt8(ascii: "9"),
            UInt8(ascii: "a"), UInt8(ascii: "G"), 0x80, 0xC3, 0xFF,
        ]
        for seed in 1...4 as ClosedRange<UInt64> {
            for note in StoreDocumentParserTests.randomContents(seed: seed).notes.prefix(3) {
                let original = try Self.written(note)
                for offset in original.indices {
                    for byte in replacements where byte != original[offset] {
                        var bytes = original
                        bytes[offset] = byte
                        let reading = Self.bothReadings(bytes)
                        if let fast = reading.fast {
                            #expect(reading.general == fast, "offset \(offset), byte \(byte)")
                            #expect(reading.fastEnd == reading.generalEnd, "offset \(offset), byte \(byte)")
                        }
                    }
                }
            }
        }
    }
}

/// Reading the notes in two halves at once must read exactly what one pass reads.
@Suite struct StoreDocumentParserNotesInPartsTests {
    static func manyNotes(seed: UInt64) -> StoreContents {
        var contents = StoreContents()
        for part in 0..<6 as Range<UInt64> {
            let more = StoreDocumentParserTests.randomContents(seed: seed &* 8 &+ part)
            contents.notes += more.notes
            contents.photos += more.photos
        }
        return contents
    }

    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func halvesReadWhatOnePassReads(seed: UInt64) throws {
        let data = try StoreDocument.encode(Self.manyNotes(seed: seed))
        let halves = StoreDocumentParser.parse(data, minimumBytesForParts: 0)
        let onePass = StoreDocumentParser.parse(data, minimumBytesForParts: .max)
        #expect(halves?.notes == onePass?.notes)
        #expect(halves?.photos == onePass?.photos)
        #expect(onePass != nil)
    }

    /// One byte changed at every offset of a written file: reading in halves accepts exactly
    /// what one pass accepts, with the same notes.
    @Test func aChangedByteIsReadAsOnePassReadsIt() throws {
        var contents = StoreContents()
        for seed in 1...3 as ClosedRange<UInt64> {
            contents.notes += StoreDocumentParserTests.randomContents(seed: seed).notes.prefix(3)
        }
        let original = [UInt8](try StoreDocument.encode(contents))
        for offset in original.indices {
            for byte in [UInt8(ascii: ","), UInt8(ascii: "{"), UInt8(ascii: "\""), UInt8(ascii: "]"), 0x20]
            where byte != original[offset] {
                var bytes = original
                bytes[offset] = byte
                let data = Data(bytes)
                let halves = StoreDocumentParser.parse(data, minimumBytesForParts: 0)
                let onePass = StoreDocumentParser.parse(data, minimumBytesForParts: .max)
                #expect(halves?.notes == onePass?.notes, "offset \(offset), byte \(byte)")
                #expect(halves?.photos == onePass?.photos, "offset \(offset), byte \(byte)")
            }
        }
    }
}
