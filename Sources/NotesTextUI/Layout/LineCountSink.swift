/// A ``LineSink`` that only counts lines, for ``TextLine/wrappedLineCount(_:toWidth:)``: it keeps no
/// text and allocates nothing.
struct LineCountSink: LineSink {
    /// The lines ended so far.
    private(set) var count = 0

    /// A sink that has counted no lines.
    init() {}

    mutating func extendLine(spaces: Int, text: Substring) {}

    mutating func endLine() {
        count += 1
    }
}
