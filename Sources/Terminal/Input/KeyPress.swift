/// A key pressed with the modifiers held at the time.
///
/// `KeyPress(.character("s"), modifiers: .control)` is Ctrl-S; `KeyPress(.up, modifiers: .shift)`
/// is Shift-Up.
public struct KeyPress: Sendable, Hashable {
    /// The key.
    public var key: Key
    /// The modifiers held with it.
    public var modifiers: KeyModifiers

    /// A key with modifiers, none by default.
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A control key: `KeyPress.control("c")` is Ctrl-C.
    public static func control(_ letter: Character) -> KeyPress {
        KeyPress(.character(letter), modifiers: .control)
    }
}
