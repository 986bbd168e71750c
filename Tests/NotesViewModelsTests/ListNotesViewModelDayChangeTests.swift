import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// The row dates follow the day: at each start of day the rows whose date text changed are published
/// with one changeset that updates exactly them.
@MainActor
@Suite struct ListNotesViewModelDayChangeTests {
    /// Every rows value and changeset the list publishes, in order.
    @MainActor
    final class Deliveries {
        var lines: [String] = []
        var changesets: [RowChangeset] = []
        let bag = SubscriptionBag()

        init(_ viewModel: ListNotesViewModel) {
            viewModel.rows.subscribeToChanges { [unowned self] rows, _ in
                lines.append("rows \(rows.map(\.dateText))")
            }
            .store(in: bag)
            viewModel.rowChanges.subscribe { [unowned self] changeset in
                lines.append("changes \(changeset)")
                changesets.append(changeset)
            }
            .store(in: bag)
        }
    }

    /// A timer effect whose timers run only when the test runs them, however late.
    @MainActor
    final class HeldTimers {
        var deadlines: [Date] = []
        var actions: [@MainActor @Sendable () -> Void] = []

        var scheduler: TimerScheduler {
            TimerScheduler { [self] deadline, action in
                deadlines.append(deadline)
                actions.append(action)
                return TimerCancellation {}
            }
        }
    }

    @Test func todaysTimesBecomeDatesAtMidnightInOneChangesetOfExactlyThoseRows() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        let deliveries = Deliveries(harness.viewModel)
        #expect(harness.dateTexts == ["7:30 AM", "5:00 AM", "12/01/27"])
        harness.clock.advance(to: ListNotesHarness.nextMidnight.addingTimeInterval(-1))
        #expect(deliveries.lines.isEmpty)
        harness.clock.advance(by: 1)
        #expect(
            deliveries.lines == [
                #"rows ["15/01/27", "15/01/27", "12/01/27"]"#,
                "changes \(RowChangeset(updated: [0, 1]))",
            ])
        #expect(deliveries.changesets == [RowChangeset(updated: [0, 1])])
        #expect(harness.titles == ["Groceries", "Ideas", "Trip to Oslo"])
    }

    @Test func nothingIsPublishedWhenNoDateTextChanges() {
        let harness = ListNotesHarness([.trip, .untitled])
        let deliveries = Deliveries(harness.viewModel)
        harness.clock.advance(to: ListNotesHarness.nextMidnight.addingTimeInterval(3 * 86_400 + 60))
        #expect(deliveries.lines.isEmpty)
        #expect(harness.dateTexts == ["12/01/27", "10/01/27"])
    }

    @Test func theNextMidnightIsScheduledAgainAndRefreshesWhatWasSavedThatDay() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        #expect(harness.clock.pendingDeadlines == [ListNotesHarness.nextMidnight])
        harness.clock.advance(to: ListNotesHarness.nextMidnight)
        let followingMidnight = ListNotesHarness.nextMidnight.addingTimeInterval(86_400)
        #expect(harness.clock.pendingDeadlines == [followingMidnight])
        harness.clock.advance(by: 9 * 3_600)
        harness.edit(2) { $0.title = "Trip to Bergen" }
        #expect(harness.dateTexts == ["9:00 AM", "15/01/27", "15/01/27"])
        let deliveries = Deliveries(harness.viewModel)
        harness.clock.advance(to: followingMidnight)
        #expect(deliveries.changesets == [RowChangeset(updated: [0])])
        #expect(harness.dateTexts == ["16/01/27", "15/01/27", "15/01/27"])
        #expect(harness.clock.pendingDeadlines == [followingMidnight.addingTimeInterval(86_400)])
    }

    @Test func aRowDatedInTheFutureBecomesATimeOnItsDay() {
        var tomorrow = ListNoteSpec.ideas
        tomorrow.age = -25 * 3_600
        let harness = ListNotesHarness([.groceries, tomorrow, .trip])
        let deliveries = Deliveries(harness.viewModel)
        #expect(harness.dateTexts == ["16/01/27", "7:30 AM", "12/01/27"])
        harness.clock.advance(to: ListNotesHarness.nextMidnight)
        #expect(deliveries.changesets == [RowChangeset(updated: [0, 1])])
        #expect(harness.dateTexts == ["9:00 AM", "15/01/27", "12/01/27"])
    }

    @Test func theUpdatedRowsAreExactlyThoseWhoseTextChangedAmongManyDays() throws {
        // A note every 37 minutes from three days ahead to ten days back, several saved at one moment.
        let specs = (-120..<390).map { step in
            ListNoteSpec(title: "Note \(step)", age: Double(step / 2 * 2) * 37 * 60)
        }
        let harness = ListNotesHarness(specs)
        let before = harness.dateTexts
        let deliveries = Deliveries(harness.viewModel)
        harness.clock.advance(to: ListNotesHarness.nextMidnight)
        let after = harness.dateTexts
        let changed = before.indices.filter { before[$0] != after[$0] }
        #expect(changed.count > 40)
        #expect(deliveries.changesets == [RowChangeset(updated: changed)])
        #expect(after.filter { $0.hasSuffix("M") }.count == before.filter { $0.hasPrefix("16/01") }.count)
    }

    @Test func whileSearchingOnlyTheListedRowsAreUpdatedAndKeepTheirMatches() throws {
        let harness = ListNotesHarness(ListNoteSpec.three)
        harness.viewModel.searchTextChanged("oslo")
        harness.edit(2) { $0.content += "\nFerry" }
        #expect(harness.titles == ["Trip to Oslo"])
        let deliveries = Deliveries(harness.viewModel)
        harness.clock.advance(to: ListNotesHarness.nextMidnight)
        #expect(deliveries.changesets == [RowChangeset(updated: [0])])
        let row = try #require(harness.viewModel.rows.value.first)
        #expect(row.dateText == "15/01/27")
        #expect(row.matches?.title.isEmpty == false)
        #expect(harness.viewModel.searchState.value == .active(query: "oslo", countText: "1 of 3"))
    }

    @Test func selfDestructStillFiresBeforeAndAfterMidnight() {
        var soon = ListNoteSpec.ideas
        soon.selfDestructIn = 60
        var tomorrow = ListNoteSpec.trip
        tomorrow.selfDestructIn = 20 * 3_600
        let harness = ListNotesHarness([.groceries, soon, tomorrow])
        let deliveries = Deliveries(harness.viewModel)
        #expect(
            harness.clock.pendingDeadlines == [
                ListNotesHarness.start.addingTimeInterval(60), ListNotesHarness.nextMidnight,
            ])
        harness.clock.advance(by: 21 * 3_600)
        #expect(
            deliveries.changesets == [
                RowChangeset(deleted: [1]), RowChangeset(updated: [0]), RowChangeset(deleted: [1]),
            ])
        #expect(harness.titles == ["Groceries"])
        #expect(harness.dateTexts == ["15/01/27"])
        #expect(harness.clock.pendingDeadlines == [ListNotesHarness.nextMidnight.addingTimeInterval(86_400)])
    }

    @Test func aReleasedListLeavesNoTimerPending() {
        let clock = ManualTimerClock(start: ListNotesHarness.start)
        let dated = Note(
            id: IDGenerator.incrementing().newNoteID(), title: "Dated",
            selfDestructDate: ListNotesHarness.start.addingTimeInterval(60), createdAt: ListNotesHarness.start
        )
        let library = NotesLibrary(notebook: Notebook(notes: [dated]))
        do {
            let list = ListNotesViewModel(
                library: library, environment: ListNotesHarness.environment(clock: clock))
            #expect(list.rows.value.count == 1)
            #expect(clock.pendingDeadlines == [ListNotesHarness.nextMidnight])
        }
        #expect(clock.pendingDeadlines.isEmpty)
        clock.advance(by: 2 * 86_400)
        #expect(library.notebook.noteCount == 1)
    }

    @Test func aTimerThatFiresDaysLateMovesTheDatesToTheDayItFires() throws {
        let clock = ManualTimerClock(start: ListNotesHarness.start)
        let held = HeldTimers()
        var environment = ListNotesHarness.environment(clock: clock)
        environment.scheduler = held.scheduler
        let ids = IDGenerator.incrementing()
        let twoDaysLater = ListNotesHarness.start.addingTimeInterval(2 * 86_400)
        let notes = [
            Note(
                id: ids.newNoteID(), title: "Planned", createdAt: twoDaysLater.addingTimeInterval(2 * 3_600)),
            Note(
                id: ids.newNoteID(), title: "Today", createdAt: ListNotesHarness.start.addingTimeInterval(-60)
            ),
            Note(
                id: ids.newNoteID(), title: "Old",
                createdAt: ListNotesHarness.start.addingTimeInterval(-86_400)),
        ]
        let list = ListNotesViewModel(
            library: NotesLibrary(notebook: Notebook(notes: notes)), environment: environment)
        let deliveries = Deliveries(list)
        #expect(list.rows.value.map(\.dateText) == ["17/01/27", "7:59 AM", "14/01/27"])
        #expect(held.deadlines == [ListNotesHarness.nextMidnight])
        clock.advance(to: twoDaysLater)
        try #require(held.actions.count == 1)
        held.actions[0]()
        #expect(deliveries.changesets == [RowChangeset(updated: [0, 1])])
        #expect(list.rows.value.map(\.dateText) == ["10:00 AM", "15/01/27", "14/01/27"])
        #expect(held.deadlines.last == ListNotesHarness.nextMidnight.addingTimeInterval(2 * 86_400))
    }

    @Test func afterASkippedMidnightTheNextDayIsTwentyThreeHoursLong() throws {
        // In São Paulo on 4 November 2018 clocks went from 00:00 to 01:00.
        let saoPaulo = try #require(TimeZone(identifier: "America/Sao_Paulo"))
        let evening = try Date("2018-11-03T20:00:00-03:00", strategy: .iso8601)
        let harness = ListNotesHarness([.groceries], timeZone: saoPaulo, start: evening)
        #expect(harness.dateTexts == ["7:30 PM"])
        let oneOClock = try Date("2018-11-04T01:00:00-02:00", strategy: .iso8601)
        #expect(harness.clock.pendingDeadlines == [oneOClock])
        let deliveries = Deliveries(harness.viewModel)
        harness.clock.advance(to: oneOClock)
        #expect(deliveries.changesets == [RowChangeset(updated: [0])])
        #expect(harness.dateTexts == ["03/11/18"])
        let nextMidnight = try Date("2018-11-05T00:00:00-02:00", strategy: .iso8601)
        #expect(harness.clock.pendingDeadlines == [nextMidnight])
        #expect(nextMidnight.timeIntervalSince(oneOClock) == 23 * 3_600)
    }
}
