/// Why a snapshot or suite name was refused.
///
/// Names become file names under the snapshot directory, so anything that could escape it,
/// hide the file, or be rejected by a common file system is refused before any file is touched.
public enum SnapshotNameError: Error, Equatable, Sendable {
    /// The name is empty.
    case empty
    /// The name contains `/` or `\`, which would create or escape folders.
    case pathSeparator
    /// The name contains `..` (or is `.`), which could refer to a parent folder.
    case relativeReference
    /// The name starts with `.`, which would make a hidden file.
    case leadingDot
    /// The name contains a control character (C0, DEL, C1, bidi or line/paragraph separators).
    case controlCharacter(Unicode.Scalar)
    /// The name contains a character that Windows or macOS file systems reject (`<>:"|?*`).
    case reservedCharacter(Character)
    /// The name starts or ends with a space, which file systems and shells treat inconsistently.
    case surroundingSpace
    /// The name is longer than the given number of UTF-8 bytes allowed.
    case tooLong(limit: Int)
    /// The name ends with `.`, which Windows drops from file names.
    case trailingDot
    /// The name ends with `.txt` or `.new` (in any letter case), the harness's own file extensions,
    /// which would make `Suite/a.txt` and `Suite/a` ambiguous; the extension is given.
    case fileExtension(String)
    /// The name is a Windows device name (`CON`, `PRN`, `AUX`, `NUL`, `COM1`…`COM9`, `LPT1`…`LPT9`),
    /// alone or before a `.`, in any letter case; the device name is given.
    case deviceName(String)

    /// A sentence for failure messages.
    public var explanation: String {
        switch self {
        case .empty: "a name cannot be empty"
        case .pathSeparator: "a name cannot contain / or \\ (use the suite for folders)"
        case .relativeReference: "a name cannot be . or contain .."
        case .leadingDot: "a name cannot start with . (hidden file)"
        case .controlCharacter(let scalar):
            "a name cannot contain the control character U+\(String(scalar.value, radix: 16, uppercase: true))"
        case .reservedCharacter(let character): "a name cannot contain \(character) (reserved on Windows)"
        case .surroundingSpace: "a name cannot start or end with a space"
        case .tooLong(let limit): "a name cannot be longer than \(limit) UTF-8 bytes"
        case .trailingDot: "a name cannot end with . (Windows drops it)"
        case .fileExtension(let suffix):
            "a name cannot end with \(suffix) (give the name without the file extension)"
        case .deviceName(let device): "a name cannot be the Windows device name \(device)"
        }
    }
}
