import Foundation
import NotesTextUI
import Terminal
import Testing

/// The `notes` program built beside the tests (the test target depends on it, so `swift build
/// --build-tests` and `swift test` link it first), started in a pseudo-terminal or with pipes.
enum NotesProgram {
    /// The program's path: next to the test binary (Linux) or its bundle (macOS).
    static let path: String? = {
        let arguments = CommandLine.arguments.prefix(1).map {
            URL(fileURLWithPath: $0).deletingLastPathComponent()
        }
        let bundles = Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return (arguments + bundles)
            .map { $0.appendingPathComponent("notes").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// A fresh, empty folder for a store, removed by the caller.
    static func temporaryStore() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("notes-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Whether the program kept a draft in `store`: its device's `draft.<device>.json`.
    static func hasKeptDraft(in store: URL) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: store.path)) ?? []
        return names.contains { $0.hasPrefix("draft.") && $0.hasSuffix(".json") }
    }

    /// The environment the program runs in: an English UTF-8 locale, `HOME` and `TMPDIR` in `store`.
    static func environment(store: URL) -> [String: String] {
        [
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": store.path,
            "TMPDIR": store.path,
        ]
    }

    /// A first `notes` on `store` with a note saved, and a second one beside it, read-only, its
    /// notice dismissed: the first holds the store's lock.
    static func startBesideARunningInstance(store: URL) throws -> (
        first: PseudoTerminalProcess, second: PseudoTerminalProcess
    ) {
        let first = try start(store: store)
        first.write("nFirst app\rHolds the lock\u{13}")
        try first.waitForScreen(containing: "□ First app")
        try first.waitForScreen(containing: " Saved")
        let second = try start(store: store, waitingFor: "Notes are read-only")
        second.write("\r")
        try second.waitForScreen(lacking: "Notes are read-only")
        return (first, second)
    }

    /// Starts `notes --store <store>` in a pseudo-terminal of `size` with `extra` added to its
    /// environment, and waits for the list (or for `text` on the screen).
    static func start(
        store: URL, size: TerminalSize = TerminalSize(columns: 80, rows: 24),
        waitingFor text: String = "/ Search", environment extra: [String: String] = [:]
    ) throws
        -> PseudoTerminalProcess
    {
        let process = try PseudoTerminalProcess(
            executable: try #require(path, "notes is not built next to the tests"),
            arguments: ["--store", store.path],
            environment: environment(store: store).merging(extra) { $1 }, size: size,
            columnWidth: { TextWidth.of(character: $0) })
        try process.waitForScreen(containing: text)
        return process
    }

    /// Runs `notes` with `arguments`, standard input a pipe that is closed at once; returns its
    /// exit status and what it printed.
    static func runWithPipes(arguments: [String], store: URL) throws -> (
        status: Int32, output: String, error: String
    ) {
        let process = Process()
        process.executableURL = URL(
            fileURLWithPath: try #require(path, "notes is not built next to the tests"))
        process.arguments = arguments
        process.environment = environment(store: store)
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        try input.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }
}

extension PseudoTerminalProcess {
    /// Waits until the screen, as the program drew it, contains `text`.
    func waitForScreen(containing text: String, timeout: Duration = .seconds(10)) throws {
        let deadline = ContinuousClock.now + timeout
        while !screen.text.contains(text) {
            guard ContinuousClock.now < deadline else {
                Issue.record("timed out waiting for “\(text)” on the screen:\n\(screen.text)")
                throw PseudoTerminalError.exitTimedOut
            }
            // Reads what arrived; the marker never appears, so this returns after the short wait.
            _ = try? waitForOutput(containing: "\u{0}", timeout: .milliseconds(30))
        }
    }
}
