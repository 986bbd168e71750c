import NotesCore
import NotesViewModels

/// One gallery cell drawn as a box of ``GalleryScreen/cellHeight`` lines: the photo's name and its
/// thumbnail's size or load state, or `+` for the add cell; heavy when selected.
struct GalleryCellBox {
    var cell: GalleryCell
    var width: Int
    /// Blank lines under the top border, where a front end draws the thumbnail.
    var thumbnailRows = 0
    var language: NotesLanguage

    var lines: [String] {
        let box: Box = cell.isSelected ? .heavy : .light
        let inner = width - 2
        let texts: [String]
        switch cell.content {
        case .add:
            texts = [TextLine.padded("+", toWidth: inner, alignment: .center), ""]
        case .photo(let photo, let thumbnail):
            texts = [photo.displayName, PhotoPagerText.loadState(thumbnail, language: language)]
        }
        let side = String(box.vertical)
        return [String(box.topLeft) + box.horizontalLine(inner) + String(box.topRight)]
            + Array(repeating: side + TextLine.spaces(inner) + side, count: thumbnailRows)
            + texts.map {
                side + TextLine.padded(TextLine.truncated($0, toWidth: inner), toWidth: inner) + side
            }
            + [String(box.bottomLeft) + box.horizontalLine(inner) + String(box.bottomRight)]
    }
}
