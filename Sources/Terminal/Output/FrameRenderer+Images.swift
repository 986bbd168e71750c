import Foundation

/// Pictures over the text, for terminals with an inline image protocol.
extension FrameRenderer {
    /// The largest base64 payload kitty takes in one escape sequence.
    static let kittyChunkLength = 4_096

    /// The bytes that draw `images` (those the protocol can draw), each at its rectangle.
    ///
    /// kitty's pictures float over the text, so every picture this renderer placed is deleted first;
    /// iTerm2's replace the cells they cover, and lines rewritten later erase them. kitty's are
    /// scaled to fill their rectangle (`c=`, `r=`), so a caller keeps the aspect ratio by choosing
    /// the rectangle; raw pixels go as `f=24` with their size (`s=`, `v=`).
    static func draw(_ images: [TerminalImage], with inline: InlineImageProtocol, replacing: Bool) -> String {
        var output = ""
        if inline == .kitty, replacing { output += "\u{1B}_Ga=d,q=2\u{1B}\\" }
        for image in images
        where inline.draws(image.format) && image.isWellFormed
            && image.columns > 0 && image.rows > 0
        {
            output += "\u{1B}[\(image.row + 1);\(image.column + 1)H"
            let payload = image.data.base64EncodedString()
            switch inline {
            case .iTerm2:
                output += "\u{1B}]1337;File=inline=1;size=\(image.data.count);width=\(image.columns);"
                output += "height=\(image.rows);preserveAspectRatio=1:\(payload)\u{07}"
            case .kitty:
                var rest = Substring(payload)
                var isFirst = true
                repeat {
                    let chunk = rest.prefix(kittyChunkLength)
                    rest = rest.dropFirst(chunk.count)
                    let more = rest.isEmpty ? 0 : 1
                    let keys =
                        isFirst
                        ? "a=T,\(kittyFormatKeys(image.format)),q=2,C=1,c=\(image.columns),r=\(image.rows),m=\(more)"
                        : "m=\(more)"
                    output += "\u{1B}_G\(keys);\(chunk)\u{1B}\\"
                    isFirst = false
                } while !rest.isEmpty
            }
        }
        return output
    }

    /// kitty's keys for a picture's format: `f=100` for PNG, `f=24` with the width and height for
    /// raw RGB pixels.
    private static func kittyFormatKeys(_ format: TerminalImage.Format) -> String {
        switch format {
        case .rgb(let width, let height): "f=24,s=\(width),v=\(height)"
        case .png, .jpeg: "f=100"
        }
    }
}
