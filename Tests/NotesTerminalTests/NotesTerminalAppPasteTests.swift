import NotesCore
import NotesViewModels
import Terminal
import Testing

/// A paste is never dropped without a word.
///
/// On the colour picker it is the hex colour; where the editor's focus takes no text, the app says
/// so. The picker's shifted brightness keys take the
/// larger step, as its other shifted keys do.
@MainActor
@Suite struct NotesTerminalAppPasteTests {
    private func shownPicker(_ harness: TerminalAppHarness) -> ColorPickerViewModel? {
        if case .colorPicker(let picker) = harness.app.screen.value { picker } else { nil }
    }

    @Test(arguments: [["#"], []])
    func aColourPastedOnThePickerIsItsHex(opening: [String]) async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.character("n"), .tab, .tab, .enter)
        for key in opening { harness.type(key) }
        harness.send(.paste("#FF8800\nmore"))
        let picker = try #require(shownPicker(harness))
        #expect(picker.hexText.value == "#FF8800")
        harness.press(.enter)
        #expect(picker.value.value.hex == "#FF8800")
    }

    @Test func aColourPastedWithoutItsHashGetsOne() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.character("n"), .tab, .tab, .enter)
        harness.send(.paste("  00ff00 "))
        #expect(try #require(shownPicker(harness)).hexText.value == "#00ff00")
    }

    @Test func aPasteWhereTheEditorTakesNoTextSaysSo() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.character("n"), .tab, .tab)
        harness.send(.paste(String(repeating: "Twenty kilobytes. ", count: 1_000)))
        #expect(harness.lines.contains { $0.contains("Nothing here takes text") })
    }

    @Test func plusAndUnderscoreStepTheBrightnessFurtherThanEqualsAndMinus() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.character("n"), .tab, .tab, .enter)
        let picker = try #require(shownPicker(harness))
        harness.press(.character("-"))
        let small = picker.brightness.value
        harness.press(.character("="))
        let start = picker.brightness.value
        harness.press(.character("_"))
        let large = picker.brightness.value
        #expect(start - small > 0)
        #expect(start - large > 2 * (start - small))
        harness.press(.character("+"))
        #expect(abs(picker.brightness.value - start) < 1e-9)
    }
}
