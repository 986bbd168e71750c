/// Truncating and padding to an exact column width.
extension TextLine {
    /// `text`, sanitized, cut to at most `width` columns with `ellipsis` marking the cut.
    ///
    /// Text that fits is returned whole and unpadded. Text that does not fit keeps as many whole
    /// grapheme clusters as fit before the ellipsis, drops the spaces just before it, and is padded
    /// with spaces after the ellipsis to exactly `width` columns (so a wide character that does not fit
    /// leaves a space rather than overflowing). When even the ellipsis does not fit, the text is cut
    /// without one. A `width` of zero or less gives the empty string.
    ///
    /// ```swift
    /// TextLine.truncated("Groceries for the week", toWidth: 10)  // "Groceries…"
    /// TextLine.truncated("日本語のメモ", toWidth: 6)               // "日本… "
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text` to tell whether it needs sanitizing; then, for
    ///   text that does not, O(`width`) to measure and cut it, however long it is.
    public static func truncated(_ text: some StringProtocol, toWidth width: Int, ellipsis: String = "…")
        -> String
    {
        truncating(sanitized(clipped(text, toWidth: width)), toWidth: width, ellipsis: sanitized(ellipsis))
    }

    /// A start of `text` that ``truncated(_:toWidth:ellipsis:)`` cuts exactly as it cuts the whole:
    /// its first characters, once they are already wider than `width` (only the columns before the
    /// ellipsis are kept), else the whole text.
    ///
    /// Text that needs sanitizing is returned whole: an escape can join the character after it into
    /// one cluster, so its width is not the sum of the parts'. Measuring a note's text of hundreds of
    /// characters to show thirty of them was most of the cost of drawing a list row.
    ///
    /// - Complexity: O(*n*) in the length of `text` to tell whether it needs sanitizing, then
    ///   O(`width`).
    static func clipped<Text: StringProtocol>(_ text: Text, toWidth width: Int) -> Text.SubSequence {
        // Every character that needs no escape is at most two columns wide and most are at least
        // one: this many characters are almost always too wide, and are measured to make sure.
        let count = max(width, 0) + 8
        guard text.utf8.count > count, !needsSanitizing(text),
            let end = text.index(text.startIndex, offsetBy: count, limitedBy: text.endIndex),
            end != text.endIndex
        else { return text[...] }
        let start = text[..<end]
        return TextWidth.of(start) > width ? start : text[...]
    }

    /// `text`, sanitized, at exactly `width` columns: padded with spaces according to `alignment`, or
    /// truncated with an ellipsis (see ``NotesTextUI/TextLine/truncated(_:toWidth:ellipsis:)``) when it
    /// is too wide.
    ///
    /// A `width` of zero or less gives the empty string.
    ///
    /// ```swift
    /// TextLine.padded("Done", toWidth: 8, alignment: .center)  // "  Done  "
    /// ```
    ///
    /// - Complexity: O(*n* + `width`) in the length of `text`.
    public static func padded(_ text: some StringProtocol, toWidth width: Int, alignment: Alignment = .left)
        -> String
    {
        padding(sanitized(text), toWidth: width, alignment: alignment)
    }

    /// ``truncated(_:toWidth:ellipsis:)`` for text and ellipsis that are already sanitized.
    static func truncating(_ clean: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if TextWidth.of(clean) <= width { return clean }
        var mark = ellipsis
        var markWidth = TextWidth.of(mark)
        if markWidth > width {
            mark = ""
            markWidth = 0
        }
        let kept = prefix(of: clean, width: width - markWidth)
        var result = mark.isEmpty ? kept.text : String(kept.text.trimmingTrailingSpaces())
        let usedWidth = mark.isEmpty ? kept.width : TextWidth.of(result)
        result += mark
        result += spaces(width - usedWidth - markWidth)
        return result
    }

    /// ``padded(_:toWidth:alignment:)`` for text that is already sanitized.
    static func padding(_ clean: String, toWidth width: Int, alignment: Alignment = .left) -> String {
        guard width > 0 else { return "" }
        let fitted = truncating(clean, toWidth: width)
        let gap = width - TextWidth.of(fitted)
        switch alignment {
        case .left: return fitted + spaces(gap)
        case .right: return spaces(gap) + fitted
        case .center: return spaces(gap / 2) + fitted + spaces(gap - gap / 2)
        }
    }

    /// The longest run of whole grapheme clusters at the start of `text` that fits in `width` columns,
    /// and its width.
    ///
    /// `text` must be sanitized, so that each ASCII character is one column.
    static func prefix(of text: Substring, width: Int) -> (text: Substring, width: Int) {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            let count = min(max(width, 0), text.utf8.count)
            return (text[..<text.utf8.index(text.startIndex, offsetBy: count)], count)
        }
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let characterWidth = TextWidth.of(character: text[index])
            if used + characterWidth > width { break }
            used += characterWidth
            end = text.index(after: index)
        }
        return (text[..<end], used)
    }

    /// ``prefix(of:width:)`` for a whole string.
    static func prefix(of text: String, width: Int) -> (text: String, width: Int) {
        let kept = prefix(of: Substring(text), width: width)
        return (String(kept.text), kept.width)
    }
}
