import NotesCore
import Terminal

/// A photo drawn with half-block characters: each cell is `▀` with the top pixel as its foreground
/// and the bottom pixel as its background, so a cell shows two pixels, one above the other, as
/// terminal image viewers draw pictures where the terminal has no image protocol.
///
/// The colours are 24-bit; the renderer writes them as the terminal's ``Terminal/ColorCapability``
/// allows (true colour, or the nearest of the 256-colour palette).
struct TerminalPicture: Hashable, Sendable {
    /// The top half of a cell.
    static let halfBlock: Character = "▀"

    /// Width in cells.
    let columns: Int
    /// The lines: `▀` in every cell, with spans for the colours.
    let lines: [TerminalLine]

    /// The shades a cell takes where colours are not drawn, dark to light.
    static let shades = Array(" ░▒▓█")

    /// The half-block rendering of `pixels`: one column per pixel, one row per two pixel rows (a
    /// last odd row has the terminal's own background below it).
    ///
    /// With `isShaded` (a terminal that draws no colour, `NO_COLOR`) each cell is instead one of
    /// ``shades`` by the mean luminance of its two pixels, with no colour spans.
    ///
    /// - Complexity: O(*w* × *h*) in the pixels.
    init(pixels: PhotoPixels, isShaded: Bool = false) {
        let width = pixels.size.width
        columns = width
        if isShaded {
            lines = Self.shadedLines(pixels)
            return
        }
        var lines: [TerminalLine] = []
        for top in stride(from: 0, to: pixels.size.height, by: 2) {
            var spans: [StyledSpan] = []
            for x in 0..<width {
                let upper = pixels.pixel(x: x, y: top)
                let lower = top + 1 < pixels.size.height ? pixels.pixel(x: x, y: top + 1) : nil
                let style = TextStyle(
                    foreground: RGBColor(red: upper.red, green: upper.green, blue: upper.blue),
                    background: lower.map { RGBColor(red: $0.red, green: $0.green, blue: $0.blue) })
                // Neighbouring cells of one style share a span.
                if let last = spans.last, last.style == style, last.range.upperBound == x {
                    spans[spans.count - 1].range = last.range.lowerBound..<x + 1
                } else {
                    spans.append(StyledSpan(x..<x + 1, style))
                }
            }
            lines.append(TerminalLine(String(repeating: Self.halfBlock, count: width), spans: spans))
        }
        self.lines = lines
    }

    /// The lines of `pixels` in ``shades``, two pixel rows to a line.
    private static func shadedLines(_ pixels: PhotoPixels) -> [TerminalLine] {
        func luminance(_ x: Int, _ y: Int) -> Double {
            let pixel = pixels.pixel(x: x, y: y)
            return (0.2126 * Double(pixel.red) + 0.7152 * Double(pixel.green) + 0.0722 * Double(pixel.blue))
                / 255
        }
        return stride(from: 0, to: pixels.size.height, by: 2).map { top in
            let text = (0..<pixels.size.width).map { x in
                let lower = top + 1 < pixels.size.height ? luminance(x, top + 1) : luminance(x, top)
                let mean = (luminance(x, top) + lower) / 2
                let index = min(Int(mean * Double(shades.count)), shades.count - 1)
                return shades[index]
            }
            return TerminalLine(String(text))
        }
    }
}
