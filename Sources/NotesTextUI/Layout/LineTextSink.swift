/// A ``LineSink`` that builds the text of every line, for ``TextLine/wrapped(_:toWidth:)``.
struct LineTextSink: LineSink {
    /// The lines ended so far.
    private(set) var lines: [String] = []
    private var line = ""

    /// A sink holding no lines.
    init() {}

    mutating func extendLine(spaces: Int, text: Substring) {
        line += TextLine.spaces(spaces)
        line += text
    }

    mutating func endLine() {
        lines.append(line)
        line = ""
    }
}
