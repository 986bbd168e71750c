/// Random text for the export tests: scalars of the kinds a file name must handle, drawn equally.
enum ExportRandomText {
    static let categories: [[ClosedRange<UInt32>]] = [
        [0x61...0x7A, 0x41...0x5A, 0x30...0x39],  // ASCII letters and digits
        [0x20...0x20, 0x2E...0x2F, 0x5C...0x5C, 0x3A...0x3A, 0x23...0x23],  // space . / \ : #
        [0x0300...0x036F],  // combining marks
        [0x200D...0x200D, 0xFE0F...0xFE0F, 0x1F3FB...0x1F3FF],  // ZWJ, VS16, skin tones
        [0x1F600...0x1F64F, 0x1F1E6...0x1F1FF],  // emoji, regional indicators
        [0x0D...0x0D, 0x0A...0x0A, 0x2028...0x2029, 0x0085...0x0085],  // line breaks
        [0x00...0x1F, 0x7F...0x9F],  // controls
        [0x4E00...0x4E20, 0xFF01...0xFF10, 0x0410...0x044F],  // CJK, fullwidth, Cyrillic
        [0x05D0...0x05EA, 0x202A...0x202E, 0x2066...0x2069, 0x200E...0x200F],  // Hebrew, bidi controls
        [0x00C0...0x00FF, 0x0130...0x0131, 0x1E9E...0x1E9E],  // Latin-1, dotted/dotless i, capital ß
    ]

    static func text(count: Int, using generator: inout some RandomNumberGenerator) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<count {
            let range = categories.randomElement(using: &generator)!.randomElement(using: &generator)!
            scalars.append(Unicode.Scalar(UInt32.random(in: range, using: &generator))!)
        }
        return String(scalars)
    }
}
