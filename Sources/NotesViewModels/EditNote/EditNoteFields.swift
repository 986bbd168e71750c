import Foundation
import NotesCore

/// Everything in the editor that undo restores: both texts, the colour selector (the selection
/// and the custom square), the importance and the self-destruct switch and date.
///
/// Copying one is O(1): the texts are shared, not copied.
struct EditNoteFields: Equatable {
    /// A text field of the editor, for coalescing typing.
    enum TextField: Hashable {
        case title, content
    }

    var title: String
    var content: String
    var colorSelector: ColorSelectorState
    var importance: Importance
    var isSelfDestructEnabled: Bool
    var selfDestructDate: Date
}
