/// Scalars from every corner of Unicode that changes how text groups into characters, for fuzzing
/// text fields: letters, combining marks, joiners, variation selectors, regional indicators, skin
/// tones, Hangul jamo, Indic and Thai signs, line breaks, controls, emoji, CJK and right-to-left text.
enum UnicodeSamples {
    /// Inclusive ranges of scalar values, each a category the fuzzers draw from equally.
    static let categories: [[ClosedRange<UInt32>]] = [
        [0x61...0x7A, 0x41...0x5A, 0x30...0x39],  // ASCII letters and digits
        // Space, punctuation, keycap bases.
        [0x20...0x20, 0x2D...0x2F, 0x5F...0x5F, 0x23...0x23, 0x2A...0x2A],
        [0x0300...0x036F, 0x20D0...0x20F0, 0x1AB0...0x1AC0],  // combining marks, keycap U+20E3
        [0x200D...0x200D, 0x200C...0x200C],  // ZWJ, ZWNJ
        [0xFE0E...0xFE0F],  // variation selectors
        [0x1F1E6...0x1F1FF],  // regional indicators
        [0x1F3FB...0x1F3FF],  // skin tones
        [0x1F466...0x1F469, 0x1F600...0x1F64F, 0x2764...0x2764, 0x263A...0x263A, 0x1F3F4...0x1F3F4],  // emoji
        [0xE0020...0xE007F],  // tags (subdivision flags)
        [0x1100...0x1112, 0x1161...0x1175, 0x11A8...0x11C2, 0xAC00...0xAC10],  // Hangul jamo, syllables
        [0x0915...0x0939, 0x093E...0x094D, 0x0900...0x0903, 0x0E01...0x0E2E, 0x0E31...0x0E3A],  // Indic, Thai
        [0x0D...0x0D, 0x0A...0x0A, 0x0085...0x0085, 0x2028...0x2029],  // line breaks
        [0x00...0x1F, 0x7F...0x9F],  // C0 and C1 controls, DEL
        [0x4E00...0x4E20, 0x3041...0x3050, 0xFF01...0xFF10],  // CJK, kana, fullwidth
        [0x05D0...0x05EA, 0x0627...0x064A, 0x064B...0x0652, 0x0600...0x0605],  // Hebrew, Arabic, prepend
        [0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C...0x061C],  // bidi controls
        [0xFEFF...0xFEFF, 0xFFFD...0xFFFD, 0x00AD...0x00AD, 0x110BD...0x110BD],  // BOM, replacement, SHY
    ]

    /// One random scalar: a category, then a value in one of its ranges.
    static func scalar(using generator: inout some RandomNumberGenerator) -> Unicode.Scalar {
        let ranges = categories.randomElement(using: &generator)!
        let range = ranges.randomElement(using: &generator)!
        return Unicode.Scalar(UInt32.random(in: range, using: &generator))!
    }

    /// A random text of `count` scalars, as a string.
    static func text(count: Int, using generator: inout some RandomNumberGenerator) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<count { scalars.append(scalar(using: &generator)) }
        return String(scalars)
    }

    /// Texts that join the character before them when typed one scalar at a time.
    static let joiningTexts = [
        "e\u{301}", "हिंदी", "ไทย", "👍🏽", "🇺🇸", "👨\u{200D}👩\u{200D}👧", "❤\u{FE0F}", "1\u{FE0F}\u{20E3}",
        "\u{1100}\u{1161}\u{11A8}", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "\r\n",
    ]
}
