/// Why the text typed into the picker's hex field is not a colour; shown on the screen while the
/// value stays as it was.
public enum ColorPickerHexError: Error, Hashable, Sendable {
    /// Nothing but an optional `#` was typed.
    case empty
    /// The digits are neither 3 (`#RGB`) nor 6 (`#RRGGBB`); holds the digit count.
    case wrongLength(Int)
    /// A character that is not a hex digit (`0`–`9`, `A`–`F` in either case); holds the first.
    case invalidCharacter(Character)
}
