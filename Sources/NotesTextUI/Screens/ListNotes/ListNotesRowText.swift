/// The text of one cell of a list row, and which of its characters show search matches.
///
/// The text is as given (the layout kit sanitizes it when it is drawn); the highlights count the
/// characters (grapheme clusters) of the text sanitized, as ``HighlightSpan`` does.
struct ListNotesRowText {
    var text: String
    /// Ascending, non-overlapping ranges of the sanitized text's characters.
    var highlights: [Range<Int>]

    /// Plain text, nothing highlighted.
    init(plain text: String) {
        self.text = text
        highlights = []
    }

    /// `text` with `ranges` highlighted; the ranges index `text`'s base string (a row's title or
    /// preview) and are clamped to `text`'s bounds.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    init(_ text: Substring, ranges: [Range<String.Index>]) {
        self.text = String(text)
        var highlights: [Range<Int>] = []
        var position = text.startIndex
        var count = 0
        for range in ranges {
            let clamped = range.clamped(to: text.startIndex..<text.endIndex)
            guard !clamped.isEmpty, clamped.lowerBound >= position else { continue }
            count += TextLine.sanitized(text[position..<clamped.lowerBound]).count
            let length = TextLine.sanitized(text[clamped]).count
            highlights.append(count..<count + length)
            count += length
            position = clamped.upperBound
        }
        self.highlights = highlights
    }

    /// The two texts one after the other.
    static func + (lhs: ListNotesRowText, rhs: ListNotesRowText) -> ListNotesRowText {
        let shift = TextLine.sanitized(lhs.text).count
        var joined = lhs
        joined.text += rhs.text
        joined.highlights += rhs.highlights.map { ($0.lowerBound + shift)..<($0.upperBound + shift) }
        return joined
    }

    /// The text as ``TextLine/truncated(_:toWidth:ellipsis:)`` cuts it to `width` columns, keeping
    /// the highlights of the characters before the ellipsis.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    func fitted(toWidth width: Int) -> ListNotesRowText {
        let truncated = TextLine.truncated(text, toWidth: width)
        let fits = TextWidth.of(TextLine.sanitized(TextLine.clipped(text, toWidth: width))) <= width
        let visible = fits ? truncated.count : max(truncated.trimmingTrailingSpaces().count - 1, 0)
        var fitted = ListNotesRowText(plain: truncated)
        fitted.highlights = highlights.compactMap { range in
            let kept = range.clamped(to: 0..<visible)
            return kept.isEmpty ? nil : kept
        }
        return fitted
    }

    /// The text as an excerpt that shows its first match within `width` columns: whole when the
    /// match fits before the ellipsis that would cut the rest, else from a little before the match
    /// (at most a third of `width`), after ``ListNotesScreen/excerptMarker``.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    func excerpt(toWidth width: Int) -> ListNotesRowText {
        guard let first = highlights.first, width > 3 else { return self }
        let characters = Array(TextLine.sanitized(text))
        guard first.upperBound <= characters.count else { return self }
        let before = TextWidth.of(String(characters[..<first.lowerBound]))
        let match = TextWidth.of(String(characters[first]))
        guard before + match > width - 1 else { return self }
        let context = max(min(width / 3, width - 2 - match), 0)
        var start = first.lowerBound
        var kept = 0
        while start > 0 {
            let characterWidth = TextWidth.of(character: characters[start - 1])
            if kept + characterWidth > context { break }
            kept += characterWidth
            start -= 1
        }
        let marker = ListNotesScreen.excerptMarker
        var excerpt = ListNotesRowText(plain: marker + String(characters[start...]))
        let shift = marker.count - start
        excerpt.highlights = highlights.compactMap { range in
            range.lowerBound >= start ? (range.lowerBound + shift)..<(range.upperBound + shift) : nil
        }
        return excerpt
    }
}
