import Terminal

/// The keys of one screen in one of its states: an ordered list of bindings from which the
/// dispatch, the footer, the help box and `notes --help` are all derived, so that they cannot
/// disagree.
///
/// As in bubbletea's `bubbles/key`, a binding carries its keys and its help text; the footer and
/// the help render from the same values.
package struct KeyTable<Action> {
    /// The bindings, in the order of the help; the first enabled binding matching a press wins.
    package var bindings: [KeyBinding<Action>]

    /// A table of `bindings`.
    package init(_ bindings: [KeyBinding<Action>]) {
        self.bindings = bindings
    }

    /// The action of the first enabled binding that matches `press`, or `nil` when the screen
    /// does nothing with it.
    ///
    /// - Complexity: O(*b*) in the bindings.
    package func action(for press: TerminalKeyPress) -> Action? {
        bindings.first { $0.isEnabled && $0.matches(press) }?.action
    }

    /// Whether any binding, enabled or not, matches `press`: a key of this screen in some state.
    package func names(_ press: TerminalKeyPress) -> Bool {
        bindings.contains { $0.matches(press) }
    }

    /// The help box's rows, in order: every binding's row, enabled or not.
    package var helpHints: [KeyHint] { bindings.compactMap(\.help) }

    /// The footer's hints: the enabled bindings' hints by rank (in table order within a rank).
    package var footerHints: [KeyHint] {
        bindings.enumerated().compactMap { offset, binding in
            binding.isEnabled ? binding.footer.map { (rank: $0.rank, offset: offset, hint: $0.hint) } : nil
        }
        .sorted { ($0.rank, $0.offset) < ($1.rank, $1.offset) }
        .map(\.hint)
    }

    /// This table with every action transformed.
    package func mapped<Other>(_ transform: (Action) -> Other) -> KeyTable<Other> {
        KeyTable<Other>(bindings.map { $0.mapped(transform) })
    }

    /// This table's bindings followed by `other`'s.
    package static func + (table: KeyTable, other: KeyTable) -> KeyTable {
        KeyTable(table.bindings + other.bindings)
    }
}

extension KeyTable {
    /// This table with no footer hint when `condition` holds (a mode whose footer names its own
    /// keys alone) but those of the bindings whose action `keeps` (the help key, which always
    /// comes first).
    package func withoutFooters(_ condition: Bool, keeping keeps: (Action) -> Bool = { _ in false })
        -> KeyTable
    {
        guard condition else { return self }
        var table = self
        for index in table.bindings.indices where !keeps(table.bindings[index].action) {
            table.bindings[index].footer = nil
        }
        return table
    }
}
