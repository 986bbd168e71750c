import Bindings
import Foundation
import NotesViewModels
import UIKitStandIn

// snippet: GalleryViewController
/// The gallery in UIKit: the count, a collection view of the photos and the add cell by id, the
/// delete question and the add error presented from the gallery's one presentation.
///
/// A thumbnail arriving changes its cell's model alone: that cell is configured again and no
/// snapshot is applied. Cells come and go by id, so a delete does not shift what is loaded.
final class GalleryViewController: UIViewController, UICollectionViewDelegate {
    let gallery: GalleryViewModel
    private let countLabel = UILabel()
    private let collectionView = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let presentation: ViewSync<GalleryPresentation?>
    private var dataSource: UICollectionViewDiffableDataSource<Int, GalleryItem.ID>?

    init(gallery: GalleryViewModel) {
        self.gallery = gallery
        presentation = ViewSync(gallery.presentation)
        super.init(nibName: nil, bundle: nil)
        title = gallery.title
    }

    required init?(coder: NSCoder) {
        fatalError("GalleryViewController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let cells = UICollectionView.CellRegistration<GalleryPhotoCell, GalleryItem.ID> {
            [gallery] cell, _, id in
            cell.language = gallery.language
            cell.model = gallery.itemModel(for: id)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, id in
            view.dequeueConfiguredReusableCell(using: cells, for: path, item: id)
        }
        collectionView.delegate = self
        view.addSubview(countLabel)
        view.addSubview(collectionView)
    }

    override func updateProperties() {
        super.updateProperties()
        countLabel.text = GalleryText.count(gallery.photoCount.value, language: gallery.language)
        var snapshot = NSDiffableDataSourceSnapshot<Int, GalleryItem.ID>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(gallery.itemIDs.value))
        dataSource?.apply(snapshot, animatingDifferences: true)
        presentation.updateView { show($0) }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        switch dataSource?.itemIdentifier(for: indexPath) {
        case .photo(let id): gallery.photoTapped(id)
        case .add: gallery.addTapped()
        case nil: break
        }
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        if let id = dataSource?.itemIdentifier(for: indexPath) { gallery.cellAppeared(id) }
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        if let id = (cell as? GalleryPhotoCell)?.model?.id { gallery.cellDisappeared(id) }
    }

    private func show(_ presentation: GalleryPresentation?) {
        if presentedViewController != nil { dismiss(animated: true) }
        let language = gallery.language
        let dismissed = { [sync = self.presentation] in sync.viewChanged(nil) }
        switch presentation {
        case .deleteConfirmation(let photo):
            let alert = UIAlertController(
                title: GalleryText.deleteQuestion(photo, language: language), message: nil,
                preferredStyle: .alert)
            alert.addAction(
                UIAlertAction(title: GalleryText.delete(language), style: .destructive) { [gallery] _ in
                    dismissed()
                    gallery.deleteConfirmed()
                })
            alert.addAction(
                UIAlertAction(title: GalleryText.cancel(language), style: .cancel) { [gallery] _ in
                    dismissed()
                    gallery.deleteCancelled()
                })
            present(alert, animated: true)
        case .addError(let error):
            let alert = UIAlertController(
                title: GalleryText.addError(error, language: language), message: nil, preferredStyle: .alert)
            alert.addAction(
                UIAlertAction(title: GalleryText.ok(language), style: .default) { _ in dismissed() })
            present(alert, animated: true)
        case nil:
            break
        }
    }
}
// end snippet
