import Bindings
import Foundation
import NotesCore
import NotesTextUI
import NotesViewModels
import Terminal

/// The terminal front end: turns terminal events into what the user did on the shell's screens,
/// and the shell's state into frames.
///
/// It holds no notes and no navigation: everything the app knows is in the ``NotesViewModels/AppViewModel``.
/// It is a small router over screen components (the list, the editor, the colour picker, the
/// gallery, the pager, and the help and question boxes over them): each screen owns the
/// terminal's own view state for it, as a table or a text view keeps it in a graphical front end
/// (which row has the keyboard focus, which part of the editor keys go to and where the caret is),
/// its one table of keys and its frame. The app routes each event to the box or screen on top,
/// performs the keys every screen shares, and draws the top line, the footer and the boxes of its
/// own (messages, notices, the offer of a kept draft).
///
/// Drive it with ``handle(_:)`` and draw ``frame(size:)`` after each event and after each
/// ``redrawRequested`` call (a timer fired: a note self-destructed, the autosave ended).
///
/// Main-actor isolated.
@MainActor
public final class NotesTerminalApp {
    /// The app being shown.
    public let app: AppViewModel
    /// Called when the app changed without an event (timers, saves); the loop should draw.
    public var redrawRequested: () -> Void = {}
    /// The texts the user shared, as typed; print ``exitText`` after the terminal is restored.
    public private(set) var sharedTexts: [String] = []
    /// Where a shared note goes at once.
    let shareDestination: ShareDestination
    /// What became of the last share, shown in the footer until the next key.
    var shareMessage: String?

    /// The time zone the editor shows dates in.
    let timeZone: TimeZone
    /// How the editor writes the self-destruct date: in the locale's order, in ``timeZone``.
    let dateFormat: NoteDateTimeFormat
    var language: NotesLanguage { app.environment.language }
    var size = TerminalSize(columns: 80, rows: 24)
    /// The question box over the screen shown, while it asks.
    private(set) lazy var questionBox = QuestionScreen(host: self)
    /// The help box over the screen shown, while it is open.
    private(set) lazy var help = HelpScreen(host: self)
    /// The question waiting for its answer, if any.
    var question: NotesTerminalQuestion? { questionBox.question }
    /// Whether the user chose to quit though the last save failed.
    public internal(set) var isQuittingWithoutSaving = false
    /// The notes list, once shown.
    var listScreen: ListScreen?
    /// The editor shown, kept while the colour picker is over it.
    var editorScreen: EditorScreen?
    /// The colour picker shown, while it is.
    var pickerScreen: PickerScreen?
    /// The gallery of the gallery tab, once shown.
    var galleryScreen: GalleryGridScreen?
    /// The photo pager shown, while it is.
    var pagerScreen: PagerScreen?
    /// Why the last Ctrl-S or self-destruct step did nothing, shown over the editor until the next
    /// key.
    var refusal: EditorRefusal?
    /// What became of the last external edit or export, shown over the screen until the next key.
    var message: String?
    /// The export writing its files off the main actor, until it ends.
    var exportInProgress: Task<Void, Never>?
    /// The user's own editor, for Ctrl-G.
    let externalEditor: ExternalEditor
    /// The note the editor showed, to focus its row when the list comes back.
    var lastEditedNote: Note.ID?
    /// The photo picker the gallery's add button opens: asks for a file path.
    public let photoPrompt: TerminalPhotoPrompt
    /// The terminal's image protocol, which draws the pager's photo; without one it is drawn with
    /// half-block characters.
    let inlineImages: InlineImageProtocol?
    /// The colours the terminal draws; without any (`NO_COLOR`) photos are drawn in shades.
    let colors: ColorCapability
    /// Where the export prompt's folder is kept between launches.
    let exportFolderMemory: ExportFolderMemory
    /// The half-block renderings of the photos on screen.
    let pictures = TerminalPictureCache()
    let subscriptions = SubscriptionBag()
    let runningSubscriptions = SubscriptionBag()
    let screenSubscriptions = SubscriptionBag()

    /// A front end for `app`, showing dates in `timeZone` in the order of the app's locale.
    ///
    /// Pass the same `photoPrompt` whose ``TerminalPhotoPrompt/photoSource`` is in the app's
    /// environment, so that adding a photo asks for its file here. A shared note goes to
    /// `shareDestination` at once, and is kept for ``exitText``. With `inlineImages` (the terminal's
    /// ``Terminal/InlineImageProtocol``) the pager's photo is a ``Terminal/TerminalImage`` of the
    /// frame; without it, and for the gallery's thumbnails, photos are drawn with half-block
    /// characters in colour. Ctrl-G opens the note in `externalEditor` (none by default: Ctrl-G then
    /// says how to set one). With `colors` of ``Terminal/ColorCapability/none`` (`NO_COLOR`) photos
    /// are drawn as shades (`░▒▓█`) rather than in colour. The export prompt starts with the folder
    /// `exportFolderMemory` kept, and keeps each folder exported into there.
    public init(
        app: AppViewModel, timeZone: TimeZone, photoPrompt: TerminalPhotoPrompt = TerminalPhotoPrompt(),
        shareDestination: ShareDestination = .keptForExit, inlineImages: InlineImageProtocol? = nil,
        externalEditor: ExternalEditor = .unavailable, colors: ColorCapability = .trueColor,
        exportFolderMemory: ExportFolderMemory = .none
    ) {
        self.exportFolderMemory = exportFolderMemory
        self.inlineImages = inlineImages
        self.colors = colors
        self.app = app
        self.externalEditor = externalEditor
        self.timeZone = timeZone
        self.dateFormat = NoteDateTimeFormat(
            calendar: app.environment.calendar, timeZone: timeZone, locale: app.environment.locale)
        self.photoPrompt = photoPrompt
        self.shareDestination = shareDestination
        app.launchState.subscribeToChanges { [weak self] state, _ in
            if state == .running { self?.watchLibrary() }
            self?.redrawRequested()
        }
        .store(in: subscriptions)
        for property in [app.saveStatus.map { _ in () }, app.notice.map { _ in () }] {
            property.subscribeToChanges { [weak self] _, _ in self?.redrawRequested() }
                .store(in: subscriptions)
        }
        pictures.renderingFinished = { [weak self] in self?.redrawRequested() }
        app.screen.subscribe { [weak self] screen in self?.screenShown(screen) }
            .store(in: subscriptions)
        if app.launchState.value == .running { watchLibrary() }
    }

    /// Handles one terminal event; returns whether to draw or to quit.
    public func handle(_ event: TerminalEvent) -> NotesTerminalAction {
        switch event {
        case .resize(let newSize), .resumed(let newSize):
            size = newSize
            return .redraw
        case .terminationRequested:
            return .quit
        case .paste(let text):
            pasted(text)
            return .redraw
        case .mouse(let mouse):
            if case .screen(let screen) = screenKeyLayer() { screen.mouse(mouse) }
            return .redraw
        case .key(let press):
            // Ctrl-L repaints the screen as it is, the footer's message included.
            if press.onLatinLayout != .control("l") { shareMessage = nil }
            return keyPressed(typed: press)
        }
    }

    /// Remembers the terminal size without an event (at start).
    public func sizeChanged(to newSize: TerminalSize) {
        size = newSize
    }

    /// The user shared a note: it goes to the share destination at once, the footer says where,
    /// and its text is kept to be printed on exit.
    func shared(_ text: String) {
        sharedTexts.append(text)
        shareMessage = NotesTerminalText.shared(shareDestination.share(text), language: language)
    }

    /// A key press: bindings read in a Russian layout as on a Latin one; typed text stays as
    /// typed.
    private func keyPressed(typed: TerminalKeyPress) -> NotesTerminalAction {
        let isText = question == nil && isTypingText && typed.modifiers.isDisjoint(with: [.control, .alt])
        return keyPressed(isText ? typed : typed.onLatinLayout(answeringYesOrNo: isAskingYesOrNo))
    }

    /// Whether the layer in effect asks yes or no: a question that loses something, or a screen's
    /// deletion to confirm.
    private var isAskingYesOrNo: Bool {
        switch keyLayer() {
        case .question: questionBox.isAskingYesOrNo
        case .screen(let screen): screen.isAskingYesOrNo
        case .message, .notice, .launching, .launchFailed, .keptDraft, .help, .noScreen: false
        }
    }

    /// Whether keys go to a text field now (search, title, content, hex, photo path).
    private var isTypingText: Bool {
        guard case .screen(let screen) = screenKeyLayer() else { return false }
        return screen.isTypingText
    }

    /// Pasted text goes to the text field of the screen on top, if it has one.
    private func pasted(_ text: String) {
        guard case .screen(let screen) = screenKeyLayer() else { return }
        screen.pasted(text)
    }

    private func watchLibrary() {
        runningSubscriptions.cancelAll()
        app.library.revision.subscribeToChanges { [weak self] _, _ in self?.redrawRequested() }
            .store(in: runningSubscriptions)
    }

    /// Follows the screen shown: what redraws it without a key, and the view state it starts with.
    func screenShown(_ screen: AppScreen?) {
        // A screen's view state lasts while it is shown; the picker opens over the editor, so
        // coming back keeps the editor's focus and caret.
        switch screen {
        case .editNote, .colorPicker: break
        default: editorScreen = nil
        }
        if case .colorPicker = screen {} else { pickerScreen = nil }
        if case .photoPager = screen {} else { pagerScreen = nil }
        screenSubscriptions.cancelAll()
        // What changes on a screen without a key: thumbnails and photos arriving, rows at midnight.
        switch screen {
        case .gallery(let gallery):
            // Keys need a cell to act on: a keyboard front end focuses the first one.
            if gallery.selection.value == nil, gallery.photoCount.value > 0 { gallery.selectionMoved(.right) }
            gallery.cells.subscribeToChanges { [weak self] _, _ in self?.redrawRequested() }
                .store(in: screenSubscriptions)
            gallery.addState.subscribeToChanges { [weak self] _, _ in self?.redrawRequested() }
                .store(in: screenSubscriptions)
        case .photoPager(let pager):
            pager.pages.subscribeToChanges { [weak self] _, _ in self?.redrawRequested() }
                .store(in: screenSubscriptions)
        case .listNotes(let list):
            list.rowChanges.subscribe { [weak self] _ in self?.redrawRequested() }
                .store(in: screenSubscriptions)
            // "Loading…" goes when the rest of the store arrives, whether or not a row changed.
            list.loadState.subscribeToChanges { [weak self] _, _ in self?.redrawRequested() }
                .store(in: screenSubscriptions)
            // Back from the editor: the focus goes to the row of the note just edited.
            if let id = lastEditedNote {
                lastEditedNote = nil
                listScreen(for: list).focus(onNote: id)
            }
        case .editNote(let editor):
            editor.shareRequested.subscribe { [weak self] text in self?.shared(text) }
                .store(in: screenSubscriptions)
            editor.doneRefused.subscribe { [weak self] blocker in self?.refusal = .done(blocker) }
                .store(in: screenSubscriptions)
            lastEditedNote = editor.noteID
            _ = editorScreen(for: editor)
        default:
            break
        }
    }
}
