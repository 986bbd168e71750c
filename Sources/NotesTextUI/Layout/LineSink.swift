/// Where ``LineWrapper`` puts the lines it fills: their text, or only their count.
///
/// The wrapper makes every decision (where a line breaks, which spaces are kept, how a long run is
/// cut); a sink only records the outcome, so building lines and counting them cannot disagree.
protocol LineSink {
    /// Adds `spaces` spaces, then `text` (sanitized, never containing a line feed), to the end of the
    /// current line.
    mutating func extendLine(spaces: Int, text: Substring)

    /// Adds the mark shown in place of `cluster`, a character wider than the whole line, to the
    /// end of the current line.
    mutating func extendLine(tooWide cluster: Substring)

    /// Ends the current line, which may be empty; what follows starts a new one.
    mutating func endLine()
}

extension LineSink {
    /// Adds `…`, the mark shown in place of a character wider than the whole line.
    mutating func extendLine(tooWide cluster: Substring) {
        extendLine(spaces: 0, text: "…")
    }
}
