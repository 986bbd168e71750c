import NotesViewModels
import UIKitStandIn

// snippet: GalleryPhotoCell
/// A gallery cell in UIKit: it holds its item's model and copies it in
/// `updateConfiguration(using:)`, which UIKit tracks, so a thumbnail arriving reconfigures this
/// cell alone and the data source applies no snapshot.
final class GalleryPhotoCell: UICollectionViewCell {
    private let nameLabel = UILabel()
    private let stateLabel = UILabel()
    var model: GalleryItemModel?
    var language = NotesLanguage.english

    required init() {
        super.init()
        addSubview(nameLabel)
        addSubview(stateLabel)
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        guard let model else { return }
        let selected = model.isSelected.value ? " ✓" : ""
        switch model.content.value {
        case .photo(let photo, let thumbnail):
            nameLabel.text = photo.name + selected
            stateLabel.text = PhotoPagerText.loadState(thumbnail, language: language)
        case .add:
            nameLabel.text = GalleryText.add(language) + selected
            stateLabel.text = nil
        }
    }
}
// end snippet
