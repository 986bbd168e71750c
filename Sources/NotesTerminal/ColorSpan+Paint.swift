import NotesCore
import NotesTextUI
import Terminal

/// Colours from the screens' wireframes: the cells a screen says its colours cover, painted as the
/// terminal's spans.
extension ColorSpan {
    /// Adds each of `colorSpans` to the spans of its line in `spans` (one element per line of the
    /// screen's text), as a foreground or background colour; spans past the last line are dropped.
    ///
    /// - Complexity: O(*n*) in the colour spans.
    static func paint(_ colorSpans: [ColorSpan], into spans: inout [[StyledSpan]]) {
        for span in colorSpans where spans.indices.contains(span.line) {
            let color = span.color.rgb
            let style =
                span.layer == .foreground ? TextStyle(foreground: color) : TextStyle(background: color)
            spans[span.line].append(StyledSpan(span.columns, style))
        }
    }
}
