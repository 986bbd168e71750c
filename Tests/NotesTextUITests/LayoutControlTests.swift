import Testing

@testable import NotesTextUI

@Suite struct LayoutControlTests {
    @Test func buttonsShowWhetherTheyAreEnabled() {
        #expect(ControlLabel.button("Done").text == "[Done]")
        #expect(ControlLabel.button("Done", isEnabled: false).text == "(Done)")
        #expect(ControlLabel.button("Готово").width == 8)
    }

    @Test func checkboxesShowTheirCheckedState() {
        #expect(ControlLabel.checkbox("Pin", isChecked: true).text == "[x] Pin")
        #expect(ControlLabel.checkbox("Pin", isChecked: false).text == "[ ] Pin")
        #expect(ControlLabel.checkbox("Pin", isChecked: true, isEnabled: false).text == "[x] (Pin)")
    }

    @Test func optionsMarkTheSelectedOneAndLineUp() {
        let options = [
            ControlLabel.option("Red", isSelected: false),
            ControlLabel.option("Green", isSelected: true),
            ControlLabel.option("Blue", isSelected: false, isEnabled: false),
        ]
        #expect(
            options.map(\.text).joined(separator: "\n") == """
                  Red
                > Green
                  (Blue)
                """)
    }

    @Test func titleBarCentresTheTitleOnTheWholeWidth() {
        let bar = TitleBar(
            left: .button("Cancel"), title: "New note", right: .button("Done", isEnabled: false))
        #expect(bar.render(width: 32) == "[Cancel]    New note      (Done)")
        #expect(TitleBar(left: .button("Back"), title: "Notes").render(width: 21) == "[Back]  Notes        ")
        #expect(TitleBar(title: "日本語").render(width: 10) == "  日本語  ")
    }

    @Test func titleBarShiftsTheTitleAwayFromAWideControl() {
        let bar = TitleBar(left: .button("All notes"), title: "Edit", right: .button("OK"))
        #expect(bar.render(width: 21) == "[All notes] Edit [OK]")
        #expect(bar.render(width: 24) == "[All notes] Edit    [OK]")
        #expect(bar.render(width: 20) == "[All notes] Ed… [OK]")
    }

    @Test func titleBarTruncatesTheTitleThenDropsIt() {
        let bar = TitleBar(left: .button("Cancel"), title: "A rather long title", right: .button("Done"))
        #expect(bar.render(width: 24) == "[Cancel] A rathe… [Done]")
        #expect(bar.render(width: 19) == "[Cancel] A…  [Done]")
        #expect(bar.render(width: 16) == "[Cancel]  [Done]")
        #expect(bar.render(width: 10) == "[Cancel]… ")
        #expect(bar.render(width: 0) == "")
    }

    @Test func titleBarIsAlwaysExactlyTheWidth() {
        let bar = TitleBar(
            left: .button("Назад"), title: "👨‍👩‍👧 日本語 notes", right: .checkbox("Pin", isChecked: true))
        for width in 0...40 {
            #expect(TextWidth.of(bar.render(width: width)) == width, "at \(width)")
        }
    }
}
