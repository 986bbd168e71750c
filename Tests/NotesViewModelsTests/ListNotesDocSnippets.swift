import Bindings
import Foundation
import NotesCore
import NotesViewModels

// The code of Docs/NotesKit.docc/ListNotes.md. Each region between `// snippet: name` and
// `// end snippet` is one code block of the article, character for character (after removing the
// region's common indentation); DocSnippetTests checks that they match, so the article's code is
// always code that compiles. It is compiled only: the live clock and timers are not for tests.

/// The table's animations, as the article's front end names them.
private enum RowAnimationStandIn {
    case automatic
}

/// A table view as the article's front end uses it.
@MainActor
private final class TableViewStandIn {
    var onSelect: (Int) -> Void = { _ in }
    var onSwipeDelete: (Int) -> Void = { _ in }

    func performBatchUpdates(_ updates: () -> Void) { updates() }
    func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimationStandIn) {}
    func insertRows(at indexPaths: [IndexPath], with animation: RowAnimationStandIn) {}
    func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    func reconfigureRows(at indexPaths: [IndexPath]) {}
}

/// The table's data source: the rows it draws.
@MainActor
private final class DataSourceStandIn {
    var rows: ListNotesRows!
}

/// A search bar as the article's front end uses it.
@MainActor
private final class SearchBarStandIn {
    var onTextChange: (String) -> Void = { _ in }
    var onCancel: () -> Void = {}
}

/// Presents the screen a destination names.
@MainActor
private final class RouterStandIn {
    func show(_ destination: ListNotesDestination?) {}
}

@MainActor
enum ListNotesDocSnippets {
    static func drive(library: NotesLibrary, formatter: NoteDateFormatter, localeIdentifier: String)
        -> ListNotesViewModel
    {
        let bag = SubscriptionBag()
        let (tableView, dataSource) = (TableViewStandIn(), DataSourceStandIn())
        let (searchBar, router) = (SearchBarStandIn(), RouterStandIn())
        func indexPath(_ row: Int) -> IndexPath { IndexPath(indexes: [0, row]) }
        // snippet: drive
        let list = ListNotesViewModel(
            library: library,
            environment: ListNotesEnvironment(
                now: .live, ids: .live, dateFormatter: formatter,
                language: NotesLanguage(localeIdentifier: localeIdentifier),
                scheduler: .live()))

        list.rows.subscribe { rows in dataSource.rows = rows }.store(in: bag)
        list.rowChanges.subscribe { changes in
            tableView.performBatchUpdates {
                tableView.deleteRows(at: changes.deleted.map(indexPath), with: .automatic)
                tableView.insertRows(at: changes.inserted.map(indexPath), with: .automatic)
                for move in changes.moved {
                    tableView.moveRow(at: indexPath(move.from), to: indexPath(move.to))
                }
            }
            tableView.reconfigureRows(at: changes.updated.map(indexPath))
        }
        .store(in: bag)
        list.destination.subscribe { destination in router.show(destination) }.store(in: bag)

        searchBar.onTextChange = { list.searchTextChanged($0) }
        searchBar.onCancel = { list.searchCancelled() }
        tableView.onSelect = { list.rowTapped(dataSource.rows[$0].id) }
        tableView.onSwipeDelete = { list.rowSwipedToDelete(dataSource.rows[$0].id) }
        // end snippet
        return list
    }
}
