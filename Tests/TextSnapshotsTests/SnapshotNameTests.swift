import Foundation
import Testing
import TextSnapshots

@Suite struct SnapshotNameTests {
    @Test(arguments: [
        ("", SnapshotNameError.empty),
        ("a/b", .pathSeparator),
        ("a\\b", .pathSeparator),
        ("..", .relativeReference),
        ("a..b", .relativeReference),
        (".", .relativeReference),
        (".hidden", .leadingDot),
        (" padded", .surroundingSpace),
        ("bell\u{7}", .controlCharacter("\u{7}")),
        ("line\nbreak", .controlCharacter("\n")),
        ("bidi\u{202E}", .controlCharacter("\u{202E}")),
        ("c1\u{85}", .controlCharacter("\u{85}")),
        ("what?", .reservedCharacter("?")),
        ("a:b", .reservedCharacter(":")),
        (String(repeating: "x", count: 201), .tooLong(limit: 200)),
        ("trailing.", .trailingDot),
        ("a.txt", .fileExtension(".txt")),
        ("a.TXT", .fileExtension(".TXT")),
        ("a.new", .fileExtension(".new")),
        ("a.txt.new", .fileExtension(".new")),
        ("CON", .deviceName("CON")),
        ("nul", .deviceName("nul")),
        ("Aux.list", .deviceName("Aux")),
        ("com1", .deviceName("com1")),
        ("LPT9", .deviceName("LPT9")),
        ("COM¹", .deviceName("COM¹")),
        ("PRN", .deviceName("PRN")),
    ])
    func refusesUnsafeNames(name: String, expected: SnapshotNameError) {
        #expect(throws: expected) { try SnapshotName(name) }
    }

    @Test(arguments: [
        "empty", "list-100k notes", "Заметки", "wide 中文", "état", "console", "com10", "a.text", "v1.2",
    ])
    func acceptsOrdinaryNames(name: String) throws {
        #expect(try SnapshotName(name).rawValue == name)
    }

    /// A file name is not an id: `A/b.txt` is refused rather than read as `A/b`.
    @Test func idParsesSuiteAndNameAndRefusesFileNames() throws {
        let id = try SnapshotID(parsing: "ListNotesTests/empty")
        #expect(id.suite.rawValue == "ListNotesTests")
        #expect(id.name.rawValue == "empty")
        #expect(id.relativePath == "ListNotesTests/empty.txt")
        #expect(throws: SnapshotNameError.fileExtension(".txt")) { try SnapshotID(parsing: "A/b.txt") }
        #expect(throws: SnapshotNameError.fileExtension(".new")) { try SnapshotID(parsing: "A/b.txt.new") }
        #expect(throws: SnapshotNameError.deviceName("NUL")) { try SnapshotID(parsing: "NUL/b") }
        #expect(throws: SnapshotNameError.pathSeparator) { try SnapshotID(parsing: "A/b/c") }
        #expect(throws: SnapshotNameError.empty) { try SnapshotID(parsing: "Ab") }
        #expect(throws: SnapshotNameError.relativeReference) { try SnapshotID(parsing: "../x") }
    }

    @Test func refusedNameWritesNothingAnywhere() throws {
        let sandbox = try Sandbox()
        for name in ["../escape", "a/b", "..", "", "CON", "x.", "x.txt"] {
            let result = verifySnapshot(
                "text", named: name, suite: "Suite", configuration: sandbox.configuration(.record))
            #expect(result.status == .failed)
            guard case .invalidName = result.failure else {
                Issue.record("expected invalidName, got \(String(describing: result.failure))")
                continue
            }
        }
        let escapedSuite = verifySnapshot(
            "text", named: "x", suite: "..", configuration: sandbox.configuration(.record))
        #expect(escapedSuite.failure == .invalidName(.relativeReference))
        #expect(sandbox.files().isEmpty)
        #expect(
            !FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("escape.txt").path))
    }

    @Test func defaultSuiteIsTheTestFileName() {
        #expect(defaultSuiteName(fileID: "NotesViewModelsTests/ListNotesTests.swift") == "ListNotesTests")
        #expect(defaultSuiteName(fileID: "Plain") == "Plain")
    }
}

extension SnapshotNameTests {
    @Test func refusalMessageSaysWhatIsWrong() throws {
        let sandbox = try Sandbox()
        let result = verifySnapshot(
            "x", named: "a/b", suite: "S", configuration: sandbox.configuration(.record))
        #expect(
            result.message
                == "Snapshot name \"S/a/b\" is refused: a name cannot contain / or \\ (use the suite for folders). "
                + "Nothing was written.")
    }
}
