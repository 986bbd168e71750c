import Testing

@testable import NotesCore

/// The whitespace that ends and separates a preview's lines is decided from the scalar's value;
/// over every scalar it is the Unicode tables' `White_Space` property.
@Suite struct NonBlankLinesWhitespaceTests {
    @Test func whitespaceIsTheUnicodePropertyForEveryScalar() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if NonBlankLines.isWhitespace(scalar) != scalar.properties.isWhitespace {
                disagreements.append(value)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.map { String($0, radix: 16) })")
    }
}
