import Foundation
import NotesCore
import NotesTextUI
import NotesViewModels
import Terminal

/// The `notes` program: parses its arguments, opens the terminal, runs the app until the user
/// quits or a signal ends it, and restores the terminal on every way out.
///
/// The main loop waits on one stream that carries terminal events and redraw requests (a timer
/// fired, a save ended), so self-destruct, the midnight refresh and the autosave happen while it
/// waits for keys. Quitting saves first and waits; a save that fails asks before exiting without it.
/// SIGHUP, SIGTERM and SIGINT reach the loop as events (the terminal layer's self-pipe), and the
/// loop keeps the note being typed (``NotesViewModels/AppViewModel/terminationRequested()``) before
/// it exits. Whatever could not be saved or kept (a full disk, a quit without saving, a read-only
/// store) is printed on standard error once the terminal is restored
/// (``NotesTerminalApp/lossText``), as shared notes are printed on standard output.
@MainActor
public enum NotesTerminalProgram {
    /// Runs the program and returns its exit status.
    ///
    /// - Parameters:
    ///   - arguments: the arguments after the program name.
    ///   - environment: the process environment (store folder, colours, language).
    ///   - standardOutput: where `--help`, `--version` and shared notes are printed.
    ///   - standardError: where errors, and the notes the app ends without saving, are printed.
    public static func main(
        arguments: [String], environment: [String: String],
        standardOutput: (String) -> Void, standardError: (String) -> Void
    ) async -> Int32 {
        let directory: URL
        switch NotesCommandLine(arguments: arguments, environment: environment) {
        case .help:
            standardOutput(NotesCommandLine.usage + "\n")
            return 0
        case .version:
            standardOutput(NotesCommandLine.versionText + "\n")
            return 0
        case .invalid(let message):
            // The error and where to read more: the usage would scroll the error away.
            standardError("notes: \(message); see notes --help\n")
            return 64
        case .run(let storeDirectory):
            directory = storeDirectory
        }
        // A terminal without cursor addressing cannot show a full screen: say so and draw nothing.
        if let term = environment["TERM"], term == "dumb" || term.isEmpty {
            standardError(
                "notes: this terminal (TERM=\(term)) cannot show a full screen; run notes in a terminal "
                    + "such as xterm, or set TERM to describe yours (its notes are in \(directory.path))\n")
            return 2
        }
        let options = TerminalOptions(
            mouseReporting: true, colors: ColorCapability(environment: environment),
            inlineImages: InlineImageProtocol(environment: environment))
        let session: TerminalSession
        do {
            session = try TerminalSession(options: options, columnWidth: { TextWidth.of(character: $0) })
        } catch {
            standardError("notes: \(error); run it in a terminal (its notes are in \(directory.path))\n")
            return 2
        }
        let photoPrompt = TerminalPhotoPrompt()
        var environmentValue = AppEnvironment.live(
            measureLines: EditNoteScreen.lineMeasure, photoSource: photoPrompt.photoSource)
        // The terminal's locale comes from its environment (`ru_RU.UTF-8`), for the words and the
        // dates alike.
        let localeName = environment["LC_ALL"] ?? environment["LC_MESSAGES"] ?? environment["LANG"] ?? ""
        let localeIdentifier = String(localeName.prefix { $0 != "." && $0 != "@" })
        if !localeIdentifier.isEmpty, localeIdentifier != "C", localeIdentifier != "POSIX" {
            environmentValue.locale = Locale(identifier: localeIdentifier)
        }
        environmentValue.language = NotesLanguage(localeIdentifier: localeName)
        environmentValue.galleryMetrics = GalleryScreen.metrics
        // This device's id, kept outside the notes folder, so that a folder synced between devices
        // never has a file two devices write. Without one the store is written as the only device.
        if let device = try? StoreDeviceID.stored(
            in: NotesCommandLine.deviceFolder(environment), fileSystem: .live, makeID: { UUID() })
        {
            environmentValue.device = device
        }
        let app = AppViewModel(storeDirectory: directory, environment: environmentValue)
        let share = ShareDestination.live(
            session: session, clipboard: TerminalClipboard(environment: environment),
            folder: FileManager.default.temporaryDirectory)
        let frontEnd = NotesTerminalApp(
            app: app, timeZone: environmentValue.timeZone, photoPrompt: photoPrompt, shareDestination: share,
            inlineImages: options.inlineImages,
            externalEditor: .live(session: session, environment: environment), colors: options.colors,
            exportFolderMemory: .file(
                NotesCommandLine.deviceFolder(environment).appendingPathComponent("terminal.json")))
        var status: Int32 = 0
        do {
            status = try await session.run { await loop(session: session, frontEnd: frontEnd) }
        } catch {
            standardError("notes: \(error)\n" + keepLoss(of: frontEnd, environment: environment))
            return 1
        }
        standardOutput(frontEnd.exitText)
        // Nothing typed goes without a word: what is not on disk is printed where it can be copied,
        // and kept in a file for when the terminal that would show it is gone.
        let lossText = keepLoss(of: frontEnd, environment: environment)
        if !lossText.isEmpty { standardError(lossText) }
        return status
    }

    /// Keeps what `frontEnd` ends without saving in a new file (``UnsavedNotesFile``: this device's
    /// state folder, else the temporary folder) and returns what to print on standard error: the
    /// notes (``NotesTerminalApp/lossText``) and where the file is, or that none could be written;
    /// empty, with no file, when everything is saved.
    private static func keepLoss(of frontEnd: NotesTerminalApp, environment: [String: String]) -> String {
        let lossText = frontEnd.lossText
        guard !lossText.isEmpty else { return "" }
        let app = frontEnd.app
        let file = UnsavedNotesFile(
            folders: [NotesCommandLine.deviceFolder(environment), FileManager.default.temporaryDirectory],
            fileSystem: .live, date: app.environment.now(), timeZone: app.environment.timeZone
        ).keep(frontEnd.lossFileText)
        let copy = NotesTerminalText.unsavedCopy(at: file?.path, language: frontEnd.language)
        return lossText + (lossText.hasSuffix("\n") ? "" : "\n") + copy + "\n"
    }

    /// One input of the main loop.
    private enum LoopInput: Sendable {
        case event(TerminalEvent)
        case redraw
        case inputEnded
    }

    /// Draws, waits for the next input, handles it; returns the exit status.
    private static func loop(session: TerminalSession, frontEnd: NotesTerminalApp) async -> Int32 {
        let (inputs, continuation) = AsyncStream.makeStream(of: LoopInput.self)
        frontEnd.redrawRequested = { continuation.yield(.redraw) }
        let events = session.events
        let forwarding = Task.detached {
            for await event in events { continuation.yield(.event(event)) }
            continuation.yield(.inputEnded)
        }
        defer { forwarding.cancel() }
        let app = frontEnd.app
        frontEnd.sizeChanged(to: session.size)
        // Reporting starts on (so every way out turns it off); only the picker keeps it.
        var isMouseReporting = true
        func updateMouse() {
            guard frontEnd.capturesMouse != isMouseReporting else { return }
            isMouseReporting = frontEnd.capturesMouse
            session.setMouseReporting(isMouseReporting)
        }
        updateMouse()
        session.draw(frontEnd.frame(size: session.size))
        Task { await app.launch() }
        for await input in inputs {
            switch input {
            case .redraw:
                break
            case .inputEnded:
                // The terminal went away: nobody is left to answer, so keep what was typed.
                _ = await app.terminationRequested()
                return 0
            case .event(.terminationRequested(let signal)):
                _ = await app.terminationRequested()
                return signal.exitStatus
            case .event(let event):
                if case .resumed = event { isMouseReporting = true }
                let action = frontEnd.handle(event)
                if action == .redrawAll { session.redraw() }
                if action == .quit {
                    if frontEnd.isQuittingWithoutSaving { return 1 }
                    session.draw(frontEnd.frame(size: session.size))
                    let outcome = await app.quitRequested()
                    switch outcome {
                    case .saved, .readOnly: return 0
                    case .failed, .awaitingAcknowledgement: frontEnd.quitFailed(outcome)
                    }
                }
            }
            updateMouse()
            session.draw(frontEnd.frame(size: session.size))
        }
        return 0
    }
}
