import Bindings
import Foundation
import NotesCore
import NotesViewModels
import UIKitStandIn

// snippet: PhotoPagerViewController
/// The photo pager in UIKit: the title, the current photo and how its image is coming along,
/// Previous, Next and Delete, and the delete question presented from the pager's presentation.
final class PhotoPagerViewController: UIViewController {
    let pager: PhotoPagerViewModel
    private let titleLabel = UILabel()
    private let nameLabel = UILabel()
    private let loadLabel = UILabel()
    private let previousButton: UIButton
    private let nextButton: UIButton
    private let deleteButton: UIButton
    private let presentation: ViewSync<Photo.ID?>

    init(pager: PhotoPagerViewModel) {
        self.pager = pager
        presentation = ViewSync(pager.presentation)
        let language = pager.language
        previousButton = UIButton(
            primaryAction: UIAction(title: PhotoPagerText.previous(language)) { _ in pager.previousTapped() })
        nextButton = UIButton(
            primaryAction: UIAction(title: PhotoPagerText.next(language)) { _ in pager.nextTapped() })
        deleteButton = UIButton(
            primaryAction: UIAction(title: PhotoPagerText.delete(language)) { _ in pager.deleteTapped() })
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("PhotoPagerViewController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [titleLabel, nameLabel, loadLabel, previousButton, nextButton, deleteButton]
            as [UIView]
        {
            view.addSubview(subview)
        }
    }

    override func updateProperties() {
        super.updateProperties()
        titleLabel.text = pager.title.value
        let page = pager.pages.value.first(where: \.isCurrent)
        nameLabel.text = page?.photo.name
        loadLabel.text = page.map { PhotoPagerText.loadState($0.load, language: pager.language) }
        previousButton.isEnabled = pager.isPreviousEnabled.value
        nextButton.isEnabled = pager.isNextEnabled.value
        presentation.updateView { show($0) }
    }

    private func show(_ photo: Photo.ID?) {
        if presentedViewController != nil { dismiss(animated: true) }
        guard photo != nil else { return }
        let language = pager.language
        let dismissed = { [sync = self.presentation] in sync.viewChanged(nil) }
        let alert = UIAlertController(
            title: PhotoPagerText.deleteQuestion(language), message: nil, preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: PhotoPagerText.delete(language), style: .destructive) { [pager] _ in
                dismissed()
                pager.deleteConfirmed()
            })
        alert.addAction(
            UIAlertAction(title: PhotoPagerText.cancel(language), style: .cancel) { [pager] _ in
                dismissed()
                pager.deleteCancelled()
            })
        present(alert, animated: true)
    }
}
// end snippet
