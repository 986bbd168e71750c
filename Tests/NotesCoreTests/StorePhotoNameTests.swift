import Foundation
import NotesCore
import Testing

/// A photo's name is kept across a save and a load, and a file without names still reads.
@Suite struct StorePhotoNameTests {
    static let directory = URL(fileURLWithPath: "/store")

    static func store(_ disk: InMemoryFileSystem) -> NoteStore {
        NoteStore(
            directory: directory, fileSystem: disk.fileSystem,
            clock: { Date(timeIntervalSince1970: 1_800_000_000) }, makeID: { UUID() })
    }

    @Test func presetPhotosAreNamedAndTheirNamesSurviveALoad() throws {
        let disk = InMemoryFileSystem()
        var first = Self.store(disk)
        let presets = try first.load()
        #expect(presets.contents.photos.allSatisfy { !$0.name.isEmpty })
        first.close()
        var second = Self.store(disk)
        let loaded = try second.load()
        #expect(loaded.origin == .stored)
        #expect(loaded.contents.photos.map(\.name) == presets.contents.photos.map(\.name))
    }

    @Test func aNameWithQuotesAndCyrillicIsWrittenAndReadBackWhole() throws {
        let disk = InMemoryFileSystem()
        var store = Self.store(disk)
        var contents = try store.load().contents
        contents.photos[0].name = #"Закат "у моря" \ 🌅"#
        try store.save(contents)
        store.close()
        var again = Self.store(disk)
        let loaded = try again.load()
        #expect(loaded.origin == .stored)
        #expect(loaded.contents.photos[0].name == #"Закат "у моря" \ 🌅"#)
    }

    @Test func aPhotoWithoutANameKeyReadsWithAnEmptyName() throws {
        let disk = InMemoryFileSystem()
        let id = UUID()
        let json = """
            {"notes":[],"photos":[{"byteCount":3,"createdAt":1800000000,"fileName":"\(id.uuidString).png",\
            "id":"\(id.uuidString)","isPreset":false}],"version":1}
            """
        disk.setContents(Data(json.utf8), of: Self.directory.appendingPathComponent("notes.json"))
        disk.setContents(
            Data([1, 2, 3]), of: Self.directory.appendingPathComponent("photos/\(id.uuidString).png"))
        var store = Self.store(disk)
        let loaded = try store.load()
        #expect(loaded.origin == .stored)
        #expect(loaded.contents.photos.first?.name == "")
        #expect(loaded.contents.photos.first?.displayName == "\(id.uuidString).png")
    }
}
