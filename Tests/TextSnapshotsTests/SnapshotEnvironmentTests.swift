import Foundation
import Testing
import TextSnapshots

@Suite struct SnapshotEnvironmentTests {
    static func environment(_ variables: [String: String], in directory: URL = URL(fileURLWithPath: "/"))
        -> SnapshotEnvironment
    {
        SnapshotEnvironment(variables: variables, currentDirectory: directory)
    }

    @Test(arguments: [
        ([String: String](), SnapshotMode.pending),
        (["CI": "true"], .never),
        (["CI": "1"], .never),
        (["CI": ""], .pending),
        (["CI": "false"], .pending),
        (["CI": "0"], .pending),
        (["SNAPSHOTS": "record"], .record),
        (["SNAPSHOTS": "missing", "CI": "true"], .missing),
        (["SNAPSHOTS": "NEVER"], .never),
    ])
    func modeComesFromSnapshotsThenCIThenPending(variables: [String: String], mode: SnapshotMode) throws {
        #expect(try Self.environment(variables).mode(explicit: nil) == mode)
    }

    @Test func modeSetInCodeWinsOverEnvironment() throws {
        let environment = Self.environment(["SNAPSHOTS": "never", "CI": "true"])
        #expect(try environment.mode(explicit: .record) == .record)
    }

    @Test func unknownModeIsATypedError() {
        #expect(throws: SnapshotSetupError.unknownMode("always")) {
            try Self.environment(["SNAPSHOTS": "always"]).mode(explicit: nil)
        }
    }

    @Test func snapshotsRootVariableWins() throws {
        let sandbox = try Sandbox()
        let environment = Self.environment(["SNAPSHOTS_ROOT": "elsewhere/Snaps"], in: sandbox.root)
        let directory = try environment.snapshotDirectory(filePath: nil)
        #expect(
            directory.path == sandbox.root.appendingPathComponent("elsewhere/Snaps").standardizedFileURL.path)
    }

    @Test func walksUpFromTheCurrentDirectoryToThePackage() throws {
        let sandbox = try Sandbox()
        let nested = sandbox.root.appendingPathComponent("Tests/Deep", isDirectory: true)
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let directory = try Self.environment([:], in: nested).snapshotDirectory(filePath: nil)
        #expect(directory.standardizedFileURL.path == sandbox.directory.standardizedFileURL.path)
    }

    @Test func fallsBackToTheTestFilePathOutsideAnyPackage() throws {
        let sandbox = try Sandbox()
        let outside = FileManager.default.temporaryDirectory
        let file = sandbox.root.appendingPathComponent("Tests/X/XTests.swift").path
        let directory = try Self.environment([:], in: outside).snapshotDirectory(filePath: file)
        #expect(directory.standardizedFileURL.path == sandbox.directory.standardizedFileURL.path)
    }

    @Test func noPackageAnywhereIsATypedError() {
        let outside = FileManager.default.temporaryDirectory
        #expect(throws: SnapshotSetupError.packageRootNotFound(searched: [outside.path])) {
            try Self.environment([:], in: outside).snapshotDirectory(filePath: nil)
        }
    }
}
