/// How a committed reference file departs from the canonical form.
///
/// Canonical bytes are UTF-8 without a byte order mark, LF line ends, Unicode NFC, and exactly one
/// final newline. A reference in another form fails with its own message rather than a whole-file diff.
public enum NonCanonicalForm: Equatable, Sendable {
    /// The file starts with a UTF-8 byte order mark.
    case byteOrderMark
    /// The file has CRLF line ends (often from `core.autocrlf`).
    case crlfLineEnds
    /// The file's text is not in Unicode Normalization Form C.
    case notNFC
    /// The file does not end with a newline (or is empty).
    case missingFinalNewline
    /// The file ends with more than one newline (a trailing blank line).
    case extraFinalNewlines

    /// A sentence for failure messages.
    public var explanation: String {
        switch self {
        case .byteOrderMark:
            "starts with a UTF-8 byte order mark (EF BB BF); references are UTF-8 without a BOM"
        case .crlfLineEnds:
            "has CRLF line ends; references use LF (check core.autocrlf and .gitattributes)"
        case .notNFC:
            "is not in Unicode NFC (decomposed accents?); references are NFC, compared as bytes"
        case .missingFinalNewline:
            "does not end with a newline; references end with exactly one"
        case .extraFinalNewlines:
            "ends with more than one newline; references end with exactly one (rendered text's "
                + "trailing blank lines are dropped)"
        }
    }
}
