/// Display width, in terminal columns, of text as the layout kit shows it.
///
/// Widths come from ``NotesTextUI/UnicodeWidthTable`` (never from the C library's `wcwidth`, which
/// depends on the process locale), one grapheme cluster (`Character`) at a time:
///
/// - East Asian wide and fullwidth characters and emoji presentation are 2 columns: ZWJ sequences,
///   flags (a pair of regional indicators), skin-tone modifiers and VS16 (U+FE0F) sequences such as
///   `❤️` and keycaps.
/// - Combining marks (Mn, Me) and zero-width characters (ZWSP, ZWNJ, ZWJ, variation selectors,
///   U+FEFF) are 0 columns; a cluster is as wide as its widest scalar, so `e` plus an accent is 1.
/// - Everything else is 1, East Asian ambiguous characters (such as `─` and `…`) included.
/// - Control characters count as the width of the escape ``NotesTextUI/TextLine/sanitized(_:)`` shows
///   in their place, so measuring before or after sanitizing gives the same answer.
public enum TextWidth {
    /// The display width of `text`, in columns.
    ///
    /// ASCII-only text is measured from its UTF-8 byte count without looking at graphemes.
    ///
    /// - Complexity: O(*n*) in the length of `text`; O(*n* log *r*) when it holds non-ASCII
    ///   characters, where *r* is the size of the table.
    public static func of(_ text: some StringProtocol) -> Int {
        let isASCII =
            text.utf8.withContiguousStorageIfAvailable { bytes in
                var union: UInt8 = 0
                for byte in bytes { union |= byte }
                return union < 0x80
            } ?? text.utf8.allSatisfy { $0 < 0x80 }
        if isASCII { return text.utf8.count }
        var width = 0
        for character in text { width += of(character: character) }
        return width
    }

    /// The display width of one grapheme cluster: 0, 1 or 2 columns, or the width of its escape when
    /// it is a control character.
    ///
    /// - Complexity: O(*k* log *r*) for a cluster of *k* scalars and a table of *r* ranges.
    public static func of(character: Character) -> Int {
        // An ASCII character is one column, or its escape is; CR LF is one cluster of two escapes.
        if character.isASCII { return character.utf8.count }
        var width = 0
        var regionalIndicators = 0
        var hasEmojiVariation = false
        var escapedWidth = 0
        for scalar in character.unicodeScalars {
            if let escape = ControlEscape.width(of: scalar) {
                escapedWidth += escape
                continue
            }
            switch scalar.value {
            case 0xFE0F: hasEmojiVariation = true
            case 0x1F1E6...0x1F1FF: regionalIndicators += 1
            default: break
            }
            width = max(width, of(scalar: scalar))
        }
        if regionalIndicators >= 2 || (hasEmojiVariation && width > 0 && isEmojiVariationBase(character)) {
            width = 2
        }
        return width + escapedWidth
    }

    /// Whether VS16 can make the first scalar of `character` an emoji: a keycap base (`#`, `*`, a digit)
    /// or anything from U+00A9 up, never a space or a letter it was merely appended to.
    private static func isEmojiVariationBase(_ character: Character) -> Bool {
        guard let base = character.unicodeScalars.first else { return false }
        switch base.value {
        case 0x23, 0x2A, 0x30...0x39, 0xA9...: return true
        default: return false
        }
    }

    /// The display width of a single scalar out of context: 0, 1 or 2.
    ///
    /// Control characters answer 1 here; use ``NotesTextUI/TextWidth/of(character:)`` for the width of their escape.
    ///
    /// - Complexity: O(log *r*) for a table of *r* ranges.
    public static func of(scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        if UnicodeWidthTable.contains(value, in: UnicodeWidthTable.zeroWidth) { return 0 }
        if value >= 0x1100 && UnicodeWidthTable.contains(value, in: UnicodeWidthTable.wide) { return 2 }
        return 1
    }
}
