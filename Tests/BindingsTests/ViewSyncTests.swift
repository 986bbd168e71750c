import Bindings
import Observation
import Testing

/// A text field as UIKit has it: writing the text ends any composition and puts the caret at the
/// end; typing inserts at the caret.
@MainActor
private final class CaretField {
    var text = ""
    var caret = 0
    var marked: Range<Int>?
    var writes = 0

    func write(_ newText: String) {
        writes += 1
        text = newText
        caret = newText.count
        marked = nil
    }

    func insert(_ typed: String) {
        var characters = Array(text)
        characters.insert(contentsOf: typed, at: caret)
        text = String(characters)
        caret += typed.count
    }

    func compose(_ composed: String) {
        let range = marked ?? caret..<caret
        var characters = Array(text)
        characters.replaceSubrange(range, with: Array(composed))
        text = String(characters)
        marked = range.lowerBound..<(range.lowerBound + composed.count)
        caret = marked?.upperBound ?? caret
    }
}

/// Runs `updateView` as a tracked method does: again only once something it read changed.
@MainActor
private final class TrackedRunner {
    private(set) var runs = 0
    var isDirty = true
    let body: () -> Void

    init(_ body: @escaping () -> Void) {
        self.body = body
        update()
    }

    func update() {
        guard isDirty else { return }
        isDirty = false
        runs += 1
        withObservationTracking(body) { [weak self] in
            MainActor.assumeIsolated { self?.isDirty = true }
        }
    }
}

@MainActor
@Suite struct ViewSyncTests {
    @Test func typingInTheMiddleKeepsTheCaretAndInvalidatesNothing() {
        let title = MutableProperty("Plan")
        let sync = ViewSync(EditableProperty(title))
        let field = CaretField()
        let runner = TrackedRunner { sync.updateView { field.write($0) } }
        field.caret = 0
        for character in "My " {
            field.insert(String(character))
            sync.viewChanged(field.text)
            #expect(!runner.isDirty, "the echo of a keystroke invalidates nothing")
            runner.update()
        }
        #expect(field.text == "My Plan" && title.value == "My Plan")
        #expect(field.writes == 1 && runner.runs == 1)
    }

    @Test func writingTheFieldOnEveryChangeEchoesTheKeystrokeAndMovesTheCaret() {
        // What the sync prevents: a field written with the model's value on every change.
        let title = MutableProperty("Plan")
        let field = CaretField()
        field.write(title.value)
        field.caret = 0
        for character in "My " {
            field.insert(String(character))
            title.value = field.text
            field.write(title.value)
        }
        #expect(field.text == "MPlany ")
    }

    @Test func aRefusedOrNormalisedEditAndTheModelsOwnChangeReachTheField() {
        let storage = MutableProperty("a")
        // The view model refuses a '#' and drops trailing spaces.
        let title = EditableProperty(storage) { edit in
            guard !edit.contains("#") else { return }
            var trimmed = Substring(edit)
            while trimmed.last == " " { trimmed = trimmed.dropLast() }
            storage.value = String(trimmed)
        }
        let sync = ViewSync(title)
        let field = CaretField()
        let runner = TrackedRunner { sync.updateView { field.write($0) } }
        field.insert("#")
        sync.viewChanged(field.text)
        runner.update()
        #expect(field.text == "a" && field.writes == 2)
        field.insert(" ")
        sync.viewChanged(field.text)
        runner.update()
        #expect(field.text == "a" && field.writes == 3)
        storage.value = "b"
        runner.update()
        #expect(field.text == "b" && field.writes == 4)
    }

    @Test func markedTextIsNeitherEditedNorOverwritten() {
        let title = MutableProperty("Plan ")
        let sync = ViewSync(EditableProperty(title))
        let field = CaretField()
        let runner = TrackedRunner { sync.updateView { field.write($0) } }
        field.compose("に")
        sync.viewChanged(field.text, isComposing: true)
        field.compose("にほ")
        sync.viewChanged(field.text, isComposing: true)
        #expect(title.value == "Plan ", "marked text is not the model's yet")
        title.value = "Other device"
        runner.update()
        #expect(field.text == "Plan にほ" && field.writes == 1, "nothing is written while composing")
        field.marked = nil
        field.text = "Plan 日本"
        sync.viewChanged(field.text)
        runner.update()
        #expect(title.value == "Plan 日本" && field.text == "Plan 日本" && field.writes == 1)
    }

    /// Random keystrokes, compositions, refused edits and the model's own changes, against a plain
    /// reference: the field shows the model's value after every update unless it composes, it is
    /// written exactly when it showed something else, and the echo of an accepted keystroke never
    /// invalidates the tracked method.
    @Test func randomSequencesAgainstAPlainReference() {
        for seed in 0..<2_000 {
            var random = SplitMix64(seed: UInt64(seed))
            let storage = MutableProperty("")
            let title = EditableProperty(storage) { edit in
                if !edit.contains("#") { storage.value = edit }
            }
            let sync = ViewSync(title)
            let field = CaretField()
            let runner = TrackedRunner { sync.updateView { field.write($0) } }
            var expectedWrites = 1
            var reference = ""
            var isComposing = false
            for _ in 0..<30 {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<5:
                    if isComposing { break }
                    field.caret = Int.random(in: 0...field.text.count, using: &random)
                    let typed = ["a", "b", " ", "#"].randomElement(using: &random) ?? "a"
                    field.insert(typed)
                    sync.viewChanged(field.text)
                    if !field.text.contains("#") { reference = field.text }
                    #expect(runner.isDirty == (reference != field.text), "seed \(seed)")
                case 5..<7:
                    field.compose(["に", "にほ", "にほん"].randomElement(using: &random) ?? "に")
                    isComposing = true
                    sync.viewChanged(field.text, isComposing: true)
                case 7:
                    guard isComposing, let marked = field.marked else { break }
                    var characters = Array(field.text)
                    characters.replaceSubrange(marked, with: Array("日本"))
                    field.text = String(characters)
                    field.caret = marked.lowerBound + 2
                    field.marked = nil
                    isComposing = false
                    sync.viewChanged(field.text)
                    reference = field.text
                default:
                    reference = ["", "x", "yy", reference].randomElement(using: &random) ?? ""
                    storage.value = reference
                }
                let needsWrite = !isComposing && field.text != reference
                runner.update()
                if needsWrite { expectedWrites += 1 }
                #expect(storage.value == reference, "seed \(seed)")
                #expect(field.writes == expectedWrites, "seed \(seed)")
                if !isComposing { #expect(field.text == reference, "seed \(seed)") }
            }
        }
    }
}
