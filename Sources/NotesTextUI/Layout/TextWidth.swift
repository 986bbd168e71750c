/// Display width, in terminal columns, of text as the layout kit shows it.
///
/// Widths come from ``NotesTextUI/UnicodeWidthTable`` (never from the C library's `wcwidth`, which
/// depends on the process locale), one grapheme cluster (`Character`) at a time:
///
/// - East Asian wide and fullwidth characters and emoji presentation are 2 columns: ZWJ sequences,
///   flags (a pair of regional indicators), skin-tone modifiers and VS16 (U+FE0F) sequences such as
///   `❤️` and keycaps.
/// - A spacing mark (Mc) after the first scalar of a cluster, such as the Devanagari vowel sign in
///   `हि`, adds a column, as tmux and terminals that follow `wcwidth` draw it: `हिंदी` is 4.
/// - Combining marks (Mn, Me) and zero-width characters (ZWSP, ZWNJ, ZWJ, variation selectors,
///   U+FEFF) are 0 columns; a cluster is as wide as its widest scalar, so `e` plus an accent is 1.
/// - Everything else is 1, East Asian ambiguous characters (such as `─` and `…`) included.
/// - Control characters count as the width of the escape ``NotesTextUI/TextLine/sanitized(_:)`` shows
///   in their place, so measuring before or after sanitizing gives the same answer.
public enum TextWidth {
    /// The display width of `text`, in columns.
    ///
    /// ASCII-only text is measured from its UTF-8 byte count, and text in scripts whose clusters are a
    /// base letter and zero-width marks (Latin, Cyrillic, Greek, Hebrew, kana, CJK, Hangul syllables)
    /// from its scalars, without forming grapheme clusters; anything else is measured cluster by cluster.
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
        var scalarWidth = 0
        for scalar in text.unicodeScalars {
            guard isAdditive(scalar.value) else { return graphemeWidth(of: text) }
            scalarWidth += of(scalar: scalar)
        }
        return scalarWidth
    }

    /// The width of `text` cluster by cluster, by ``of(character:)``.
    static func graphemeWidth(of text: some StringProtocol) -> Int {
        var width = 0
        for character in text { width += of(character: character) }
        return width
    }

    /// Whether text made only of scalars like this one is as wide as the sum of its scalars' widths.
    ///
    /// True for scripts whose grapheme clusters are a base and zero-width marks (Latin, Greek, Cyrillic,
    /// Armenian, Hebrew, general punctuation, kana, CJK ideographs, Hangul syllables, fullwidth forms);
    /// false for controls, joiners, variation selectors, regional indicators, emoji, conjoining jamo,
    /// spacing marks and prepended marks, which need the cluster rules of ``of(character:)``.
    private static func isAdditive(_ value: UInt32) -> Bool {
        switch value {
        case 0x20..<0x7F, 0xA0..<0x600, 0x2010...0x2027, 0x2030...0x205E, 0x3000...0x3029, 0x3041...0x30FF,
            0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60:
            return true
        default:
            return false
        }
    }

    /// The display width of one grapheme cluster: 0, 1 or 2 columns, or the width of its escape when
    /// it is a control character.
    ///
    /// - Complexity: O(*k* log *r*) for a cluster of *k* scalars and a table of *r* ranges.
    public static func of(character: Character) -> Int {
        var width = 0
        var regionalIndicators = 0
        var hasEmojiVariation = false
        var escapedWidth = 0
        var spacingMarks = 0
        var base: UInt32?
        for scalar in character.unicodeScalars {
            let value = scalar.value
            if base == nil {
                base = value
            } else if value >= 0x900, value < 0x1_F000, scalar.properties.generalCategory == .spacingMark {
                // An Indic vowel sign such as ि takes a column of its own, as terminals draw it.
                spacingMarks += 1
            }
            if value >= 0x20 && value < 0x7F {
                width = max(width, 1)
            } else if let escape = ControlEscape.width(of: scalar) {
                escapedWidth += escape
            } else {
                if value == 0xFE0F { hasEmojiVariation = true }
                if value >= 0x1F1E6 && value <= 0x1F1FF { regionalIndicators += 1 }
                width = max(width, of(scalar: scalar))
            }
        }
        if regionalIndicators >= 2 || (hasEmojiVariation && width > 0 && isEmojiVariationBase(base)) {
            width = 2
        } else if width == 1 {
            width += spacingMarks
        }
        return width + escapedWidth
    }

    /// Whether VS16 can make `base`, the first scalar of a cluster, an emoji: a keycap base (`#`, `*`,
    /// a digit) or anything from U+00A9 up, never a space or a letter it was merely appended to.
    private static func isEmojiVariationBase(_ base: UInt32?) -> Bool {
        guard let base else { return false }
        switch base {
        case 0x23, 0x2A, 0x30...0x39, 0xA9...: return true
        default: return false
        }
    }

    /// The display width of a single scalar out of context: 0, 1 or 2.
    ///
    /// Control characters answer 1 here; use ``NotesTextUI/TextWidth/of(character:)`` for the width of
    /// their escape.
    ///
    /// - Complexity: O(1) in the Basic Multilingual Plane, O(log *r*) above it for a table of *r*
    ///   ranges.
    public static func of(scalar: Unicode.Scalar) -> Int {
        scalar.value < 0x300 ? 1 : UnicodeWidthTable.width(of: scalar.value)
    }
}
