import Foundation
import NotesCore
import NotesTextUI
import NotesViewModels
import TextSnapshots

/// A note to put in a test library, before it has an id.
struct ListScreenNote {
    var title: String
    var content: String = ""
    var color: NoteColor = .white
    /// Seconds before the start when the note was last updated.
    var age: TimeInterval = 0
    /// Whether the note is a conflicted copy of another.
    var isConflictedCopy = false
    /// How important the note is.
    var importance: Importance = .normal
}

extension ListScreenNote {
    static let groceries = ListScreenNote(
        title: "Groceries", content: "Milk, eggs\nBread and butter", color: .green, age: 30 * 60)
    static let ideas = ListScreenNote(title: "Ideas", content: "A milk bar\nTiny garden", age: 3 * 3_600)
    static let trip = ListScreenNote(
        title: "Trip to Oslo", content: "Passport\nTickets", color: .red, age: 3 * 86_400)
    static let untitled = ListScreenNote(
        title: "", content: "Call the plumber\nabout the kitchen tap", color: .yellow, age: 5 * 86_400)
    static let three = [groceries, ideas, trip]

    static let many: [ListScreenNote] = [
        groceries, ideas, trip, untitled,
        ListScreenNote(title: "Book club", content: "Chapter 7", color: .blue, age: 6 * 86_400),
        ListScreenNote(title: "Passwords hint", content: "Ask Anna", age: 7 * 86_400),
        ListScreenNote(title: "Gift ideas", content: "Scarf\nBoard game", color: .purple, age: 9 * 86_400),
        ListScreenNote(title: "Car service", content: "Oil, tyres", color: .gray, age: 12 * 86_400),
        ListScreenNote(title: "Recipes", content: "Pancakes\nBorscht", color: .orange, age: 20 * 86_400),
        ListScreenNote(title: "Garden", content: "Tomatoes", color: .green, age: 40 * 86_400),
        ListScreenNote(title: "Movies", content: "Solaris", color: .magenta, age: 90 * 86_400),
        ListScreenNote(title: "Old notes", content: "", age: 400 * 86_400),
    ]

    static let longTitles: [ListScreenNote] = [
        ListScreenNote(
            title: "A very long title that cannot possibly fit on one line of a phone screen in portrait",
            content:
                "And a preview line that is also far too long to show in full at forty columns or eighty",
            color: .cyan, age: 60),
        ListScreenNote(
            title: "Escape \u{1B}[31mred\u{1B}[0m and a right-to-left \u{202E}override",
            content: "Tab\there", age: 2 * 86_400),
    ]

    static let cyrillicAndEmoji: [ListScreenNote] = [
        ListScreenNote(
            title: "Список покупок на неделю", content: "Молоко, яйца\nХлеб", color: .green, age: 10 * 60),
        ListScreenNote(title: "Ёлка 🎄 и подарки 🎁", content: "Купить гирлянду", color: .red, age: 2 * 3_600),
        ListScreenNote(title: "Family 👨‍👩‍👧 trip 🇳🇴", content: "Fjords 🏔️ and 👍🏽", age: 86_400),
        ListScreenNote(title: "日本語のメモ", content: "東京\n大阪", color: .blue, age: 2 * 86_400),
    ]
}

/// A list view model over test notes at a fixed moment, rendered by ``ListNotesScreen``.
@MainActor
final class ListScreenHarness {
    /// 2027-01-15 08:00:00 UTC.
    static let start = Date(timeIntervalSince1970: 1_800_000_000)
    /// The note the conflicted copies stand beside.
    static let original = Note.ID(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xCA, 0xFE)))

    let library: NotesLibrary
    let viewModel: ListNotesViewModel
    let noteIDs: [Note.ID]

    init(_ specs: [ListScreenNote], language: NotesLanguage = .english) {
        let clock = ManualTimerClock(start: Self.start)
        let ids = IDGenerator.incrementing()
        let notes = specs.map { spec in
            Note(
                id: ids.newNoteID(), title: spec.title, content: spec.content, color: spec.color,
                importance: spec.importance, createdAt: Self.start.addingTimeInterval(-spec.age),
                conflictedCopyOf: spec.isConflictedCopy ? Self.original : nil)
        }
        library = NotesLibrary(notebook: Notebook(notes: notes))
        noteIDs = notes.map(\.id)
        let formatter = NoteDateFormatter(
            now: clock.nowSource, calendar: Calendar(identifier: .gregorian), timeZone: .gmt,
            locale: Locale(identifier: language == .russian ? "ru_RU" : "en_001"))
        viewModel = ListNotesViewModel(
            library: library,
            environment: ListNotesEnvironment(
                now: clock.nowSource, ids: ids, dateFormatter: formatter, language: language,
                scheduler: clock.scheduler))
    }

    /// Russian notes, `count` of them, one minute apart.
    static func russian(count: Int) -> ListScreenHarness {
        ListScreenHarness(
            (0..<count).map {
                ListScreenNote(title: "Заметка \($0 + 1)", content: "Текст", age: Double($0 * 60))
            },
            language: .russian)
    }

    /// The id of the note made from the spec at `index`.
    func id(_ index: Int) -> Note.ID { noteIDs[index] }

    func render(
        width: Int, visibleRowCount: Int? = nil, firstRow: Int = 0, highlightedRow: Int? = nil
    ) -> String {
        ListNotesScreen(
            width: width, visibleRowCount: visibleRowCount, firstRow: firstRow, highlightedRow: highlightedRow
        ).render(viewModel)
    }

    /// The style sidecar of ``render(width:visibleRowCount:firstRow:highlightedRow:)``: the rows'
    /// swatches in their notes' colours, the search matches reversed.
    func style(
        width: Int, visibleRowCount: Int? = nil, firstRow: Int = 0, highlightedRow: Int? = nil
    ) -> SnapshotStyle {
        let screen = ListNotesScreen(
            width: width, visibleRowCount: visibleRowCount, firstRow: firstRow, highlightedRow: highlightedRow
        )
        return SnapshotStyle(
            colorSpans: screen.colorSpans(viewModel), highlightSpans: screen.highlightSpans(viewModel))
    }
}
