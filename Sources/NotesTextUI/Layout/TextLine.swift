/// Width-aware operations on single lines of text: sanitizing, truncating, padding and wrapping.
///
/// Every function here and every renderer built on it (``NotesTextUI/Frame``,
/// ``NotesTextUI/TitleBar``, ``NotesTextUI/ColumnLayout``, ``NotesTextUI/ControlLabel``) passes user
/// text through ``NotesTextUI/TextLine/sanitized(_:)`` first, so control characters can never reach a
/// terminal raw. Widths are columns as measured by ``NotesTextUI/TextWidth``; a grapheme cluster is
/// never split.
public enum TextLine {
    /// `text` with every control character replaced by a visible escape.
    ///
    /// C0 controls (U+0000–U+001F) and DEL become their Unicode Control Picture, one column each:
    /// ESC is `␛`, BEL `␇`, tab `␉`, line feed `␊`, DEL `␡`. Scalars without a picture become a Swift
    /// escape, one column per character: C1 controls (`\u{85}`), the bidirectional marks, embeddings,
    /// overrides and isolates (`\u{61C}`, `\u{200E}`, `\u{200F}`, `\u{202A}`–`\u{202E}`,
    /// `\u{2066}`–`\u{2069}`) and the line and paragraph separators (`\u{2028}`, `\u{2029}`).
    /// Sanitizing is idempotent, and zero-width joiners, variation selectors and combining marks are
    /// kept, since emoji and accents need them.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public static func sanitized(_ text: some StringProtocol) -> String {
        guard needsSanitizing(text) else { return String(text) }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let replacement = ControlEscape.replacement(for: scalar) {
                result.append(contentsOf: replacement.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether ``sanitized(_:)`` would change `text`: whether it holds a character that is escaped.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func needsSanitizing(_ text: some StringProtocol) -> Bool {
        let isPrintableASCII = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        return !isPrintableASCII && text.unicodeScalars.contains(where: ControlEscape.isEscaped)
    }

    /// A run of `count` spaces, or the empty string when `count` is not positive.
    static func spaces(_ count: Int) -> String {
        count > 0 ? String(repeating: " ", count: count) : ""
    }
}
