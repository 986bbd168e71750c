import NotesViewModels
import SwiftUIStandIn

/// The colour squares under the note: a tap chooses, a long press on the custom square opens the
/// picker.
struct ColorSelectorView: View {
    let selector: ColorSelectorViewModel

    var body: some View {
        HStack {
            ForEach(selector.squares.value, id: \.kind) { square in
                Button(ColorSelectorText.squareName(square.kind, language: selector.language)) {
                    selector.squareTapped(square.kind)
                }
                if square.isChecked {
                    Text(ColorSelectorText.checkMark(square.checkMark, language: selector.language))
                }
            }
        }
    }
}
