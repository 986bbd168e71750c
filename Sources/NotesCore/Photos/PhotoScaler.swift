/// A box filter that scales an image fed one row at a time, keeping only the rows of output that
/// are still being summed: each output pixel is the mean of the source pixels its box covers (at
/// least one, so an image is enlarged by repeating pixels).
///
/// - Complexity: O(*w* × *h*) in the source pixels, plus O(output pixels); memory O(output).
struct PhotoScaler {
    let source: PixelSize
    let target: PixelSize
    /// The first source column of each output column's box, and its end.
    private let columnStarts: [Int]
    private let columnEnds: [Int]
    /// Sums of red, green and blue per output pixel of the rows being summed, by output row.
    private var sums: [Int: [Int]] = [:]
    /// The source rows fed so far.
    private var nextSourceRow = 0
    /// The output, row by row.
    private(set) var rgb: [UInt8] = []

    init(source: PixelSize, target: PixelSize) {
        self.source = source
        self.target = target
        columnStarts = (0..<target.width).map { $0 * source.width / target.width }
        columnEnds = (0..<target.width).map {
            max(($0 + 1) * source.width / target.width, $0 * source.width / target.width + 1)
        }
        rgb.reserveCapacity(target.width * target.height * 3)
    }

    /// The source rows output row `row` averages.
    private func sourceRows(of row: Int) -> Range<Int> {
        let start = row * source.height / target.height
        return start..<max((row + 1) * source.height / target.height, start + 1)
    }

    /// Whether every output row is done.
    var isComplete: Bool { rgb.count == target.width * target.height * 3 }

    /// Adds the next source row: `source.width` pixels of red, green, blue.
    mutating func add(row pixels: ArraySlice<UInt8>) {
        let y = nextSourceRow
        nextSourceRow += 1
        var row = rgb.count / (target.width * 3)
        while row < target.height, sourceRows(of: row).lowerBound <= y {
            let rows = sourceRows(of: row)
            if rows.contains(y) {
                var rowSums = sums[row] ?? Array(repeating: 0, count: target.width * 3)
                let base = pixels.startIndex
                for column in 0..<target.width {
                    var red = 0
                    var green = 0
                    var blue = 0
                    for x in columnStarts[column]..<columnEnds[column] {
                        red += Int(pixels[base + x * 3])
                        green += Int(pixels[base + x * 3 + 1])
                        blue += Int(pixels[base + x * 3 + 2])
                    }
                    rowSums[column * 3] += red
                    rowSums[column * 3 + 1] += green
                    rowSums[column * 3 + 2] += blue
                }
                sums[row] = rowSums
            }
            row += 1
        }
        // Rows whose last source row this was are done, in order.
        while !isComplete {
            let row = rgb.count / (target.width * 3)
            let rows = sourceRows(of: row)
            guard rows.upperBound <= y + 1, let rowSums = sums.removeValue(forKey: row) else { break }
            for column in 0..<target.width {
                let count = rows.count * (columnEnds[column] - columnStarts[column])
                for channel in 0..<3 {
                    rgb.append(UInt8((rowSums[column * 3 + channel] + count / 2) / count))
                }
            }
        }
    }
}
