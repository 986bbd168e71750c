import NotesCore
import NotesViewModels
import Terminal

/// What a screen reads from the app that routes keys to it, and asks of it: the app's view model,
/// the terminal's size and language, and the boxes the app shows over every screen.
@MainActor
protocol ScreenHost: AnyObject {
    /// The app being shown.
    var app: AppViewModel { get }
    /// The terminal's size, as last drawn or reported.
    var size: TerminalSize { get }
    /// The lines of the body between the top line and the footer, at least one.
    var bodyHeight: Int { get }
    /// The app's language.
    var language: NotesLanguage { get }
    /// The half-block renderings of the photos on screen.
    var pictures: TerminalPictureCache { get }
    /// The colours the terminal draws; without any (`NO_COLOR`) photos are drawn in shades.
    var colors: ColorCapability { get }
    /// The terminal's image protocol, which draws the pager's photo; without one it is drawn with
    /// half-block characters.
    var inlineImages: InlineImageProtocol? { get }
    /// Whether an export is writing its files.
    var isExporting: Bool { get }
    /// Where the export prompt's folder is kept between launches.
    var exportFolderMemory: ExportFolderMemory { get }
    /// The editor on top, while the editor is the screen shown.
    var editorOnTop: EditorScreen? { get }
    /// Whether the user chose to quit though the last save failed.
    var isQuittingWithoutSaving: Bool { get set }

    /// Every key of the screen shown now, whatever box is over it: the help box's rows.
    func helpHints() -> [KeyHint]

    /// Asks `question` over the screen; its answer acts on the screen shown then.
    func ask(_ question: NotesTerminalQuestion)
    /// Says `message` over the screen until the next key.
    func say(_ message: String)
    /// Says why a key in the editor did nothing, until the next key.
    func refuse(_ refusal: EditorRefusal)
    /// Exports the notes `prompt` names, as its format, into the folder at `path`, off the main
    /// actor; what was written, or why not, is said over the screen when it ends.
    func export(_ prompt: ExportPrompt, into path: String)
    /// `u` outside the editor: the last deletion comes back, with the focus on it, when it is of
    /// what the screen shows (notes on the list, a photo in the gallery or the pager).
    func undoDeletionPressed()
}

extension ScreenHost {
    /// The words of the key tables, in the app's language.
    var words: KeyWords { KeyWords(language: language) }

    /// Whether the store keeps no change now (another instance holds it, the folder cannot be
    /// written); when so, the read-only notice says why again
    /// (``NotesViewModels/AppViewModel/readOnlyEditAttempted()``) and the caller changes nothing:
    /// a deletion, an undo or a photo added would only come back, or go, at the next launch.
    func refusesChangeWhileReadOnly() -> Bool {
        guard app.access.value.isReadOnly else { return false }
        app.readOnlyEditAttempted()
        return true
    }
}
