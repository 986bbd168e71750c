import Bindings
import Foundation
import NotesCore
import NotesViewModels

/// A note to put in a test library, before it has an id.
struct ListNoteSpec {
    var title: String
    var content: String = ""
    var color: NoteColor = .white
    /// Seconds before the harness's start when the note was last updated.
    var age: TimeInterval = 0
    /// Seconds after the harness's start when the note self-destructs, if it does.
    var selfDestructIn: TimeInterval?
    /// How important the note is.
    var importance: Importance = .normal
}

extension ListNoteSpec {
    static let groceries = ListNoteSpec(
        title: "Groceries", content: "Milk, eggs\nBread", color: .green, age: 30 * 60)
    static let ideas = ListNoteSpec(title: "Ideas", content: "A milk bar\nTiny garden", age: 3 * 3_600)
    static let trip = ListNoteSpec(
        title: "Trip to Oslo", content: "Passport\nTickets", color: .red, age: 3 * 86_400)
    static let untitled = ListNoteSpec(title: "", content: "Call the plumber\nabout the tap", age: 5 * 86_400)
    static let three = [groceries, ideas, trip]
}

/// A list view model over a library of test notes, with a manual clock at a fixed start.
///
/// Ids come from one incrementing generator: the notes take 1, 2, 3… in the order given, so the
/// first new note gets the next number. Dates are formatted in UTC with `en_001` (English as used
/// worldwide: `h:mm a`, `dd/MM/yy`) or `ru_RU`, unless another time zone is given.
@MainActor
final class ListNotesHarness {
    /// 2027-01-15 08:00:00 UTC.
    static let start = Date(timeIntervalSince1970: 1_800_000_000)
    /// 2027-01-16 00:00:00 UTC: the first midnight after ``start`` in UTC.
    static let nextMidnight = Date(timeIntervalSince1970: 1_800_000_000 + 16 * 3_600)

    let clock: ManualTimerClock
    let library: NotesLibrary
    /// Removes notes as their dates pass, as the app shell's timer does.
    let selfDestruct: SelfDestructTimer
    let viewModel: ListNotesViewModel
    /// The effects the view model was made with.
    let environment: ListNotesEnvironment
    /// The ids of the notes, in the order of the specs.
    let noteIDs: [Note.ID]

    /// A list over `specs`, whose ages and self-destruct delays count from `start`.
    init(
        _ specs: [ListNoteSpec], language: NotesLanguage = .english, timeZone: TimeZone = .gmt,
        start: Date = ListNotesHarness.start
    ) {
        let clock = ManualTimerClock(start: start)
        let ids = IDGenerator.incrementing()
        let notes = specs.map { spec in
            let date = start.addingTimeInterval(-spec.age)
            return Note(
                id: ids.newNoteID(), title: spec.title, content: spec.content, color: spec.color,
                importance: spec.importance,
                selfDestructDate: spec.selfDestructIn.map { start.addingTimeInterval($0) },
                createdAt: date)
        }
        let library = NotesLibrary(notebook: Notebook(notes: notes))
        let environment = Self.environment(clock: clock, ids: ids, language: language, timeZone: timeZone)
        self.clock = clock
        self.library = library
        self.noteIDs = notes.map(\.id)
        self.environment = environment
        selfDestruct = SelfDestructTimer(library: library, now: clock.nowSource, scheduler: clock.scheduler)
        viewModel = ListNotesViewModel(library: library, environment: environment)
    }

    /// The effects of a list driven by `clock`, formatting dates in `timeZone`.
    static func environment(
        clock: ManualTimerClock, ids: IDGenerator = .incrementing(), language: NotesLanguage = .english,
        timeZone: TimeZone = .gmt
    ) -> ListNotesEnvironment {
        let formatter = NoteDateFormatter(
            now: clock.nowSource, calendar: Calendar(identifier: .gregorian), timeZone: timeZone,
            locale: Locale(identifier: language == .russian ? "ru_RU" : "en_001"))
        return ListNotesEnvironment(
            now: clock.nowSource, ids: ids, dateFormatter: formatter, language: language,
            scheduler: clock.scheduler)
    }

    /// The date texts of the rows, in order.
    var dateTexts: [String] { viewModel.rows.value.map(\.dateText) }

    /// The id of the note made from the spec at `index`.
    func id(_ index: Int) -> Note.ID { noteIDs[index] }

    /// The titles of the rows, in order.
    var titles: [String] { viewModel.rows.value.map(\.title) }

    /// Saves a changed copy of the note at `index`, stamped at the clock's current time.
    func edit(_ index: Int, _ change: (inout Note) -> Void) {
        guard var note = library.note(withID: id(index)) else { return }
        change(&note)
        note.updatedAt = clock.now
        library.save(note)
    }

    /// A recorder of every property and the changeset signal, labelled as a front end sees them.
    func recordEverything() -> Recorder {
        let recorder = Recorder()
        recorder.record(viewModel.rows, as: "rows")
        recorder.record(viewModel.countText, as: "countText")
        recorder.record(viewModel.searchQuery, as: "searchQuery")
        recorder.record(viewModel.searchState, as: "searchState")
        recorder.record(viewModel.mode, as: "mode")
        recorder.record(viewModel.destination, as: "destination")
        recorder.record(viewModel.rowChanges, as: "rowChanges")
        return recorder
    }
}
