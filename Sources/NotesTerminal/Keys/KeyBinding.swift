import Terminal

/// One thing a screen does on a key: the presses that do it, what it is called in the help and in
/// the footer, and the action the screen performs.
///
/// The binding is the one place a key is named: dispatch matches its ``patterns``, the help box
/// shows its ``help`` row, the footer its ``footer`` hint, and `notes --help` its help row in
/// English. A binding without a help row is named in another binding's row (↑ and ↓ share one).
package struct KeyBinding<Action> {
    /// The presses that perform ``action``.
    package var patterns: [KeyPattern]
    /// What the screen does.
    package var action: Action
    /// The help box's row: every key of the patterns, and what they do.
    package var help: KeyHint?
    /// The footer's hint, when the footer shows this binding, and where among the footer's hints
    /// (lower first).
    package var footer: (rank: Int, hint: KeyHint)?
    /// Whether the binding acts now; a disabled binding is still in the help (a key of the same
    /// screen in another of its states) but matches nothing and is not in the footer.
    package var isEnabled = true

    /// A binding of `patterns` to `action`, named `help` in the help box and `footer` in the footer.
    package init(
        _ action: Action, _ patterns: [KeyPattern], help: KeyHint? = nil,
        footer: (rank: Int, hint: KeyHint)? = nil, isEnabled: Bool = true
    ) {
        self.action = action
        self.patterns = patterns
        self.help = help
        self.footer = footer
        self.isEnabled = isEnabled
    }

    /// Whether this binding's patterns match `press` (enabled or not).
    package func matches(_ press: TerminalKeyPress) -> Bool {
        patterns.contains { $0.matches(press) }
    }

    /// This binding with its action transformed.
    package func mapped<Other>(_ transform: (Action) -> Other) -> KeyBinding<Other> {
        KeyBinding<Other>(
            transform(action), patterns, help: help, footer: footer, isEnabled: isEnabled)
    }
}
