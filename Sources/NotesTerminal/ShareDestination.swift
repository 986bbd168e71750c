import Foundation
import NotesCore
import Terminal

/// Where a note the user shares (Ctrl-O) goes at once.
///
/// The terminal's clipboard, or a file the user is told about. Whatever it does, the app also prints
/// the shared text, sanitized, when it exits.
///
/// An effect given to
/// ``NotesTerminalApp/init(app:timeZone:photoPrompt:shareDestination:inlineImages:externalEditor:colors:exportFolderMemory:)``; the
/// program builds it with ``live(session:clipboard:folder:)``, tests with a closure that records.
public struct ShareDestination: Sendable {
    /// Shares the text as typed (control characters and all: it is never written to the terminal
    /// live) and says what became of it.
    public var share: @MainActor @Sendable (String) -> ShareOutcome

    /// A destination that shares with `share`.
    public init(share: @escaping @MainActor @Sendable (String) -> ShareOutcome) {
        self.share = share
    }

    /// Shares nothing at once: the text is only printed when the app exits.
    public static let keptForExit = ShareDestination { _ in .keptForExit }

    /// The clipboard through `session` where the terminal has `clipboard`; otherwise a new file in
    /// `folder`, named after the time and a random suffix, readable and writable by its owner only
    /// (0600, as exports are: a shared temporary folder is readable by every user) and never
    /// written through a link planted at its name.
    public static func live(session: TerminalSession, clipboard: TerminalClipboard?, folder: URL)
        -> ShareDestination
    {
        ShareDestination { text in
            if let clipboard, session.copyToClipboard(text, with: clipboard) { return .copiedToClipboard }
            let stamp = Int(Date().timeIntervalSince1970)
            let file = folder.appendingPathComponent(
                "notes-shared-\(stamp)-\(UUID().uuidString.prefix(8).lowercased()).txt")
            do {
                try FileSystem.live.writeFile(Data(text.utf8), file)
                return .savedToFile(file.path)
            } catch {
                return .failed("\(error)")
            }
        }
    }
}
