import Foundation
import NotesCore
import Testing

/// On the real disk, the store never writes, deletes or changes the mode of anything outside its
/// folder: links and same-named files planted around it stay as they were.
@Suite struct StoreDiskSafetyTests {
    /// A fresh folder under the system temporary folder holding `Store/` (not created) and
    /// `Outside/` with bait: files named like the store's, removed afterwards.
    private func withSandbox(_ body: (_ store: URL, _ outside: URL) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("noteskit-store-safety-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = root.appendingPathComponent("Outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        for name in ["notes.json", "notes.lock", "victim.jpg", "IMG.tmp-1.jpg"] {
            try Data("bait \(name)".utf8).write(to: outside.appendingPathComponent(name))
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o644], ofItemAtPath: outside.appendingPathComponent(name).path)
        }
        try body(root.appendingPathComponent("Store"), outside)
    }

    /// Names, bytes and modes of everything in `folder`, to compare before and after.
    private func snapshot(_ folder: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(name)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            let mode = (attributes[.posixPermissions] as? Int ?? 0) & 0o777
            result[name] = "\(mode) \((try? Data(contentsOf: url)).map { $0.base64EncodedString() } ?? "-")"
        }
        return result
    }

    private func store(_ directory: URL, makeID: @escaping @Sendable () -> UUID) -> NoteStore {
        NoteStore(directory: directory, fileSystem: .live, clock: { .storeFixture }, makeID: makeID)
    }

    @Test func photosLinkOutOfTheStoreIsNeverFollowed() throws {
        try withSandbox { directory, outside in
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try StoreContents.twoNotes.savedBytes.write(to: directory.appendingPathComponent("notes.json"))
            try FileManager.default.createSymbolicLink(
                at: directory.appendingPathComponent("photos"), withDestinationURL: outside)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: outside.path)
            let before = try snapshot(outside)
            let ids = SequentialIDs()
            var store = store(directory) { ids() }
            #expect(throws: StoreError.self) { _ = try store.load() }
            #expect(throws: StoreError.notLoaded) { _ = try store.addPhoto(Data([1]), fileExtension: "jpg") }
            #expect(try snapshot(outside) == before)
            let mode =
                try FileManager.default.attributesOfItem(atPath: outside.path)[.posixPermissions] as? Int
            #expect(mode.map { $0 & 0o777 } == 0o755)
        }
    }

    @Test func linkPlantedAtTheNextTemporaryNameCannotRedirectASave() throws {
        try withSandbox { directory, outside in
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try StoreContents.twoNotes.savedBytes.write(to: directory.appendingPathComponent("notes.json"))
            let predictable = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!
            var store = store(directory) { predictable }
            _ = try store.load()
            for file in ["notes.json", "notes.journal"] {
                try FileManager.default.createSymbolicLink(
                    at: directory.appendingPathComponent("\(file).tmp-\(predictable.uuidString)"),
                    withDestinationURL: outside.appendingPathComponent("victim.jpg"))
            }
            let before = try snapshot(outside)
            #expect(throws: StoreError.self) { try store.save(StoreContents()) }
            #expect(try snapshot(outside) == before)
            #expect(try Data(contentsOf: store.notesFile) == StoreContents.twoNotes.savedBytes)
            // The next load removes nothing that is not a file of its own: the link stays.
            store.close()
            _ = try store.load()
            #expect(try snapshot(outside) == before)
        }
    }

    @Test func aWholeLifeOfTheStoreLeavesSameNamedFilesOutsideAlone() throws {
        try withSandbox { directory, outside in
            let before = try snapshot(outside)
            let parent = directory.deletingLastPathComponent()
            let parentBefore = try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted()
            let ids = SequentialIDs()
            var store = store(directory) { ids() }
            var contents = try store.load().contents
            contents.photos.append(try store.addPhoto(Data([1, 2]), fileExtension: "jpg"))
            try store.save(contents)
            try Data("{\"notes\":[".utf8).write(to: store.notesFile)
            store.close()
            _ = try store.load()
            #expect(try snapshot(outside) == before)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted() == parentBefore + [
                    "Store"
                ])
        }
    }

    @Test func secondStoreOnTheSameFolderIsToldThisProcessHoldsIt() throws {
        try withSandbox { directory, _ in
            var first = store(directory) { UUID() }
            _ = try first.load()
            var second = store(directory) { UUID() }
            #expect(throws: StoreError.inUse(directory: directory, processID: getpid())) {
                _ = try second.load()
            }
            first.close()
            #expect(try second.load().access == .readWrite)
        }
    }

    @Test(
        .enabled(
            if: getuid() != 0,
            "chmod 000 does not stop root; StoreFolderTests simulates the same failure in memory"))
    func unsearchableFolderOnDiskIsReportedAndNotOverwritten() throws {
        try withSandbox { directory, _ in
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let saved = StoreContents.twoNotes.savedBytes
            try saved.write(to: directory.appendingPathComponent("notes.json"))
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: directory.path)
            defer {
                try? FileManager.default.setAttributes(
                    [.posixPermissions: 0o700], ofItemAtPath: directory.path)
            }
            var store = store(directory) { UUID() }
            #expect(throws: StoreError.self) { _ = try store.load() }
            let mode =
                try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int
            #expect(mode.map { $0 & 0o777 } == 0)
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
            #expect(try Data(contentsOf: store.notesFile) == saved)
        }
    }
}
