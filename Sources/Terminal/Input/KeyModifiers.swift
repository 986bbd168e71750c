/// The modifier keys held with a key or a mouse event.
///
/// Raw values follow the terminal's encoding: a modified key's parameter is one plus these bits.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    /// The bits as terminals encode them.
    public let rawValue: UInt8

    /// Modifiers from the terminal's bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt (Option), also sent as an ESC prefix.
    public static let alt = KeyModifiers(rawValue: 2)
    /// Control.
    public static let control = KeyModifiers(rawValue: 4)
    /// Meta (Command or Super where the terminal reports it).
    public static let meta = KeyModifiers(rawValue: 8)
}
