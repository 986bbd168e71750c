/// A validated snapshot or suite name: one path component that is safe on every file system.
///
/// The file of a snapshot is `<directory>/<suite>/<name>.txt`; both parts are `SnapshotName`s, so
/// no name can write outside the snapshot directory.
public struct SnapshotName: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The longest name accepted, in UTF-8 bytes, leaving room for `.txt.new` within 255 bytes.
    public static let maximumLength = 200

    /// The name as given.
    public let rawValue: String

    /// Validates a name.
    ///
    /// - Throws: ``SnapshotNameError`` when the name is empty, contains `/`, `\`, `..`,
    ///   control characters or `<>:"|?*`, starts with `.`, starts or ends with a space, ends with `.`,
    ///   `.txt` or `.new`, is a Windows device name (`CON`, `nul.x`, `com1`…), or is too long.
    /// - Complexity: O(*n*) in the length of the name.
    public init(_ rawValue: String) throws(SnapshotNameError) {
        try Self.validate(rawValue)
        self.rawValue = rawValue
    }

    /// The name itself.
    public var description: String { rawValue }

    /// Orders names by their Unicode scalars, independent of locale.
    public static func < (lhs: SnapshotName, rhs: SnapshotName) -> Bool {
        lhs.rawValue.unicodeScalars.lexicographicallyPrecedes(rhs.rawValue.unicodeScalars)
    }

    private static func validate(_ name: String) throws(SnapshotNameError) {
        if name.isEmpty { throw .empty }
        if name.utf8.count > maximumLength { throw .tooLong(limit: maximumLength) }
        if name == "." || name.contains("..") { throw .relativeReference }
        if name.hasPrefix(".") { throw .leadingDot }
        if name.hasPrefix(" ") || name.hasSuffix(" ") { throw .surroundingSpace }
        if name.hasSuffix(".") { throw .trailingDot }
        let lowercased = name.lowercased()
        for suffix in [".txt", ".new"] where lowercased.hasSuffix(suffix) {
            throw .fileExtension(String(name.suffix(suffix.count)))
        }
        let stem = String(lowercased.prefix { $0 != "." })
        if deviceNames.contains(stem) { throw .deviceName(String(name.prefix(stem.count))) }
        for scalar in name.unicodeScalars {
            if scalar == "/" || scalar == "\\" { throw .pathSeparator }
            if isControl(scalar) { throw .controlCharacter(scalar) }
            if "<>:\"|?*".unicodeScalars.contains(scalar) { throw .reservedCharacter(Character(scalar)) }
        }
    }

    /// Names Windows reserves for devices, lowercased; `COM¹`-style superscript digits included.
    private static let deviceNames: Set<String> = {
        var names: Set<String> = ["con", "prn", "aux", "nul", "conin$", "conout$"]
        for port in ["com", "lpt"] {
            for digit in ["1", "2", "3", "4", "5", "6", "7", "8", "9", "¹", "²", "³"] {
                names.insert(port + digit)
            }
        }
        return names
    }()

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
