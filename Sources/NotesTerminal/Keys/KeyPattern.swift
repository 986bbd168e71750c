import Terminal

/// The presses a key binding matches.
package enum KeyPattern: Hashable, Sendable {
    /// This press exactly, modifiers and all.
    case press(TerminalKeyPress)
    /// This key alone or with Shift (an arrow for a small step, Shift-arrow for a large one).
    case shifted(Key)
    /// A character typed as text: any character with no modifier but Shift.
    case typed
    /// Every press (a box that any key closes).
    case anyKey

    /// Whether `press` is one of this pattern's presses.
    package func matches(_ press: TerminalKeyPress) -> Bool {
        switch self {
        case .press(let exact): press == exact
        case .shifted(let key): press.key == key && press.modifiers.subtracting(.shift).isEmpty
        case .typed:
            if case .character = press.key { press.modifiers.subtracting(.shift).isEmpty } else { false }
        case .anyKey: true
        }
    }

    /// `key` with no modifier.
    package static func key(_ key: Key) -> KeyPattern { .press(TerminalKeyPress(key)) }

    /// The character `character` with no modifier.
    package static func character(_ character: Character) -> KeyPattern { .key(.character(character)) }

    /// `character` with Control.
    package static func control(_ character: Character) -> KeyPattern { .press(.control(character)) }

    /// `key` with Control.
    package static func control(_ key: Key) -> KeyPattern {
        .press(TerminalKeyPress(key, modifiers: .control))
    }

    /// `key` with Alt.
    package static func alt(_ key: Key) -> KeyPattern { .press(TerminalKeyPress(key, modifiers: .alt)) }

    /// `key` with Shift.
    package static func shift(_ key: Key) -> KeyPattern { .press(TerminalKeyPress(key, modifiers: .shift)) }
}
