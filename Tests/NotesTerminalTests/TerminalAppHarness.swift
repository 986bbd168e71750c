import Foundation
import NotesCore
import NotesTerminal
import NotesTextUI
import NotesViewModels
import Terminal
import TextSnapshots

/// The terminal front end over a shell with an in-memory store and a manual clock, driven with
/// terminal events at a given size as the program's main loop drives it.
@MainActor
struct TerminalAppHarness {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)
    static let directory = URL(fileURLWithPath: "/store")
    static let standardSize = TerminalSize(columns: 80, rows: 24)

    let clock: ManualTimerClock
    let disk: InMemoryFileSystem
    let app: AppViewModel
    let frontEnd: NotesTerminalApp
    var size: TerminalSize

    /// A front end over a fresh shell; pass the `disk` and `clock` of an earlier harness to model
    /// the next launch, and another `processID` to model a second instance beside it; dates follow
    /// `locale`, else the test environment's `en_001`; `inlineImages` is the terminal's image
    /// protocol, none by default.
    init(
        disk: InMemoryFileSystem = InMemoryFileSystem(), clock: ManualTimerClock? = nil,
        language: NotesLanguage = .english, size: TerminalSize = Self.standardSize,
        photoPrompt: TerminalPhotoPrompt = TerminalPhotoPrompt(),
        imageLoader: ImageLoader = .immediate, processID: Int32 = 1, locale: Locale? = nil,
        storeReading: AppStoreReading = .background, firstPageCount: Int = 50,
        externalEditor: ExternalEditor = .unavailable, colors: ColorCapability = .trueColor,
        exportFolderMemory: ExportFolderMemory = .none, inlineImages: InlineImageProtocol? = nil
    ) {
        self.disk = disk
        self.clock = clock ?? ManualTimerClock(start: Self.start)
        self.size = size
        var environment = AppEnvironment.test(
            clock: self.clock, fileSystem: disk.fileSystem(processID: processID), language: language,
            imageLoader: imageLoader, photoSource: photoPrompt.photoSource, storeReading: storeReading)
        if let locale { environment.locale = locale }
        environment.firstPageCount = firstPageCount
        // As the program sets it: the gallery grid in the text UI's columns.
        environment.galleryMetrics = GalleryScreen.metrics
        app = AppViewModel(storeDirectory: Self.directory, environment: environment)
        frontEnd = NotesTerminalApp(
            app: app, timeZone: TimeZone(identifier: "UTC")!, photoPrompt: photoPrompt,
            inlineImages: inlineImages, externalEditor: externalEditor, colors: colors,
            exportFolderMemory: exportFolderMemory)
        frontEnd.sizeChanged(to: size)
    }

    /// A harness launched over a store that exists already (its seed notes imported).
    static func launched(
        language: NotesLanguage = .english, size: TerminalSize = standardSize,
        externalEditor: ExternalEditor = .unavailable
    ) async -> TerminalAppHarness {
        let harness = TerminalAppHarness(language: language, size: size, externalEditor: externalEditor)
        await harness.app.launch()
        return harness
    }

    var notesFile: URL { Self.directory.appendingPathComponent(NoteStore.notesFileName) }

    /// The titles in the shell's notebook, in its order.
    var titles: [String] { app.library.notebook.notes.map(\.title) }

    /// The frame the loop would draw now.
    var frame: TerminalFrame { frontEnd.frame(size: size) }

    /// The frame as snapshot text.
    var screen: String { frame.snapshotText(width: size.columns) }

    /// The frame's colours and pictures, the style sidecar of ``screen``.
    var screenStyle: SnapshotStyle { frame.snapshotStyle }

    /// The frame's lines without styles, for `contains` checks.
    var lines: [String] { frame.lines.map(\.text) }

    /// Sends one event and draws a frame after it, as the main loop does; returns what the loop
    /// would do.
    @discardableResult
    mutating func send(_ event: TerminalEvent) -> NotesTerminalAction {
        if case .resize(let newSize) = event { size = newSize }
        let action = frontEnd.handle(event)
        _ = frontEnd.frame(size: size)
        return action
    }

    /// Presses keys one after another; returns what the loop would do after the last.
    @discardableResult
    mutating func press(_ presses: TerminalKeyPress...) -> NotesTerminalAction {
        var action = NotesTerminalAction.redraw
        for press in presses { action = send(.key(press)) }
        return action
    }

    /// Types `text` one character at a time, as keys.
    mutating func type(_ text: String) {
        for character in text { send(.key(TerminalKeyPress(.character(character)))) }
    }

    /// Advances the clock past the autosave delay and waits for the save it starts.
    func autosave() async {
        clock.advance(by: app.environment.autosaveDelay)
        await app.savesSettled()
    }
}

extension TerminalKeyPress {
    static let enter = TerminalKeyPress(.enter)
    static let escape = TerminalKeyPress(.escape)
    static let tab = TerminalKeyPress(.tab)
    static let up = TerminalKeyPress(.up)
    static let down = TerminalKeyPress(.down)
    static let left = TerminalKeyPress(.left)
    static let right = TerminalKeyPress(.right)
    static let backspace = TerminalKeyPress(.backspace)

    static func character(_ character: Character) -> TerminalKeyPress {
        TerminalKeyPress(.character(character))
    }
}
