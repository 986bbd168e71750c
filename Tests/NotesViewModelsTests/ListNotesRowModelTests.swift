import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Per-row models: each row an observable a cell reads, and an identity list that changes only when
/// rows come, go or move.
@MainActor
@Suite struct ListNotesRowModelTests {
    /// Counts the changes a held row model publishes.
    @MainActor
    final class Watched {
        let model: ListNotesRowModel
        var rowChanges = 0
        var tickChanges = 0
        private let bag = SubscriptionBag()

        init(_ model: ListNotesRowModel) {
            self.model = model
            model.row.subscribeToChanges { [weak self] _, _ in self?.rowChanges += 1 }.store(in: bag)
            model.isSelected.subscribeToChanges { [weak self] _, _ in self?.tickChanges += 1 }.store(in: bag)
        }
    }

    @Test func aTickChangesOneRowModelAndNoRowAndNoIdentity() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        let list = harness.viewModel
        let watched = harness.noteIDs.map { Watched(list.rowModel(for: $0)) }
        var identities = 0
        let identity = list.rowItems.subscribeToChanges { _, _ in identities += 1 }
        list.editTapped()
        list.rowToggled(harness.id(1))
        #expect(watched.map(\.tickChanges) == [0, 1, 0])
        #expect(watched.map(\.rowChanges) == [0, 0, 0])
        #expect(watched[1].model.isSelected.value)
        list.doneEditingTapped()
        #expect(watched.map(\.tickChanges) == [0, 2, 0])
        #expect(identities == 0)
        identity.cancel()
    }

    @Test func aDateAfterMidnightChangesOnlyTheRowsWhoseTextChanged() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        let list = harness.viewModel
        let watched = harness.noteIDs.map { Watched(list.rowModel(for: $0)) }
        var identities = 0
        let identity = list.rowItems.subscribeToChanges { _, _ in identities += 1 }
        harness.clock.advance(to: ListNotesHarness.nextMidnight)
        #expect(watched.map(\.rowChanges) == [1, 1, 0])
        #expect(watched[0].model.row.value.dateText == "15/01/27")
        #expect(identities == 0)
        identity.cancel()
    }

    @Test func aSearchChangesTheHighlightOfTheRowsThatStayAndTheIdentityOnlyWhenRowsGo() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        let list = harness.viewModel
        let watched = harness.noteIDs.map { Watched(list.rowModel(for: $0)) }
        var identities = 0
        let identity = list.rowItems.subscribeToChanges { _, _ in identities += 1 }
        list.searchTextChanged("mil")
        // Groceries and Ideas match "mil"; Trip goes.
        #expect(identities == 1)
        #expect(list.rowItems.value.map(\.id) == [harness.id(0), harness.id(1)])
        #expect(watched.prefix(2).map(\.rowChanges) == [1, 1])
        let tripChanges = watched[2].rowChanges
        list.searchTextChanged("milk")
        // The same rows: no identity change; both highlights grew; the row that is not listed shows
        // no match either way.
        #expect(identities == 1)
        #expect(watched.map(\.rowChanges) == [2, 2, tripChanges])
        #expect(watched[0].model.row.value.matches != nil)
        identity.cancel()
    }

    @Test func oneNoteEditedChangesItsRowModelAlone() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        let list = harness.viewModel
        let watched = harness.noteIDs.map { Watched(list.rowModel(for: $0)) }
        harness.edit(2) { $0.content = "Passport\nVisa" }
        #expect(watched.map(\.rowChanges) == [0, 0, 1])
        #expect(watched[2].model.row.value.preview == "Passport\nVisa")
        #expect(list.rowModel(for: harness.id(2)) === watched[2].model)
    }

    @Test func aRowModelLetGoOfIsFreed() {
        let harness = ListNotesHarness(ListNoteSpec.three)
        weak var weakModel: ListNotesRowModel?
        do {
            let model = harness.viewModel.rowModel(for: harness.id(0))
            weakModel = model
        }
        #expect(weakModel == nil)
        harness.edit(0) { $0.title = "Shopping" }
        #expect(harness.viewModel.rowModel(for: harness.id(0)).row.value.title == "Shopping")
    }

    /// Random searches, ticks, edits and deletes against a plain reference: every held model shows
    /// the row the rows would build for its note, notifies exactly when that row changed, and the
    /// identity list is the rows' ids, republished exactly when they changed.
    @Test func randomSessionsMatchTheRowsBuiltAfresh() {
        var random = SeededRandomNumberGenerator(seed: 0x31)
        let queries = ["", "m", "mi", "mil", "milk", "t", "ti", "g", "ga", "garden", "ба"]
        for _ in 0..<300 {
            let specs = (0..<12).map { index in
                ListNoteSpec(
                    title: ["Milk run", "Tickets", "Garden", "Баня", "Misc"][index % 5] + " \(index)",
                    content: ["milk\ntime", "tiny garden", "", "баранки"][index % 4],
                    age: Double(index) * 20_000)
            }
            let harness = ListNotesHarness(specs)
            let list = harness.viewModel
            let held = harness.noteIDs.filter { _ in random.next() % 2 == 0 }.map {
                Watched(list.rowModel(for: $0))
            }
            var identities = 0
            let identity = list.rowItems.subscribeToChanges { _, _ in identities += 1 }
            var lastIDs = list.rows.value.ids
            var expectedIdentities = 0
            var lastRows = held.map { $0.model.row.value }
            var lastTicks = held.map { $0.model.isSelected.value }
            var expectedRowChanges = held.map { _ in 0 }
            var expectedTickChanges = held.map { _ in 0 }
            for step in 0..<50 {
                switch random.next() % 6 {
                case 0, 1: list.searchTextChanged(queries[Int(random.next() % UInt64(queries.count))])
                case 2:
                    if list.mode.value.isEditing { list.doneEditingTapped() } else { list.editTapped() }
                case 3:
                    let ids = list.rows.value.ids
                    if !ids.isEmpty { list.rowToggled(ids[Int(random.next() % UInt64(ids.count))]) }
                case 4:
                    harness.clock.advance(by: 3_600)
                    harness.edit(Int(random.next() % 12)) { $0.content += " milk" }
                default:
                    let ids = list.rows.value.ids
                    if !ids.isEmpty, random.next() % 3 == 0 {
                        list.rowSwipedToDelete(ids[Int(random.next() % UInt64(ids.count))])
                    }
                }
                let rows = list.rows.value
                #expect(list.rowItems.value.map(\.id) == rows.ids, "step \(step)")
                if rows.ids != lastIDs { expectedIdentities += 1 }
                lastIDs = rows.ids
                let selection = list.mode.value.selection
                for (index, watched) in held.enumerated() {
                    let id = watched.model.id
                    // Its row where it is listed, else the row built for its note alone.
                    let reference = rows[ListNotesRowItem(id: id, position: -1)]
                    #expect(watched.model.row.value == reference, "step \(step)")
                    if reference != lastRows[index] { expectedRowChanges[index] += 1 }
                    lastRows[index] = reference
                    let ticked = selection.contains(id)
                    #expect(watched.model.isSelected.value == ticked, "step \(step)")
                    if ticked != lastTicks[index] { expectedTickChanges[index] += 1 }
                    lastTicks[index] = ticked
                }
                #expect(held.map(\.rowChanges) == expectedRowChanges, "step \(step)")
                #expect(held.map(\.tickChanges) == expectedTickChanges, "step \(step)")
            }
            #expect(identities == expectedIdentities)
            identity.cancel()
        }
    }
}
