import Foundation
import NotesTextUI
import Terminal
import Testing

/// A disk of half a megabyte for the `notes` program, which a test fills and frees as a user's
/// disk fills and is freed: a `tmpfs` mounted on an empty folder in a mount namespace of its own.
///
/// A holder process (`unshare --mount` running `cat`) keeps the namespace while the test runs;
/// the program enters it (`nsenter`, which keeps the program's process id) and sees its store on
/// the small disk, while the test reaches the same files through `/proc/<holder>/root`, before and
/// after the program exits. Nothing is mounted outside the namespace: it goes when the holder
/// ends, on ``stop()`` or when the test process ends (the holder's standard input closes).
/// Needs Linux, `unshare` and the right to mount (root): see ``isAvailable``.
final class SmallDisk {
    /// Whether a `tmpfs` can be mounted in a mount namespace of its own here.
    static let isAvailable: Bool = {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        probe.arguments = ["--mount", "--propagation", "private", "mount", "-t", "tmpfs", "tmpfs", "/tmp"]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/nsenter"), (try? probe.run()) != nil
        else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()

    /// Why the tests that need a small disk are skipped where there is none.
    static let unavailable: Comment =
        "needs a tmpfs in a mount namespace of its own: Linux, root and unshare"

    /// The store's folder as the program sees it: the small disk's root.
    let store: URL
    /// `HOME` and `TMPDIR` of the program, on the ordinary disk (its device id is kept there).
    let home: URL
    private let holder = Process()
    private let holderInput = Pipe()

    /// Mounts a new small disk on an empty folder; throws when it cannot.
    init() throws {
        store = try NotesProgram.temporaryStore()
        home = try NotesProgram.temporaryStore()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        holder.arguments = [
            "--mount", "--propagation", "private", "sh", "-c",
            "mount -t tmpfs -o size=512k tmpfs \"$0\" && echo mounted && exec cat", store.path,
        ]
        let output = Pipe()
        holder.standardInput = holderInput
        holder.standardOutput = output
        try holder.run()
        var said = Data()
        var more = Data([0])
        while !String(decoding: said, as: UTF8.self).contains("mounted\n"), !more.isEmpty {
            more = output.fileHandleForReading.availableData
            said += more
        }
        try #require(!more.isEmpty, "the small disk was not mounted")
    }

    deinit { stop() }

    /// The store's folder as the test reaches it, inside the holder's namespace.
    var folder: URL {
        URL(fileURLWithPath: "/proc/\(holder.processIdentifier)/root" + store.path)
    }

    /// Ends the holder, which unmounts the disk, and removes the folders.
    func stop() {
        if holder.isRunning {
            try? holderInput.fileHandleForWriting.close()
            // A program started since may hold the input's other end too: end the holder itself.
            holder.terminate()
            holder.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: store)
        try? FileManager.default.removeItem(at: home)
    }

    /// Takes every free byte of the disk, as another program filling it would.
    func fill() throws {
        let filler = folder.appendingPathComponent("filler")
        try #require(FileManager.default.createFile(atPath: filler.path, contents: nil))
        let handle = try FileHandle(forWritingTo: filler)
        defer { try? handle.close() }
        let chunk = Data(count: 64 * 1024)
        for _ in 0..<64 {
            guard (try? handle.write(contentsOf: chunk)) != nil else { return }
        }
        Issue.record("the small disk never filled up")
    }

    /// Frees what ``fill()`` took.
    func free() throws {
        try FileManager.default.removeItem(at: folder.appendingPathComponent("filler"))
    }

    /// Starts `notes --store` on this disk in a pseudo-terminal of 80 × 24 and waits for `text`
    /// and for the store's first `notes.json`, so that a disk filled next fails the user's saves.
    func startProgram(waitingFor text: String = "/ Search") throws -> PseudoTerminalProcess {
        let program = try #require(NotesProgram.path, "notes is not built next to the tests")
        let process = try PseudoTerminalProcess(
            executable: "/usr/bin/nsenter",
            arguments: ["-t", "\(holder.processIdentifier)", "-m", "--", program, "--store", store.path],
            environment: NotesProgram.environment(store: home), size: TerminalSize(columns: 80, rows: 24),
            columnWidth: { TextWidth.of(character: $0) })
        try process.waitForScreen(containing: text)
        let notesFile = folder.appendingPathComponent("notes.json").path
        let deadline = ContinuousClock.now + .seconds(10)
        while !FileManager.default.fileExists(atPath: notesFile) {
            try #require(ContinuousClock.now < deadline, "notes wrote no notes.json")
            _ = try? process.waitForOutput(containing: "\u{0}", timeout: .milliseconds(10))
        }
        return process
    }
}
