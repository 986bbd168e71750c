import Foundation
import NotesCore
import NotesTerminal
import NotesViewModels
import Terminal
import Testing

/// The editor's keys that move in or add to the text, the self-destruct date's steps and the way it
/// is written, and what the focused custom square says.
@MainActor
@Suite struct NotesTerminalAppEditorKeyTests {
    /// A new note titled "Title" with `lines` as its text, typed with Enter between them.
    static func newNote(_ harness: inout TerminalAppHarness, lines: [String]) {
        harness.press(.character("n"))
        harness.type("Title")
        harness.press(.tab)
        for (index, line) in lines.enumerated() {
            if index > 0 { harness.press(.enter) }
            harness.type(line)
        }
    }

    @Test func controlHomeAndControlEndGoToTheStartAndTheEndOfTheWholeText() async throws {
        var harness = await TerminalAppHarness.launched()
        Self.newNote(&harness, lines: ["one", "two", "three"])
        let editor = try #require(harness.shownEditor)
        // From the end of the last line: Home alone would go to the start of "three".
        harness.press(TerminalKeyPress(.home, modifiers: .control))
        harness.type("<")
        #expect(editor.content.value == "<one\ntwo\nthree")
        // From the first line: End alone would go to the end of "<one".
        harness.press(TerminalKeyPress(.end, modifiers: .control))
        harness.type(">")
        #expect(editor.content.value == "<one\ntwo\nthree>")
    }

    @Test func controlJIsEnterAndNeverJoinsTheLines() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.character("n"))
        harness.type("Title")
        // A line feed in the title goes on to the text, as Enter does.
        harness.press(.control("j"))
        harness.type("one")
        // In the text it starts a new line.
        harness.press(.control("j"))
        harness.type("two")
        let editor = try #require(harness.shownEditor)
        #expect(editor.title.value == "Title")
        #expect(editor.content.value == "one\ntwo")
    }

    @Test func selfDestructStepsBackNeverReachNowAndShiftStepsAnHour() async throws {
        var harness = await TerminalAppHarness.launched()
        let now = TerminalAppHarness.start
        Self.newNote(&harness, lines: ["Step"])
        // Content, colour, importance, self-destruct; Space turns it on, a day from now.
        harness.press(.tab, .tab, .tab, .character(" "))
        let editor = try #require(harness.shownEditor)
        #expect(editor.isSelfDestructEnabled.value)
        #expect(editor.selfDestructDate.value == now.addingTimeInterval(86_400))
        // A day back would be now: the date stays, and the editor says why.
        harness.press(.left)
        #expect(editor.selfDestructDate.value == now.addingTimeInterval(86_400))
        #expect(harness.lines.joined().contains("must be in the future"))
        // Shift steps an hour, back and forth; the next key closed the refusal.
        harness.press(TerminalKeyPress(.left, modifiers: .shift))
        #expect(!harness.lines.joined().contains("must be in the future"))
        #expect(editor.selfDestructDate.value == now.addingTimeInterval(82_800))
        harness.press(TerminalKeyPress(.left, modifiers: .shift), TerminalKeyPress(.right, modifiers: .shift))
        #expect(editor.selfDestructDate.value == now.addingTimeInterval(82_800))
        harness.press(.right)
        #expect(editor.selfDestructDate.value == now.addingTimeInterval(169_200))
    }

    @Test func doneRefusesASelfDestructDateThatHasPassedAndSaysWhy() async throws {
        var harness = await TerminalAppHarness.launched()
        let now = TerminalAppHarness.start
        Self.newNote(&harness, lines: ["Step"])
        harness.press(.tab, .tab, .tab, .character(" "))
        // The date, a day from now, passes while the note is typed.
        harness.clock.advance(by: 86_400)
        harness.press(.control("s"))
        #expect(!harness.titles.contains("Title"))
        #expect(harness.lines.joined().contains("Not saved: The self-destruct date has passed."))
        // A day later is saved with the date the user chose.
        harness.press(.right, .control("s"))
        let saved = try #require(harness.app.library.notebook.notes.first { $0.title == "Title" })
        #expect(saved.selfDestructDate == now.addingTimeInterval(2 * 86_400))
    }

    @Test func theSelfDestructDateIsWrittenInTheLocalesOrder() async throws {
        // The date a day after the harness's start, 2027-01-15 08:00 UTC.
        for (identifier, day) in [("en_US", "01/16/2027"), ("ru_RU", "16.01.2027"), ("en_GB", "16/01/2027")] {
            var harness = TerminalAppHarness(locale: Locale(identifier: identifier))
            await harness.app.launch()
            harness.press(.character("n"), TerminalKeyPress(.tab, modifiers: .shift), .character(" "))
            let line = try #require(harness.lines.first { $0.contains("2027") }, "\(identifier)")
            #expect(line.contains(day), "\(identifier): \(line)")
            #expect(!line.contains("2027-01-16"), "\(identifier): \(line)")
        }
    }

    @Test func theEmptyCustomSquareWithTheFocusSaysThatEnterPicksAColour() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.enter, .tab)
        #expect(!harness.lines.joined().contains("Pick a colour"))
        harness.press(.right, .right, .right)
        let editor = try #require(harness.shownEditor)
        #expect(editor.colorSelector.squares.value.last?.color == nil, "the custom square is empty")
        #expect(harness.lines.suffix(2).contains { $0.contains("Enter Pick a colour") })
        // Back on a square with a colour, the hint goes.
        harness.press(.left)
        #expect(!harness.lines.joined().contains("Pick a colour"))
    }
}
