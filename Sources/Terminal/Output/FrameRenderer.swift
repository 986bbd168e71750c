/// Turns frames into the bytes that bring the screen from the previous frame to the next.
///
/// Only lines that differ from the previous frame are written, each as a cursor move, the line
/// and an erase to the end of the line; the screen is never cleared, so there is no blank flash.
/// The first frame, a frame of a different size and the frame after ``invalidate()`` repaint every
/// row in place. With synchronized output (DEC mode 2026) a frame is shown all at once.
///
/// Lines are cut to the screen's width by the display width of each character, as measured by the
/// closure given to ``init(colors:synchronizedOutput:inlineImages:columnWidth:)`` (pass `NotesTextUI`'s
/// `TextWidth.of(character:)`); a wide character that does not fit in the last column becomes a
/// space. The renderer assumes the terminal's style is plain between frames and leaves it so.
///
/// Terminals measure emoji sequences differently (tmux 3.3 draws `❤️` and keycaps in one column,
/// `👍🏽` in four, a flag and a ZWJ family in two), so an emoji cluster (an emoji, a flag, or a
/// cluster with VS16, a keycap mark or a joiner) is written over blanks as wide as its measured
/// width and followed by a move to the column after them (`CHA`): the text after it, a box's right border included, stays in its column in every
/// terminal, whatever the terminal draws for the cluster itself. Autowrap is off while such a line
/// is written, so a cluster drawn wider at the right edge cannot wrap or scroll.
///
/// No text of a line ever acts on the terminal: a character holding a control character (ESC, BEL,
/// CR, a C1 control such as the one-byte CSI, a bidirectional override) is drawn as a visible
/// stand-in, `␛` or `\u{9B}`, the same stand-ins `NotesTextUI` sanitizes to, so whatever a line holds
/// (typed, pasted or loaded text) reaches the screen only as text.
///
/// With an ``InlineImageProtocol``, a frame's pictures are drawn after its lines: again whenever
/// they change or a line under them is rewritten, and the lines under a picture that went away are
/// drawn again so nothing of it stays.
public struct FrameRenderer: Sendable {
    /// How colours are written.
    public var colors: ColorCapability
    /// Whether each frame is wrapped in `ESC [ ? 2026 h` … `ESC [ ? 2026 l`.
    public var synchronizedOutput: Bool
    /// How pictures are drawn, or `nil` to draw only the frames' lines.
    public var inlineImages: InlineImageProtocol?
    /// The display width of a character in columns: 0, 1 or 2.
    private let columnWidth: @Sendable (Character) -> Int

    /// The last frame drawn and the size it was drawn at; nil before the first or after invalidation.
    private var previous: (frame: TerminalFrame, size: TerminalSize)?

    /// A renderer that has drawn nothing yet.
    ///
    /// `columnWidth` measures one character; the default counts every character as one column,
    /// which is right only for text without wide characters.
    /// `inlineImages` draws the frames' pictures; without it they are left out.
    public init(
        colors: ColorCapability, synchronizedOutput: Bool = true, inlineImages: InlineImageProtocol? = nil,
        columnWidth: @escaping @Sendable (Character) -> Int = { _ in 1 }
    ) {
        self.colors = colors
        self.synchronizedOutput = synchronizedOutput
        self.inlineImages = inlineImages
        self.columnWidth = columnWidth
    }

    /// Makes the next frame repaint every row, as after a resize or a resume from suspend.
    public mutating func invalidate() {
        previous = nil
    }

    /// The bytes (as UTF-8 text) that draw `frame` on a screen of `size`, given what was drawn before.
    ///
    /// Empty when nothing changed. Rows past the frame's last line are blanked; lines past the
    /// screen's last row are not drawn.
    ///
    /// - Complexity: O(*n*) in the characters of the lines that changed, plus O(*rows*) comparisons.
    public mutating func render(_ frame: TerminalFrame, size: TerminalSize) -> String {
        let earlier = previous.flatMap { $0.size == size ? $0.frame : nil }
        previous = (frame, size)
        let images = inlineImages == nil ? [] : frame.images
        let earlierImages = inlineImages == nil ? [] : earlier?.images ?? []
        // Rows under a picture that goes away are drawn again, so no part of it stays on screen.
        let uncovered = images == earlierImages ? [] : Set(earlierImages.flatMap(\.rowRange))
        var body = ""
        var rewrittenUnderImage = false
        for row in 0..<max(size.rows, 0) {
            let line = row < frame.lines.count ? frame.lines[row] : nil
            if let earlier, !uncovered.contains(row) {
                let old = row < earlier.lines.count ? earlier.lines[row] : nil
                if old == line || (old == nil && line?.text.isEmpty == true && line?.spans.isEmpty == true) {
                    continue
                }
            }
            body += "\u{1B}[\(row + 1);1H"
            body += draw(line ?? "", width: size.columns)
            if images.contains(where: { $0.rowRange.contains(row) }) { rewrittenUnderImage = true }
        }
        if let inlineImages,
            images != earlierImages || rewrittenUnderImage || (earlier == nil && !images.isEmpty)
        {
            body += Self.draw(images, with: inlineImages, replacing: !earlierImages.isEmpty || earlier == nil)
        }
        let cursorChanged = earlier == nil || earlier?.cursor != frame.cursor
        guard !body.isEmpty || cursorChanged else { return "" }
        var output = synchronizedOutput ? "\u{1B}[?2026h" : ""
        if earlier?.cursor != nil || earlier == nil { output += "\u{1B}[?25l" }
        output += body
        if let cursor = frame.cursor {
            output += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
        }
        if synchronizedOutput { output += "\u{1B}[?2026l" }
        return output
    }

    /// One line's text, styles and erase, cut to `width` columns.
    ///
    /// The erase is left out when the text fills the width: at the last column the cursor waits to
    /// wrap, and an erase there would remove the last character.
    private func draw(_ line: TerminalLine, width: Int) -> String {
        var output = ""
        var column = 0
        var current: [String] = []  // the SGR parameters in effect; empty is plain
        var hasPlacedCluster = false
        for (offset, character) in line.text.enumerated() {
            let characterWidth = columnWidth(character)
            guard column + characterWidth <= width else {
                if column < width {
                    output += " "
                    column += 1
                }
                break
            }
            let wanted = style(of: offset, in: line).parameters(for: colors)
            if wanted != current {
                output += "\u{1B}[" + (["0"] + wanted).joined(separator: ";") + "m"
                current = wanted
            }
            // The one place frame text reaches the terminal: a control character is drawn visibly.
            if let shown = VisibleControl.shown(character) {
                output += shown
            } else if characterWidth > 0, Self.isPlaced(character) {
                // Terminals disagree on the width of emoji sequences (tmux 3.3 draws ❤️ in one
                // column and 👍🏽 in four): blank the columns the layout gave it, draw it at their
                // start, and go on from their end, so the rest of the line stays where it belongs.
                hasPlacedCluster = true
                output += String(repeating: " ", count: characterWidth)
                output += "\u{1B}[\(column + 1)G"
                output.append(character)
                output += "\u{1B}[\(column + characterWidth + 1)G"
            } else {
                output.append(character)
            }
            column += characterWidth
        }
        if !current.isEmpty { output += "\u{1B}[0m" }
        if column < width { output += "\u{1B}[K" }
        // A cluster the terminal draws wider must not wrap onto the next row (and scroll at the
        // bottom): autowrap is off while such a line is drawn.
        if hasPlacedCluster { output = "\u{1B}[?7l" + output + "\u{1B}[?7h" }
        return output
    }

    /// Whether terminals may draw `character` wider or narrower than its measured width.
    ///
    /// Such a cluster and the text after it are placed with cursor moves: an emoji cluster — one
    /// holding an emoji or a regional indicator (U+1F000 and up, skin tones included), VS16, the
    /// keycap mark or a zero-width joiner. Other clusters (a letter with accents, an Indic syllable)
    /// are written as they are, so that no part of them is drawn over.
    static func isPlaced(_ character: Character) -> Bool {
        guard !character.isASCII else { return false }
        return character.unicodeScalars.contains {
            $0.value >= 0x1_F000 || $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D
        }
    }

    /// The style of the character at `offset`: the last span covering it, or plain.
    private func style(of offset: Int, in line: TerminalLine) -> TextStyle {
        line.spans.last { $0.range.contains(offset) }?.style ?? .plain
    }

}
