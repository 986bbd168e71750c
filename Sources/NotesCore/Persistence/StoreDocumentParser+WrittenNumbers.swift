/// Numbers for the fast path of ``StoreDocumentParser``, converted without making text of them.
extension StoreDocumentParser {
    /// The powers of ten that a `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// A finite JSON number, as ``number()`` reads it, or nil (with the position past whatever was
    /// read; the caller then starts over with the general path).
    ///
    /// A number whose digits, without the point, make an integer of at most 2⁵³ and that has at
    /// most 22 digits after the point is that integer divided by a power of ten: both are exact
    /// `Double`s, so the one division rounds correctly, to the value `Double(String)` reads (the
    /// store writes whole dates, and most colour channels and fractional dates, this way). Any
    /// other number is read from its text.
    /// - Complexity: O(*d*) in the number's length.
    mutating func writtenNumber() -> Double? {
        guard let range = numberToken() else { return nil }
        let digits = UnsafeBufferPointer(rebasing: bytes[range])
        if let value = Self.exactNumber(digits) { return value }
        guard let value = Double(String(decoding: digits, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    /// The value of a JSON number token without exponent that fits the exact case, or nil.
    private static func exactNumber(_ token: UnsafeBufferPointer<UInt8>) -> Double? {
        var position = 0
        let isNegative = token.first == UInt8(ascii: "-")
        if isNegative { position = 1 }
        var mantissa: UInt64 = 0
        var digitCount = 0
        var fractionDigits = 0
        var isFraction = false
        while position < token.count {
            let byte = token[position]
            position += 1
            if byte == UInt8(ascii: ".") {
                isFraction = true
                continue
            }
            let digit = byte &- UInt8(ascii: "0")
            // An exponent, or more digits than an `UInt64` surely holds.
            guard digit < 10, digitCount < 19 else { return nil }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            digitCount += 1
            if isFraction { fractionDigits += 1 }
        }
        guard mantissa <= 1 << 53, fractionDigits < exactPowersOfTen.count else { return nil }
        let magnitude = Double(mantissa) / exactPowersOfTen[fractionDigits]
        return isNegative ? -magnitude : magnitude
    }
}
