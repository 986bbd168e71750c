import Foundation
import NotesCore
import NotesViewModels

/// The notes list the list benchmarks measure: the benchmark corpus in a library, dates formatted
/// at a fixed moment, timers on a manual clock that never fires unless advanced.
@MainActor
struct BenchmarkList {
    let notes: [Note]
    /// The fixed moment dates are shown relative to.
    let start: Date
    let library: NotesLibrary
    let formatter: NoteDateFormatter
    /// The clock the list's timers run on; kept with the list.
    let clock: ManualTimerClock
    let list: ListNotesViewModel

    /// A list over `noteCount` corpus notes.
    init(noteCount: Int) {
        notes = BenchmarkCorpus.notes(count: noteCount)
        start = Date(timeIntervalSince1970: 1_800_000_000)
        library = NotesLibrary(notebook: Notebook(notes: notes))
        formatter = NoteDateFormatter(
            now: .fixed(start), calendar: Calendar(identifier: .gregorian), timeZone: .gmt,
            locale: Locale(identifier: "en_US_POSIX"))
        clock = ManualTimerClock(start: start)
        list = ListNotesViewModel(
            library: library,
            environment: ListNotesEnvironment(
                now: .fixed(start), ids: .incrementing(), dateFormatter: formatter, language: .english,
                scheduler: clock.scheduler))
    }
}
