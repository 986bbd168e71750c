import Foundation
import NotesCore
import Testing

/// Importing the original app's file when part of it is not valid JSON.
@Suite struct StoreSeedImportTests {
    static let importedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func oneBadValueCostsOnlyItsElement() throws {
        let text = #"""
            [{"uid": "a", "title": "Huge date", "content": "x", "selfDestructDate": 1e400},
             {"uid": "b", "title": "Whole", "content": "kept"},
             {"uid": "c", "title": "Lone \ud800 surrogate", "content": "y"},
             {"uid": "d", "name": "IMG_0001.jpg"}]
            """#
        let result = try SeedImporter.importNotes(from: Data(text.utf8), importedAt: Self.importedAt)
        #expect(result.notes.map(\.title) == ["Whole"])
        #expect(result.photoReferences.map(\.name) == ["IMG_0001.jpg"])
        #expect(result.droppedEntries.map(\.index) == [0, 2])
        #expect(result.droppedEntries.allSatisfy { $0.reason.hasPrefix("not valid JSON") })
    }

    @Test func damagedElementIsReportedAndTheNextOneIsStillImported() throws {
        let text =
            #"[{"uid": "a", "title": "Broken", "content": x}, {"uid": "b", "title": "Whole", "content": "kept"}]"#
        let result = try SeedImporter.importNotes(from: Data(text.utf8), importedAt: Self.importedAt)
        #expect(result.notes.map(\.title) == ["Whole"])
        #expect(result.droppedEntries.map(\.index) == [0])
    }

    @Test func truncatedFileImportsTheWholeElements() throws {
        let text = #"[{"uid": "a", "title": "Whole", "content": "kept"}, {"uid": "b", "title": "Cut"#
        let result = try SeedImporter.importNotes(from: Data(text.utf8), importedAt: Self.importedAt)
        #expect(result.notes.map(\.title) == ["Whole"])
        #expect(result.droppedEntries.map(\.reason) == ["the file ends inside this element"])
    }
}
