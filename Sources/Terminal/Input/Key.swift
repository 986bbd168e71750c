/// A key on the keyboard, apart from the modifiers held with it.
///
/// Printable input arrives as ``character(_:)`` holding one Unicode scalar: a cluster such as a
/// flag or a family emoji arrives as several keys, which join again when appended to a `String`.
/// Control keys are ``character(_:)`` of the lowercase letter with ``KeyModifiers/control``.
public enum Key: Sendable, Hashable {
    /// A printable character, one Unicode scalar.
    case character(Character)
    /// Return or Enter (byte `0x0D`; a line feed is Ctrl-J in raw mode).
    case enter
    /// Tab; Shift-Tab is this with ``KeyModifiers/shift``.
    case tab
    /// Backspace, sent as DEL (`0x7F`) or BS (`0x08`).
    case backspace
    /// Escape alone, decided after a short wait (see ``InputDecoder/hasPendingEscape``).
    case escape
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Insert.
    case insert
    /// Delete (forward delete).
    case delete
    /// A function key, F1 to F12 (and beyond where the terminal sends them).
    case function(Int)
}
