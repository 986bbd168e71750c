/// An angle, such as a hue on the colour wheel, convertible between degrees, radians and turns.
///
/// Stored in radians. No normalisation: 370° stays 370°. Named so that it never meets SwiftUI's
/// `Angle` in a file that imports both.
public struct HueAngle: Hashable, Sendable, Comparable {
    /// The angle in radians.
    public var radians: Double

    /// Creates an angle from radians.
    public init(radians: Double) {
        self.radians = radians
    }

    /// Creates an angle from degrees (180° is π radians).
    public init(degrees: Double) {
        self.radians = Self.radians(fromDegrees: degrees)
    }

    /// Creates an angle from a fraction of a full turn (1 turn is 360°).
    public init(turns: Double) {
        self.radians = turns * 2 * .pi
    }

    /// The angle in degrees.
    public var degrees: Double {
        get { Self.degrees(fromRadians: radians) }
        set { radians = Self.radians(fromDegrees: newValue) }
    }

    /// The angle as a fraction of a full turn.
    public var turns: Double { radians / (2 * .pi) }

    /// Converts degrees to radians.
    public static func radians(fromDegrees degrees: Double) -> Double {
        degrees * .pi / 180
    }

    /// Converts radians to degrees.
    public static func degrees(fromRadians radians: Double) -> Double {
        radians * 180 / .pi
    }

    /// Orders angles by their size in radians.
    public static func < (lhs: HueAngle, rhs: HueAngle) -> Bool {
        lhs.radians < rhs.radians
    }
}
