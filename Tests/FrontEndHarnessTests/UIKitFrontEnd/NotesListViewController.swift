import Bindings
import Foundation
import NotesCore
import NotesViewModels
import UIKitStandIn

// snippet: NotesListViewController
/// The notes list in UIKit: the search field, the count, a collection view of the rows by id and
/// Add.
///
/// The data source applies a snapshot only when the identity list changes (a note added, deleted
/// or moved, a search narrowing the rows); what a row shows is its cell's to read.
final class NotesListViewController: UIViewController, UICollectionViewDelegate {
    let list: ListNotesViewModel
    private let searchField = UITextField()
    private let countLabel = UILabel()
    private let collectionView = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let addButton: UIButton
    private let search: ViewSync<String>
    private var dataSource: UICollectionViewDiffableDataSource<Int, Note.ID>?

    init(list: ListNotesViewModel) {
        self.list = list
        search = ViewSync(list.searchQuery)
        addButton = UIButton(primaryAction: UIAction(title: list.labels.add) { _ in list.addTapped() })
        super.init(nibName: nil, bundle: nil)
        title = list.labels.title
    }

    required init?(coder: NSCoder) {
        fatalError("NotesListViewController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        searchField.placeholder = list.labels.searchPrompt
        searchField.addAction(
            UIAction { [search, searchField] _ in
                search.viewChanged(searchField.text ?? "", isComposing: searchField.markedTextRange != nil)
            }, for: .editingChanged)
        let rows = UICollectionView.CellRegistration<NoteRowCell, Note.ID> { [list] cell, _, id in
            cell.labels = list.labels
            cell.model = list.rowModel(for: id)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, id in
            view.dequeueConfiguredReusableCell(using: rows, for: path, item: id)
        }
        collectionView.delegate = self
        for subview in [searchField, countLabel, collectionView, addButton] as [UIView] {
            view.addSubview(subview)
        }
    }

    override func updateProperties() {
        super.updateProperties()
        search.updateView { searchField.text = $0 }
        countLabel.text = list.countText.value
        var snapshot = NSDiffableDataSourceSnapshot<Int, Note.ID>()
        snapshot.appendSections([0])
        snapshot.appendItems(list.rowItems.value.map(\.id))
        dataSource?.apply(snapshot, animatingDifferences: true)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if let id = dataSource?.itemIdentifier(for: indexPath) { list.rowTapped(id) }
    }
}
// end snippet
