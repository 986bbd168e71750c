import Bindings
import Foundation
import NotesCore

/// The notes list: rows newest first, a count, search, selection for deletion and navigation to the
/// editor.
///
/// A front end subscribes to the properties and calls the methods named after what the user did
/// (`searchTextChanged(_:)`, `rowTapped(_:)`, …; see `ListNotesViewModel+Actions.swift`). Every change,
/// whether the user's or one committed to the ``NotesLibrary`` elsewhere (an editor saving, a note
/// self-destructing), is published as one batch: ``rows`` first, then exactly one ``RowChangeset`` on
/// ``rowChanges`` that turns the rows delivered before into the rows just delivered.
///
/// The date texts follow the day: at the start of each day in the formatter's calendar and time zone,
/// the rows whose date text changed (today's times become dates) are published as one batch whose
/// changeset only updates them.
///
/// Main-actor isolated. The view model subscribes to the library and keeps one timer for as long as
/// it lives, for the start of the next day; releasing it ends the subscription and cancels the timer.
/// Notes self-destruct through a ``SelfDestructTimer`` on the library, whether or not a list exists.
@MainActor
public final class ListNotesViewModel {
    /// The rows shown, newest first; filtered while searching.
    ///
    /// Built lazily (see ``ListNotesRows``).
    public let rows: Property<ListNotesRows>
    /// Which rows there are, in order, as ids, with no row built.
    ///
    /// It changes only when a row comes, goes or moves, never when a row's content does; a cell
    /// reads its row's content from ``rowModel(for:)``.
    public let rowItems: Property<ListNotesRowItems>
    /// One changeset per batch, after ``rows`` has been delivered: the row-level changes from the rows
    /// delivered before to the rows now delivered.
    ///
    /// Never sent empty.
    public let rowChanges = Signal<RowChangeset>()
    /// The count label for every note in the list, searching or not: "No Notes", "1 Note", "5 Notes".
    public let countText: Property<String>
    /// The count of the rows shown: "5 Notes" when every note is listed, the search's "3 of 120"
    /// while a query filters them, "0 of 120" when it finds nothing.
    public let shownCountText: Property<String>
    /// The search text as typed, empty when not searching; setting it is the user's typing,
    /// ``searchTextChanged(_:)``.
    public let searchQuery: EditableProperty<String>
    /// Whether a search filters the list, with its "3 of 120" count or its no-results message.
    public let searchState: Property<ListNotesSearchState>
    /// Browsing, or editing with the selected notes.
    public let mode: Property<ListNotesMode>
    /// The screen to present on top of the list, or `nil`.
    public let destination: Property<ListNotesDestination?>
    /// The screen's fixed words in the environment's language.
    public let labels: ListNotesLabels
    /// Whether every note is listed, or only the newest while the launch reads the rest, with its
    /// "Loading…" message; follows the library's ``NotesLibrary/loadState``.
    public let loadState: Property<ListNotesLoadState>

    let library: NotesLibrary
    let environment: ListNotesEnvironment
    let rowsValue: MutableProperty<ListNotesRows>
    let rowItemsValue: MutableProperty<ListNotesRowItems>
    /// The row models front ends hold, by note.
    var rowModels: [Note.ID: WeakReference<ListNotesRowModel>] = [:]
    var rowModelsKeptAtLastPrune = 0
    let countTextValue: MutableProperty<String>
    let shownCountTextValue: MutableProperty<String>
    let searchQueryValue = MutableProperty("")
    let searchStateValue = MutableProperty(ListNotesSearchState.inactive)
    let modeValue = MutableProperty(ListNotesMode.browsing)
    let destinationValue = MutableProperty<ListNotesDestination?>(nil)
    /// Written once per library change; its delivery, queued after the library's whole batch, refreshes.
    private let refreshRequests = MutableProperty(0, deduplication: .notifyEveryWrite)
    private let subscriptions = SubscriptionBag()
    /// Every note's key, in display order.
    var order: ListNotesOrder
    /// The notes the rows are built from.
    let notes: ListNotesNoteStore
    /// The search behind the current rows, or `nil` when not searching.
    var search: SearchResult?
    /// The results typed on the way to the current query, refined and reused per keystroke.
    private var searchHistory = ListNotesSearchHistory()
    /// Maps search results to rows without a hash lookup per row.
    private var searchOrder = ListNotesSearchOrder()
    /// Which keys of ``order`` the current rows are, or `nil` when not known.
    private var shown: ListNotesShownPositions?
    private var needsRefresh = false
    /// The moment the rows' date texts are relative to: the list's creation, then each start of day
    /// as its timer fires.
    ///
    /// Only its day matters; rows built between two starts of day use it rather
    /// than the clock, so a date text never changes without a changeset saying so.
    private var dateReference: Date
    private var dayTimer: TimerCancellation?

    /// Creates the list over `library`, listing every note it holds.
    ///
    /// Notes self-destruct whether or not a list exists: a ``SelfDestructTimer`` (the app shell keeps
    /// one) removes them from the library, and the list follows.
    ///
    /// - Complexity: O(*n*) for *n* notes.
    public init(library: NotesLibrary, environment: ListNotesEnvironment) {
        self.library = library
        self.environment = environment
        labels = ListNotesLabels(language: environment.language)
        let language = environment.language
        loadState = library.loadState.map { state in
            switch state {
            case .complete: .complete
            case .loadingRest: .loading(message: ListNotesText.loading(language: language))
            }
        }
        order = ListNotesOrder(library.notebook)
        notes = ListNotesNoteStore(library.notebook, copy: library.takeNotesForList())
        searchOrder.prepare(index: library.searchIndex, order: order)
        shown = ListNotesShownPositions(version: order.version, count: order.keys.count, positions: nil)
        dateReference = environment.now()
        rowsValue = MutableProperty(
            ListNotesRows(
                keys: order.keys, notes: notes, search: nil,
                dateFormatter: environment.dateFormatter, reference: dateReference),
            deduplication: .notifyEveryWrite)
        rowItemsValue = MutableProperty(ListNotesRowItems(rowsValue.value))
        rowItems = rowItemsValue
        countTextValue = MutableProperty(
            ListNotesText.noteCount(order.keys.count, language: environment.language))
        shownCountTextValue = MutableProperty(countTextValue.value)
        rows = rowsValue
        countText = countTextValue
        shownCountText = shownCountTextValue
        let target = ActionTarget<ListNotesViewModel>()
        searchQuery = EditableProperty(searchQueryValue) { target.object?.searchTextChanged($0) }
        searchState = searchStateValue
        mode = modeValue
        destination = destinationValue
        library.changes.subscribe { [weak self] change in
            self?.libraryChanged(change)
        }
        .store(in: subscriptions)
        modeValue.subscribeToChanges { [weak self] _, _ in self?.refreshRowModelSelection() }
            .store(in: subscriptions)
        refreshRequests.subscribeToChanges { [weak self] _, _ in
            guard let self, needsRefresh else { return }
            needsRefresh = false
            refresh(highlightChanged: false)
        }
        .store(in: subscriptions)
        scheduleNextDayStart()
        target.object = self
    }

    /// Cancels the start-of-day timer; the library subscriptions end with the bag.
    ///
    /// Runs on whichever thread releases the list last (a main-actor `deinit` would need iOS 18.4 and
    /// macOS 15.4): it reads only the cancellation, which is `Sendable` and may be called from any
    /// thread, and the timer's action holds the list weakly, so a timer that fires meanwhile does
    /// nothing.
    deinit {
        dayTimer?()
    }

    /// Mirrors one library change and asks for one refresh after the library's batch.
    private func libraryChanged(_ change: NotesLibraryChange) {
        let notebook = library.notebook
        let edit = order.apply(change, notebook: notebook) { [notes] id in
            notes.note(withID: id) == notebook.note(withID: id)
        }
        notes.apply(
            change, notebook: library.notebook, copy: change == .replaced ? library.takeNotesForList() : nil)
        searchOrder.follow(change, edit: edit, index: library.searchIndex, order: order)
        if change == .replaced { searchHistory.removeAll() }
        if case .removed(let note) = change { searchHistory.noteRemoved(note.id) }
        needsRefresh = true
        refreshRequests.value += 1
    }

    /// Recomputes the rows for the current query and publishes them with their changeset, the search
    /// state, the count and the selection, as one batch.
    ///
    /// - Parameters:
    ///   - highlightChanged: whether the folded query changed, so every surviving row's match ranges
    ///     changed and the row counts as updated.
    /// - Complexity: for *n* notes of which *h* match: O(*n* / 64 + *h*) plus the search, which
    ///   scans only the last result's matches when the query extends it and nothing when the query
    ///   was searched since the library last changed, plus a changeset over the old and new rows.
    ///   After a library change, O(*n*) to follow it.
    func refresh(highlightChanged: Bool) {
        let oldRows = rowsValue.value
        let query = SearchQuery(searchQueryValue.value)
        let index = library.searchIndex
        var newKeys = order.keys
        var newShown = ListNotesShownPositions(
            version: order.version, count: order.keys.count, positions: nil)
        var newSearch: SearchResult?
        if !query.isEmpty {
            let result = searchHistory.search(query, in: index)
            newSearch = result
            if let positions = searchOrder.positions(matching: result, index: index, order: order) {
                newKeys = order.keys(at: positions)
                newShown.positions = positions
            } else {
                newKeys = order.keys.filter { result.contains($0.id) }
                newShown.version = nil
            }
        }
        let changeset =
            shown.flatMap { $0.changeset(to: newShown, everyRowUpdated: highlightChanged) }
            ?? RowChangeset(
                from: oldRows.keys, to: newKeys, sortedBy: ListNotesRowKey.displayOrder,
                contentEquals: { !highlightChanged && $0.stamp == $1.stamp })
        search = newSearch
        shown = newShown
        searchOrder.prepare(index: index, order: order)
        let language = environment.language
        batch {
            if !changeset.isEmpty {
                rowsValue.value = ListNotesRows(
                    keys: newKeys, notes: notes, search: newSearch,
                    dateFormatter: environment.dateFormatter, reference: dateReference)
                if !changeset.deleted.isEmpty || !changeset.inserted.isEmpty || !changeset.moved.isEmpty {
                    rowItemsValue.value = ListNotesRowItems(rowsValue.value)
                }
                rowChanges.send(changeset)
            }
            countTextValue.value = ListNotesText.noteCount(order.keys.count, language: language)
            shownCountTextValue.value =
                newSearch != nil && !query.isEmpty
                ? ListNotesText.searchCount(matching: newKeys.count, of: order.keys.count, language: language)
                : countTextValue.value
            if newSearch != nil, !query.isEmpty {
                let text = searchQueryValue.value
                searchStateValue.value =
                    newKeys.isEmpty
                    ? .noResults(query: text, message: ListNotesText.noResults(for: text, language: language))
                    : .active(
                        query: text,
                        countText: ListNotesText.searchCount(
                            matching: newKeys.count, of: order.keys.count, language: language))
            } else {
                searchStateValue.value = .inactive
            }
            pruneSelection()
            refreshRowModels()
        }
    }

    /// Drops selected notes that are no longer listed.
    private func pruneSelection() {
        guard case .editing(let selected) = modeValue.value, !selected.isEmpty else { return }
        let kept = selected.filter(isListed)
        if kept.count != selected.count { modeValue.value = .editing(selected: kept) }
    }

    /// Whether the note `id` is one of the current rows.
    ///
    /// - Complexity: O(1) on average.
    func isListed(_ id: Note.ID) -> Bool {
        guard library.note(withID: id) != nil else { return false }
        return search?.contains(id) ?? true
    }

    /// Schedules the next date-text refresh at the start of the day after ``dateReference``'s.
    ///
    /// Independent of the self-destruct timer. Should the calendar not give a start of day, the list
    /// looks again an hour later rather than never.
    private func scheduleNextDayStart() {
        let deadline =
            environment.dateFormatter.startOfNextDay(after: dateReference)
            ?? dateReference.addingTimeInterval(3_600)
        dayTimer = environment.scheduler(at: deadline) { [weak self] in
            self?.dayStarted(at: deadline)
        }
    }

    /// Moves the date texts to the new day: publishes the rows whose text changed, with one changeset
    /// that updates exactly those, or nothing if none did; then waits for the next day.
    ///
    /// - Complexity: O(log *n* + *k*) for *n* rows, *k* of them dated on the day that ended or the one
    ///   that began.
    private func dayStarted(at deadline: Date) {
        dayTimer = nil
        let reference = max(environment.now(), deadline)
        let rows = rowsValue.value
        let changed = rows.positionsWhoseDateTextChanges(relativeTo: reference)
        dateReference = reference
        if !changed.isEmpty {
            batch {
                rowsValue.value = rows.relative(to: reference)
                rowChanges.send(RowChangeset(updated: changed))
                refreshRowModels()
            }
        }
        scheduleNextDayStart()
    }
}
