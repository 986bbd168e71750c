/// A key pressed with the modifiers held at the time.
///
/// `TerminalKeyPress(.character("s"), modifiers: .control)` is Ctrl-S; `TerminalKeyPress(.up, modifiers: .shift)`
/// is Shift-Up.
public struct TerminalKeyPress: Sendable, Hashable {
    /// The key.
    public var key: Key
    /// The modifiers held with it.
    public var modifiers: KeyModifiers

    /// A key with modifiers, none by default.
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A control key: `TerminalKeyPress.control("c")` is Ctrl-C.
    public static func control(_ letter: Character) -> TerminalKeyPress {
        TerminalKeyPress(.character(letter), modifiers: .control)
    }
}
