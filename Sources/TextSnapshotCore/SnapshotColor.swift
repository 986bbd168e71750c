/// A colour in a style sidecar: 8-bit red, green and blue, written `#RRGGBB`.
public struct SnapshotColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8

    /// A colour from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses `#RRGGBB` (upper- or lowercase hex digits); `nil` for anything else.
    public init?(hex: some StringProtocol) {
        let digits = Array(hex.utf8)
        guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return nil }
        var components: [UInt8] = []
        for index in stride(from: 1, to: 7, by: 2) {
            guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1]) else {
                return nil
            }
            components.append(high << 4 | low)
        }
        self.init(red: components[0], green: components[1], blue: components[2])
    }

    /// `#RRGGBB` with uppercase digits: the canonical spelling in sidecars and on the review page.
    public var description: String {
        "#"
            + [red, green, blue].map { component in
                let digits = String(component, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
