/// YCbCr to RGB in fixed point with libjpeg's tables (16 fraction bits, JFIF's coefficients), so
/// that pixels match what libjpeg decodes.
enum JPEGColorConverter {
    private static let fractionBits = 16
    private static let half = 1 << (fractionBits - 1)
    private static func fixed(_ value: Double) -> Int { Int(value * Double(1 << fractionBits) + 0.5) }

    /// By Cr: its part of red, in whole levels.
    private static let redFromCr: [Int] = (0..<256).map {
        (fixed(1.40200) * ($0 - 128) + half) >> fractionBits
    }
    /// By Cb: its part of blue, in whole levels.
    private static let blueFromCb: [Int] = (0..<256).map {
        (fixed(1.77200) * ($0 - 128) + half) >> fractionBits
    }
    /// By Cr and Cb: their parts of green, in fixed point (Cb's with the rounding half).
    private static let greenFromCr: [Int] = (0..<256).map { -fixed(0.71414) * ($0 - 128) }
    private static let greenFromCb: [Int] = (0..<256).map { -fixed(0.34414) * ($0 - 128) + half }

    /// Converts `count` pixels of luma, blue and red difference into red, green, blue triples.
    static func convert(luma: [UInt8], blue: [UInt8], red: [UInt8], count: Int, into rgb: inout [UInt8]) {
        let (redFromCr, blueFromCb) = (Self.redFromCr, Self.blueFromCb)
        let (greenFromCr, greenFromCb) = (Self.greenFromCr, Self.greenFromCb)
        for x in 0..<count {
            let y = Int(luma[x])
            let cb = Int(blue[x])
            let cr = Int(red[x])
            rgb[x * 3] = UInt8(clamping: y + redFromCr[cr])
            rgb[x * 3 + 1] = UInt8(clamping: y + (greenFromCb[cb] + greenFromCr[cr]) >> fractionBits)
            rgb[x * 3 + 2] = UInt8(clamping: y + blueFromCb[cb])
        }
    }
}
