import Foundation
import Terminal

/// How the terminal app opens a note in the user's own editor (`$VISUAL`, then `$EDITOR`): the
/// command, where the note's temporary file goes, and how the editor is run with the terminal
/// handed over.
///
/// Pass ``live(session:environment:)`` in the program; tests pass a fake `run` that edits the file
/// itself, so no process or terminal is involved.
public struct ExternalEditor: Sendable {
    /// The editor's command line as the environment gives it; nil when neither `$VISUAL` nor
    /// `$EDITOR` is set (or both are blank).
    public var commandLine: String?
    /// The folder in which each edit makes a private folder of its own for the note's file.
    public var temporaryDirectory: URL
    /// Runs a command (a program, then its arguments; the last is the note's file) with the
    /// terminal handed over, and returns how it ended once it has.
    public var run: @MainActor @Sendable ([String]) -> ForegroundExit

    /// An editor run by `run`, with its command line and temporary folder.
    public init(
        commandLine: String?, temporaryDirectory: URL,
        run: @escaping @MainActor @Sendable ([String]) -> ForegroundExit
    ) {
        self.commandLine = commandLine
        self.temporaryDirectory = temporaryDirectory
        self.run = run
    }

    /// The command line of `$VISUAL` when it is set and not blank, else of `$EDITOR`, else nil.
    public static func commandLine(environment: [String: String]) -> String? {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name], !value.allSatisfy(\.isWhitespace) { return value }
        }
        return nil
    }

    /// No editor: opening one says so.
    public static let unavailable = ExternalEditor(
        commandLine: nil, temporaryDirectory: FileManager.default.temporaryDirectory,
        run: { _ in .notStarted(errno: 2) })

    /// The user's editor from `environment`, run in the foreground of `session`'s terminal
    /// (``Terminal/TerminalSession/runInForeground(_:environment:)``) with `environment`, its file
    /// in the temporary folder (`$TMPDIR`).
    public static func live(session: TerminalSession, environment: [String: String]) -> ExternalEditor {
        ExternalEditor(
            commandLine: commandLine(environment: environment),
            temporaryDirectory: FileManager.default.temporaryDirectory,
            run: { arguments in session.runInForeground(arguments, environment: environment) })
    }
}
