import Foundation
import Testing

@testable import NotesCore

/// The fast reader must be invisible: whatever it accepts, the tolerant `JSONDecoder` path reads
/// to the same values; whatever it is unsure of, it leaves to that path.
@Suite struct StoreDocumentParserTests {
    /// The contents as the tolerant path reads them, or nil when it drops anything.
    static func tolerantRead(_ data: Data) -> StoreContents? {
        guard let document = try? JSONDecoder().decode(StoreDocument.self, from: data), document.version == 1
        else {
            return nil
        }
        let notes = document.notes.compactMap { try? $0.result.get().note }
        let photos = document.photos.compactMap { try? $0.result.get().photo }
        guard notes.count == document.notes.count, photos.count == document.photos.count else { return nil }
        return StoreContents(notes: notes, photos: photos)
    }

    static func randomContents(seed: UInt64) -> StoreContents {
        var generator = SeededRandomNumberGenerator(seed: seed)
        let pieces = [
            "a", "Z", "ё", "Ж", "é", "\"", "\\", "/", "\n", "\t", "\r", "\u{1}", "\u{1F}", "\u{7F}", "😀", "👩‍👩‍👧",
            "\u{2028}", " ", "0", "{", "]", ":", ",", "\u{FEFF}",
        ]
        func text() -> String {
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }
            .joined()
        }
        func channel() -> Double {
            [0, 1, 0.5, 1.0 / 3, Double.random(in: 0...1, using: &generator)].randomElement(
                using: &generator)!
        }
        func seconds() -> Double {
            [
                0, -0.0, -1.5, 1e-7, 1e15, 1e16, -1e20, 1_700_000_000, 1_700_000_000.123_456,
                Double.random(in: -1e10...1e10, using: &generator),
            ]
            .randomElement(using: &generator)!
        }
        func uuid() -> UUID {
            let a = generator.next()
            let b = generator.next()
            return UUID(
                uuid: (
                    UInt8(a & 0xFF), UInt8(a >> 8 & 0xFF), UInt8(a >> 16 & 0xFF), UInt8(a >> 24 & 0xFF),
                    UInt8(a >> 32 & 0xFF), UInt8(a >> 40 & 0xFF), UInt8(a >> 48 & 0xFF), UInt8(a >> 56),
                    UInt8(b & 0xFF), UInt8(b >> 8 & 0xFF), UInt8(b >> 16 & 0xFF), UInt8(b >> 24 & 0xFF),
                    UInt8(b >> 32 & 0xFF), UInt8(b >> 40 & 0xFF), UInt8(b >> 48 & 0xFF), UInt8(b >> 56)
                ))
        }
        let notes = (0..<20).map { _ in
            Note(
                id: Note.ID(uuid()), title: text(), content: text(),
                color: NoteColor(red: channel(), green: channel(), blue: channel(), alpha: channel()),
                importance: Importance.allCases.randomElement(using: &generator)!,
                selfDestructDate: Bool.random(using: &generator)
                    ? Date(timeIntervalSince1970: seconds()) : nil,
                createdAt: Date(timeIntervalSince1970: seconds()),
                updatedAt: Date(timeIntervalSince1970: seconds()))
        }
        let photos = (0..<5).map { index in
            Photo(
                id: Photo.ID(uuid()), fileName: "photo \(index) ё.png",
                byteCount: Int.random(in: 0...1 << 40, using: &generator),
                createdAt: Date(timeIntervalSince1970: seconds()), isPreset: Bool.random(using: &generator))
        }
        return StoreContents(notes: notes, photos: photos)
    }

    @Test(arguments: 1...30 as ClosedRange<UInt64>)
    func fastReaderAgreesWithTheTolerantPathOnWrittenFiles(seed: UInt64) throws {
        let contents = Self.randomContents(seed: seed)
        let compact = try StoreDocument.encode(contents)
        let pretty = try {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted]
            return try encoder.encode(StoreDocument(contents))
        }()
        for data in [compact, pretty] {
            let fast = try #require(StoreDocumentParser.parse(data))
            #expect(fast == Self.tolerantRead(data))
        }
        let reference = try {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return try encoder.encode(StoreDocument(contents))
        }()
        #expect(String(decoding: compact, as: UTF8.self) == String(decoding: reference, as: UTF8.self))
        let fast = try #require(StoreDocumentParser.parse(compact))
        #expect(fast.notes.map(\.id) == contents.notes.map(\.id))
        #expect(fast.photos == contents.photos)
    }

    static let note = #"""
        {"color":[1,0,0,1],"content":"%CONTENT%","createdAt":%DATE%,"id":"00000000-0000-0000-0000-000000000001",\#
        "importance":"normal","title":"t","updatedAt":0}
        """#

    static func document(content: String = "c", date: String = "0", extra: String = "", version: String = "1")
        -> Data
    {
        let note = Self.note.replacingOccurrences(of: "%CONTENT%", with: content)
            .replacingOccurrences(of: "%DATE%", with: date)
        return Data(#"{"notes":[\#(note)],"photos":[]\#(extra),"version":\#(version)}"#.utf8)
    }

    @Test(arguments: [
        #"\u0041\/\b\f\n\r\t\"\\"#, #"\ud83d\ude00 ok"#, #"\u00e9\u0451"#, "plain ёлка 😀",
    ])
    func escapesDecodeAsJSONDecoderDecodesThem(content: String) throws {
        let data = Self.document(content: content)
        let fast = try #require(StoreDocumentParser.parse(data))
        #expect(fast == Self.tolerantRead(data))
    }

    @Test(arguments: ["1.5e3", "-0", "0.1", "123456789.000001", "1E-7", "-2.5e+2"])
    func numbersDecodeAsJSONDecoderDecodesThem(date: String) throws {
        let data = Self.document(date: date)
        let fast = try #require(StoreDocumentParser.parse(data))
        #expect(fast == Self.tolerantRead(data))
    }

    @Test(arguments: [
        document(date: "01"), document(date: "1."), document(date: ".5"), document(date: "+1"),
        document(date: "1e400"), document(date: "NaN"), document(content: #"\ud83d"#),
        document(content: #"\udc00"#), document(content: "\u{1}"), document(content: #"\x"#),
        document(extra: #","extra":1"#), document(extra: #","photos":[]"#), document(version: "2"),
        document(version: "1.0"), document() + Data(" x".utf8), Data([0xEF, 0xBB, 0xBF]) + document(),
        Data(#"{"notes":[],"photos":[],"version":1"#.utf8), Data([0x22, 0xFF, 0x22]),
        Data(
            #"{"notes":[{"color":[1,0,0],"content":"","createdAt":0,"id":"x","importance":"normal","title":"","updatedAt":0}],"photos":[],"version":1}"#
                .utf8),
    ])
    func anythingUnusualIsLeftToTheTolerantPath(data: Data) {
        #expect(StoreDocumentParser.parse(data) == nil)
    }

    @Test func nullOrUnknownKeysAreStillReadInFullByTheTolerantPath() throws {
        let text = #"{"notes":[],"photos":[],"version":1,"comment":"from a later minor change"}"#
        let (_, load) = try loadStore(holding: text)
        #expect(load.origin == .stored)
    }
}
