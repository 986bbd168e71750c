/// A control shown as text, with its state visible in the wireframe.
///
/// One vocabulary for every screen:
///
/// | Control | Enabled | Disabled |
/// | --- | --- | --- |
/// | Button | `[Done]` | `(Done)` |
/// | Checkbox, checked | `[x] Pin` | `[x] (Pin)` |
/// | Checkbox, unchecked | `[ ] Pin` | `[ ] (Pin)` |
/// | Option (list row, colour, segment), selected | `> Red` | `> (Red)` |
/// | Option, not selected | `  Red` | `  (Red)` |
///
/// A disabled control always shows its title in parentheses; square brackets mean a button can be
/// pressed or a box can be ticked; `>` marks the selected option, and an unselected option keeps the
/// same two columns blank so options line up. Everything is ASCII, so the vocabulary is one column per
/// character in every terminal. The title is sanitized.
public struct ControlLabel: Hashable, Sendable {
    /// What kind of control this is, with its on/off state.
    public enum Kind: Hashable, Sendable {
        /// A push button: `[Title]`.
        case button
        /// A checkbox: `[x] Title` or `[ ] Title`.
        case checkbox(isChecked: Bool)
        /// One of several options, such as a list row or a colour: `> Title` or `  Title`.
        case option(isSelected: Bool)
    }

    /// The control's title, as given (sanitized when rendered).
    public var title: String
    /// The kind of control and its on/off state.
    public var kind: Kind
    /// Whether the control responds to input.
    public var isEnabled: Bool

    /// A control label of any kind.
    public init(_ title: String, kind: Kind, isEnabled: Bool = true) {
        self.title = title
        self.kind = kind
        self.isEnabled = isEnabled
    }

    /// A button: `[Done]`, or `(Done)` when disabled.
    public static func button(_ title: String, isEnabled: Bool = true) -> ControlLabel {
        ControlLabel(title, kind: .button, isEnabled: isEnabled)
    }

    /// A checkbox: `[x] Pin` or `[ ] Pin`, with the title in parentheses when disabled.
    public static func checkbox(_ title: String, isChecked: Bool, isEnabled: Bool = true) -> ControlLabel {
        ControlLabel(title, kind: .checkbox(isChecked: isChecked), isEnabled: isEnabled)
    }

    /// An option: `> Red` when selected, `  Red` when not, with the title in parentheses when disabled.
    public static func option(_ title: String, isSelected: Bool, isEnabled: Bool = true) -> ControlLabel {
        ControlLabel(title, kind: .option(isSelected: isSelected), isEnabled: isEnabled)
    }

    /// The label as one line of text, in the vocabulary above.
    ///
    /// - Complexity: O(*n*) in the length of the title.
    public var text: String {
        let name = TextLine.sanitized(title)
        let shownName = isEnabled ? name : "(" + name + ")"
        switch kind {
        case .button: return isEnabled ? "[" + name + "]" : shownName
        case .checkbox(let isChecked): return (isChecked ? "[x] " : "[ ] ") + shownName
        case .option(let isSelected): return (isSelected ? "> " : "  ") + shownName
        }
    }

    /// The display width of ``NotesTextUI/ControlLabel/text``, in columns.
    ///
    /// - Complexity: O(*n*) in the length of the title.
    public var width: Int { TextWidth.of(text) }
}
