import Foundation
import NotesViewModels
import SwiftUIStandIn

// snippet: ColorPickerView
/// The colour picker: the hue–saturation field dragged with a finger, a slider per axis, the hex
/// field with its error, the swatch, Done and Cancel.
struct ColorPickerView: View {
    let picker: ColorPickerViewModel

    var body: some View {
        VStack {
            Text(picker.title)
            Text("Hue and saturation")
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged {
                            picker.fieldDragged(
                                .moved, at: ColorPickerPoint(x: $0.location.x, y: $0.location.y))
                        }
                        .onEnded {
                            picker.fieldDragged(
                                .ended, at: ColorPickerPoint(x: $0.location.x, y: $0.location.y))
                        }
                )
                .onGeometryChange(for: CGSize.self, of: { $0.size }) {
                    picker.fieldResized(width: $0.width, height: $0.height)
                }
            Slider(value: Bindable(picker.hue).value) {
                Text(ColorPickerText.axisName(.hue, language: picker.language))
            }
            Slider(value: Bindable(picker.saturation).value) {
                Text(ColorPickerText.axisName(.saturation, language: picker.language))
            }
            Slider(value: Bindable(picker.brightness).value) {
                Text(ColorPickerText.brightness(picker.language))
            }
            HexFieldView(picker: picker)
            Text(picker.valueText.value)
            Button(ColorPickerText.done(picker.language)) { picker.doneTapped() }
            Button(ColorPickerText.cancel(picker.language)) { picker.cancelTapped() }
        }
    }
}

/// The hex field, with what is wrong with the text typed.
struct HexFieldView: View {
    let picker: ColorPickerViewModel

    var body: some View {
        TextField(ColorPickerText.hexField(picker.language), text: Bindable(picker.hexText).value)
        if let error = picker.hexError.value {
            Text(ColorPickerText.hexError(error, language: picker.language))
        }
    }
}
// end snippet
