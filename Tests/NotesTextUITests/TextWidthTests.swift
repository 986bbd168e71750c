import Testing

@testable import NotesTextUI

@Suite struct TextWidthTests {
    @Test func asciiIsOneColumnPerCharacter() {
        #expect(TextWidth.of("Groceries") == 9)
        #expect(TextWidth.of("") == 0)
    }
}
