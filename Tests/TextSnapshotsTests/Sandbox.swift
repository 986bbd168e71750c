import Foundation
import TextSnapshots

/// A temporary package folder with its own `Snapshots/` directory and session, removed on deinit.
///
/// Tests of the harness never touch the repository's `Snapshots/` folder.
final class Sandbox {
    let root: URL
    let session: SnapshotSession

    var directory: URL { root.appendingPathComponent("Snapshots", isDirectory: true) }

    init(scope: RunScope = .complete) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("TextSnapshotsTests-\(UUID().uuidString)", isDirectory: true)
        session = SnapshotSession(scope: scope)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    func configuration(_ mode: SnapshotMode) -> SnapshotConfiguration {
        SnapshotConfiguration(directory: directory, mode: mode, session: session)
    }

    func write(_ bytes: [UInt8], to relativePath: String) throws {
        let url = directory.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func write(_ text: String, to relativePath: String) throws {
        try write(Array(text.utf8), to: relativePath)
    }

    func bytes(at relativePath: String) -> [UInt8]? {
        (try? Data(contentsOf: directory.appendingPathComponent(relativePath))).map(Array.init)
    }

    func text(at relativePath: String) -> String? {
        bytes(at: relativePath).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every file under the sandbox's snapshot directory, as sorted relative paths.
    func files() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = directory.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue
            {
                paths.append(path)
            }
        }
        return paths.sorted()
    }
}
