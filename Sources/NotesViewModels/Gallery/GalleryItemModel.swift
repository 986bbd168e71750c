import Bindings
import NotesCore

/// One cell of the gallery grid as the cell reads it: what it shows and whether the keyboard
/// selection is on it, each an observable value that changes only when this cell's does.
///
/// A cell reads ``content`` and ``isSelected`` in its own configuration (a SwiftUI cell view's
/// body, a UIKit cell's `updateConfiguration(using:)` or `updateProperties()`), so a thumbnail
/// arriving or the selection moving invalidates that cell alone; which cells there are, in which
/// order, is ``GalleryViewModel/itemIDs``. Get it from ``GalleryViewModel/itemModel(for:)``.
///
/// Main-actor isolated. The gallery keeps it up to date for as long as something holds it, and
/// holds it only weakly itself.
@MainActor
public final class GalleryItemModel: Identifiable {
    /// The item: its photo, or the add cell.
    public let id: GalleryItem.ID
    /// What the cell shows: the photo and its thumbnail, or the add cell.
    public let content: Property<GalleryCell.Content>
    /// Whether the keyboard selection is on the cell.
    public let isSelected: Property<Bool>

    let contentValue: MutableProperty<GalleryCell.Content>
    let isSelectedValue: MutableProperty<Bool>

    init(id: GalleryItem.ID, content: GalleryCell.Content, isSelected: Bool) {
        self.id = id
        contentValue = MutableProperty(content)
        isSelectedValue = MutableProperty(isSelected)
        self.content = contentValue
        self.isSelected = isSelectedValue
    }
}
