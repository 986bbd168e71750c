/// Constant-time lookup for the Basic Multilingual Plane, where nearly all text lives.
extension UnicodeWidthTable {
    /// The width of every scalar from U+0000 to U+FFFF (0, 1 or 2), built once from the ranges.
    ///
    /// 64 KiB, filled on first use; the ranges stay the single source of truth.
    static let basicPlaneWidths: [UInt8] = {
        var widths = [UInt8](repeating: 1, count: 0x1_0000)
        for range in wide where range.lowerBound <= 0xFFFF {
            for value in range.lowerBound...min(range.upperBound, 0xFFFF) { widths[Int(value)] = 2 }
        }
        for range in zeroWidth where range.lowerBound <= 0xFFFF {
            for value in range.lowerBound...min(range.upperBound, 0xFFFF) { widths[Int(value)] = 0 }
        }
        return widths
    }()

    /// The width of the scalar `value` out of context: 0, 1 or 2.
    ///
    /// A scalar in both tables counts as zero width.
    ///
    /// - Complexity: O(1) in the Basic Multilingual Plane, O(log *r*) above it for *r* ranges.
    static func width(of value: UInt32) -> Int {
        if value <= 0xFFFF { return Int(basicPlaneWidths[Int(value)]) }
        if contains(value, in: zeroWidth) { return 0 }
        if contains(value, in: wide) { return 2 }
        return 1
    }
}
