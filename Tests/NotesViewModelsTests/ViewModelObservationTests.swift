import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Every screen's view model driven through random user actions while each of its properties is
/// tracked as a view tracks it (see ``ObservationChecker``): `onChange` fires exactly when a
/// property's value, after its deduplication, changed — never for an unchanged value, never missed.
@MainActor
@Suite struct ViewModelObservationTests {
    /// A named user action, made with the sequence's random numbers.
    typealias Action = (name: String, run: @MainActor (inout SeededRandomNumberGenerator) -> Void)

    static let sequences = 20
    static let steps = 150
    static let texts = ["", " ", "H", "Hi", "Groceries", "Ёлка 🎄", "milk", "a\nb"]

    /// Runs `sequences` random sequences of `actions` over the view models `make` builds.
    func drive(
        _ screen: String, seed: UInt64 = 1, rare: Set<String> = [],
        make: @MainActor () throws -> (viewModels: [(name: String, viewModel: AnyObject)], actions: [Action])
    ) throws {
        var fired = 0
        for sequence in 0..<UInt64(Self.sequences) {
            var random = SeededRandomNumberGenerator(seed: seed &* 1_000 &+ sequence)
            let (viewModels, actions) = try make()
            let checker = ObservationChecker(viewModels, seed: random.next())
            try #require(checker.entries.count >= 3, "\(screen): \(checker.names)")
            for step in 0..<Self.steps {
                var action = actions.randomElement(using: &random)!
                // Actions that end the screen come seldom, so that most of a sequence has it open.
                while rare.contains(action.name), Int.random(in: 0..<8, using: &random) != 0 {
                    action = actions.randomElement(using: &random)!
                }
                checker.action = "step \(step), \(action.name)"
                action.run(&random)
                checker.check()
                if !checker.failures.isEmpty { break }
            }
            try #require(checker.failures.isEmpty, "\(screen), sequence \(sequence): \(checker.failures)")
            fired += checker.fireCount
        }
        // The actions change what the screen shows.
        #expect(fired > Self.sequences * 5)
    }

    @Test func listNotesReportsExactlyTheChangedProperties() throws {
        try drive("list") {
            let harness = ListNotesHarness(ListNoteSpec.three + [.untitled])
            let list = harness.viewModel
            var next = 100
            let queries = ["", "a", "ap", "milk", "o", "z", "Gro"]
            let listed: @MainActor (inout SeededRandomNumberGenerator) -> Note.ID? = {
                list.rows.value.ids.randomElement(using: &$0)
            }
            let actions: [Action] = [
                ("search", { list.searchTextChanged(queries.randomElement(using: &$0)!) }),
                ("cancel search", { _ in list.searchCancelled() }),
                ("add", { _ in list.addTapped() }),
                ("tap row", { if let id = listed(&$0) { list.rowTapped(id) } }),
                ("swipe row", { if let id = listed(&$0) { list.rowSwipedToDelete(id) } }),
                ("edit", { _ in list.editTapped() }),
                ("toggle row", { if let id = listed(&$0) { list.rowToggled(id) } }),
                ("delete selected", { _ in list.deleteSelectedTapped() }),
                ("done editing", { _ in list.doneEditingTapped() }),
                ("dismiss", { _ in list.destinationDismissed() }),
                (
                    "save elsewhere",
                    { random in
                        next += 1
                        harness.library.save(
                            Note(
                                id: .fixture(index: next), title: Self.texts.randomElement(using: &random)!,
                                content: Self.texts.randomElement(using: &random)!,
                                createdAt: harness.clock.now))
                    }
                ),
                (
                    "edit elsewhere",
                    { random in
                        let index = Int.random(in: 0..<4, using: &random)
                        let title = Self.texts.randomElement(using: &random)!
                        harness.edit(index) { $0.title = title }
                    }
                ),
                (
                    "remove elsewhere",
                    { random in
                        let ids = harness.library.notebook.orderedNoteIDs.shuffled(using: &random).prefix(1)
                        _ = harness.library.removeNotes(withIDs: ids)
                    }
                ),
                (
                    "time passes",
                    { harness.clock.advance(by: Double(Int.random(in: 1...30, using: &$0)) * 3_600) }
                ),
            ]
            return ([("list", list)], actions)
        }
    }

    @Test func editNoteReportsExactlyTheChangedProperties() throws {
        try drive("editor", rare: ["done", "cancel", "delete confirmed"]) {
            let library = NotesLibrary.fixture()
            let editor =
                library.notebook.notes.isEmpty
                ? EditNoteViewModel.newNote(in: library)
                : try EditNoteViewModel.editing(.groceries, in: library)
            let actions: [Action] = [
                ("title", { editor.titleChanged(Self.texts.randomElement(using: &$0)!) }),
                ("content", { editor.contentChanged(Self.texts.randomElement(using: &$0)!) }),
                ("importance", { editor.importanceSelected(Importance.allCases.randomElement(using: &$0)!) }),
                ("self-destruct", { editor.selfDestructToggled(Bool.random(using: &$0)) }),
                (
                    "self-destruct date",
                    {
                        editor.selfDestructDateChanged(
                            Note.later.addingTimeInterval(Double(Int.random(in: -2...3, using: &$0)) * 86_400)
                        )
                    }
                ),
                ("content width", { editor.contentWidthChanged(Int.random(in: 1...12, using: &$0)) }),
                (
                    "keyboard",
                    { random in
                        let top = Double(Int.random(in: 200...400, using: &random))
                        editor.keyboardFrameChanged(
                            Rect(x: 0, y: top, width: 320, height: 480 - top),
                            viewFrame: Rect(x: 0, y: 0, width: 320, height: 480), safeArea: .zero)
                    }
                ),
                ("keyboard hidden", { _ in editor.keyboardHidden() }),
                (
                    "caret",
                    { random in
                        let y = Double(Int.random(in: 0...500, using: &random))
                        editor.caretFrameChanged(
                            Bool.random(using: &random) ? Rect(x: 10, y: y, width: 2, height: 20) : nil)
                    }
                ),
                ("done", { _ in editor.doneTapped() }),
                ("cancel", { _ in editor.cancelTapped() }),
                ("share", { _ in editor.shareTapped() }),
                ("delete", { _ in editor.deleteTapped() }),
                ("delete confirmed", { _ in editor.deleteConfirmed() }),
                ("delete cancelled", { _ in editor.deleteCancelled() }),
                ("dismiss destination", { _ in editor.destinationDismissed() }),
                (
                    "colour square",
                    {
                        editor.colorSelector.squareTapped(
                            [.white, .red, .green, .custom].randomElement(using: &$0)!)
                    }
                ),
                ("custom colour", { _ in editor.colorSelector.squareLongPressed(.custom) }),
                (
                    "pick colour",
                    { editor.pickColor([NoteColor.red, .green, .white].randomElement(using: &$0)!) }
                ),
                ("deleted elsewhere", { _ in _ = library.removeNotes(withIDs: [Note.groceries.id]) }),
                ("saved elsewhere", { _ in library.save(Note.groceries) }),
            ]
            return ([("editor", editor)], actions)
        }
    }

    @Test func colorSelectorReportsExactlyTheChangedProperties() throws {
        try drive("selector") {
            let memory = ColorPickerMemory()
            let selector = ColorSelectorViewModel(selectedColor: .white, memory: memory)
            let kinds: [ColorSelectorSquare.Kind] = [.white, .red, .green, .custom]
            let actions: [Action] = [
                ("tap", { selector.squareTapped(kinds.randomElement(using: &$0)!) }),
                ("long press", { selector.squareLongPressed(kinds.randomElement(using: &$0)!) }),
                (
                    "picked",
                    { random in
                        selector.colorPicked(
                            ColorPickerValue(
                                hue: Double(Int.random(in: 0...4, using: &random)) / 4, saturation: 1,
                                brightness: Double(Int.random(in: 0...2, using: &random)) / 2))
                    }
                ),
            ]
            return ([("selector", selector)], actions)
        }
    }

    @Test func colorPickerReportsExactlyTheChangedProperties() throws {
        try drive("picker", rare: ["done", "cancel", "dismissed"]) {
            let picker = ColorPickerViewModel(
                route: ColorPickerRoute(initialValue: .default, target: .colorSelector))
            func point(_ random: inout SeededRandomNumberGenerator) -> ColorPickerPoint {
                ColorPickerPoint(
                    x: Double(Int.random(in: -20...220, using: &random)),
                    y: Double(Int.random(in: -20...220, using: &random)))
            }
            let phases: [ColorPickerDragPhase] = [.began, .moved, .moved, .ended, .cancelled]
            let hexes = ["", "#", "#FF", "#FF0000", "00ff00", "#GGGGGG", "#123456", "12345"]
            let actions: [Action] = [
                (
                    "resize",
                    {
                        picker.fieldResized(
                            width: Double(Int.random(in: 0...2, using: &$0)) * 100, height: 200)
                    }
                ),
                (
                    "drag",
                    { random in picker.fieldDragged(phases.randomElement(using: &random)!, at: point(&random))
                    }
                ),
                ("tap", { picker.fieldTapped(at: point(&$0)) }),
                (
                    "slider",
                    { picker.brightnessSliderMoved(to: Double(Int.random(in: -1...21, using: &$0)) / 20) }
                ),
                (
                    "increment",
                    { random in
                        let axis = [ColorPickerAxis.hue, .saturation, .brightness].randomElement(
                            using: &random)!
                        if Bool.random(using: &random) {
                            picker.axisIncremented(axis, by: Bool.random(using: &random) ? .small : .large)
                        } else {
                            picker.axisDecremented(axis, by: Bool.random(using: &random) ? .small : .large)
                        }
                    }
                ),
                ("hex typed", { picker.hexTextChanged(hexes.randomElement(using: &$0)!) }),
                ("hex submitted", { _ in picker.hexSubmitted() }),
                ("hex entered", { picker.hexEntered(hexes.randomElement(using: &$0)!) }),
                ("done", { _ in picker.doneTapped() }),
                ("cancel", { _ in picker.cancelTapped() }),
                ("dismissed", { _ in picker.dismissed() }),
            ]
            return ([("picker", picker)], actions)
        }
    }
}
