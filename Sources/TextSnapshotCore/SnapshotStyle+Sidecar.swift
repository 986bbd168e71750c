/// The sidecar file: the canonical text of a style, and reading it back.
///
/// ```text
/// style 1
/// 0:0 inverse 40
/// 4:3 fg #80FFFF*6
/// 9:2 bg #FF0000 #FF2B00 #FF5500*2
/// 13:10 picture #000080/#003380*2 #200080/-
/// ```
///
/// After the header, one line per run of neighbouring cells of a row that share an attribute:
/// `row:column`, the attribute, then one value per cell, a value repeated for *n* cells written
/// once with `*n`. `fg` and `bg` are text colours, `picture` a half-block cell's top and bottom
/// pixels (`-` for no bottom pixel), `bold` and `inverse` give the run's length alone. Lines are
/// sorted by row, column and attribute (in that order), so the bytes depend only on the cells.
extension SnapshotStyle {
    /// The first line of every sidecar: the format and its version.
    public static let sidecarHeader = "style 1"

    /// An attribute of a run, in the order runs starting at the same cell are written.
    private enum Attribute: String, CaseIterable {
        case fg, bg, picture, bold, inverse

        /// The attribute's value in a cell, or `nil` where the cell does not have it.
        func value(_ style: SnapshotCellStyle) -> String? {
            switch self {
            case .fg: style.isPicture ? nil : style.foreground?.description
            case .bg: style.isPicture ? nil : style.background?.description
            case .picture:
                style.isPicture
                    ? (style.foreground?.description ?? "-") + "/" + (style.background?.description ?? "-")
                    : nil
            case .bold: style.isBold ? "" : nil
            case .inverse: style.isInverse ? "" : nil
            }
        }
    }

    /// The sidecar's canonical text: the header, then the runs, each line ending in a newline.
    ///
    /// - Complexity: O(*c* log *c*) in the number of painted cells.
    public var sidecarText: String {
        var lines = [Self.sidecarHeader]
        let rows = Dictionary(grouping: cells.keys, by: \.row)
        for row in rows.keys.sorted() {
            let columns = (rows[row] ?? []).map(\.column).sorted()
            var runs: [(column: Int, order: Int, line: String)] = []
            for (order, attribute) in Attribute.allCases.enumerated() {
                var run: [(column: Int, value: String)] = []
                func flush() {
                    guard let first = run.first else { return }
                    let values =
                        attribute == .bold || attribute == .inverse
                        ? String(run.count) : Self.compressed(run.map(\.value))
                    runs.append(
                        (first.column, order, "\(row):\(first.column) \(attribute.rawValue) \(values)"))
                    run = []
                }
                for column in columns {
                    guard let value = attribute.value(self[row, column]) else { continue }
                    if let last = run.last, last.column + 1 != column { flush() }
                    run.append((column, value))
                }
                flush()
            }
            lines += runs.sorted { ($0.column, $0.order) < ($1.column, $1.order) }.map(\.line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Values with each repetition written once, `value*n`.
    private static func compressed(_ values: [String]) -> String {
        var parts: [String] = []
        var index = 0
        while index < values.count {
            var end = index + 1
            while end < values.count, values[end] == values[index] { end += 1 }
            parts.append(end - index == 1 ? values[index] : "\(values[index])*\(end - index)")
            index = end
        }
        return parts.joined(separator: " ")
    }

    /// Reads a sidecar written by ``sidecarText`` (or by hand in the same form).
    ///
    /// - Throws: ``SnapshotStyleError`` naming the first line that cannot be read.
    /// - Complexity: O(*n*) in the length of the text.
    public init(sidecar text: String) throws(SnapshotStyleError) {
        self.init()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(Self.sidecarHeader) else {
            throw SnapshotStyleError(line: 1, reason: "the first line is not \"\(Self.sidecarHeader)\"")
        }
        for (offset, line) in lines.enumerated().dropFirst() where !line.isEmpty {
            try read(line, lineNumber: offset + 1)
        }
    }

    private mutating func read(_ line: Substring, lineNumber: Int) throws(SnapshotStyleError) {
        let fields = line.split(separator: " ")
        let position = fields.first?.split(separator: ":") ?? []
        guard fields.count >= 3, position.count == 2, let row = Int(position[0]),
            let column = Int(position[1]),
            row >= 0, column >= 0, let attribute = Attribute(rawValue: String(fields[1]))
        else { throw SnapshotStyleError(line: lineNumber, reason: "expected `row:column attribute values`") }
        if attribute == .bold || attribute == .inverse {
            guard fields.count == 3, let count = Int(fields[2]), count > 0 else {
                throw SnapshotStyleError(line: lineNumber, reason: "expected a cell count after \(attribute)")
            }
            for offset in 0..<count {
                var style = self[row, column + offset]
                if attribute == .bold { style.isBold = true } else { style.isInverse = true }
                paint(row: row, columns: column + offset..<column + offset + 1, with: style)
            }
            return
        }
        var next = column
        for field in fields.dropFirst(2) {
            let parts = field.split(separator: "*", omittingEmptySubsequences: false)
            guard parts.count <= 2, let repeats = parts.count == 2 ? Int(parts[1]) : 1, repeats > 0 else {
                throw SnapshotStyleError(line: lineNumber, reason: "\(field) is not `value` or `value*count`")
            }
            for _ in 0..<repeats {
                var style = self[row, next]
                switch attribute {
                case .fg, .bg:
                    guard let color = SnapshotColor(hex: parts[0]) else {
                        throw SnapshotStyleError(line: lineNumber, reason: "\(parts[0]) is not #RRGGBB")
                    }
                    if attribute == .fg { style.foreground = color } else { style.background = color }
                case .picture:
                    let pixels = parts[0].split(separator: "/", omittingEmptySubsequences: false)
                    guard pixels.count == 2, let top = SnapshotColor(hex: pixels[0]),
                        pixels[1] == "-" || SnapshotColor(hex: pixels[1]) != nil
                    else {
                        throw SnapshotStyleError(line: lineNumber, reason: "\(parts[0]) is not #TOP/#BOTTOM")
                    }
                    var picture = SnapshotCellStyle.picture(top: top, bottom: SnapshotColor(hex: pixels[1]))
                    picture.isBold = style.isBold
                    picture.isInverse = style.isInverse
                    style = picture
                case .bold, .inverse:
                    break
                }
                paint(row: row, columns: next..<next + 1, with: style)
                next += 1
            }
        }
    }
}
