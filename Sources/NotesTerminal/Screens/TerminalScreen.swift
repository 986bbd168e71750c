import Terminal

/// One screen of the terminal front end, or a box over it: a component that owns its view state,
/// its keys and its frame.
///
/// As in bubbletea's `bubbles/key` and `help`, the screen's one ``keyTable`` (in the state the
/// screen is in now) drives what ``handle(_:_:)`` is given, the footer and the help, so that a key
/// is handled exactly when it is listed. The app routes each key press to the screen on top: it
/// finds the action in the table, performs the keys every screen shares itself, and hands the
/// screen's own actions to ``handle(_:_:)``.
///
/// A screen keeps only view state (focus, caret, scroll) and references to view models, never a
/// copy of a value a view model owns. Main-actor isolated.
@MainActor
protocol TerminalScreen: AnyObject {
    /// What the screen's keys do.
    associatedtype Action: ScreenAction

    /// The keys in effect on the screen now, in the order of the help.
    var keyTable: KeyTable<Action> { get }

    /// Performs `action`, which `press` is bound to in ``keyTable``; returns whether to draw or
    /// to quit.
    func handle(_ action: Action, _ press: TerminalKeyPress) -> NotesTerminalAction

    /// The screen fitted to `width` columns and `height` lines, and where its caret is.
    func frame(width: Int, height: Int) -> ScreenFrame

    /// Whether keys go to a text field now: typed text is then read as typed, not in a Latin
    /// layout.
    var isTypingText: Bool { get }

    /// Whether the screen asks yes or no now (a deletion to confirm), so that a Russian layout's
    /// `д` and `н` answer as the words they begin (``TerminalKeyPress/onLatinLayout(answeringYesOrNo:)``).
    var isAskingYesOrNo: Bool { get }

    /// Inserts `text` the user pasted into the text field that has the keys, if any.
    func pasted(_ text: String)

    /// Whether the screen uses the mouse: the terminal then reports it rather than selecting text.
    var capturesMouse: Bool { get }

    /// A mouse event over the screen, in the terminal's columns and rows.
    func mouse(_ event: MouseEvent)

    /// The pictures the terminal draws over the screen's frame with its image protocol, for a
    /// body of `bodyHeight` lines under the top line.
    func images(width: Int, bodyHeight: Int) -> [TerminalImage]
}

extension TerminalScreen {
    var isTypingText: Bool { false }

    var isAskingYesOrNo: Bool { false }

    func pasted(_ text: String) {}

    func images(width: Int, bodyHeight: Int) -> [TerminalImage] { [] }

    var capturesMouse: Bool { false }

    func mouse(_ event: MouseEvent) {}

    /// The keys in effect now, their actions named: what the footer shows and the tests check.
    var namedKeyTable: KeyTable<String> { keyTable.mapped { "\($0)" } }

    /// The footer's hints: the enabled keys of ``keyTable``, most useful first.
    var footerHints: [KeyHint] { keyTable.footerHints }
}
