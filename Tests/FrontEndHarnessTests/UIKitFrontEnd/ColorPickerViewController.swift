import Bindings
import Foundation
import NotesViewModels
import UIKitStandIn

// snippet: ColorPickerViewController
/// The colour picker in UIKit: a slider per axis and the hex field, each kept in step with the
/// picker through a `ViewSync`, the hex error, the value, Done and Cancel.
final class ColorPickerViewController: UIViewController {
    let picker: ColorPickerViewModel
    private let sliders: [(UISlider, ViewSync<Double>)]
    private let hexField = UITextField()
    private let hexText: ViewSync<String>
    private let errorLabel = UILabel()
    private let valueLabel = UILabel()
    private let doneButton: UIButton
    private let cancelButton: UIButton

    init(picker: ColorPickerViewModel) {
        self.picker = picker
        let language = picker.language
        sliders = [
            (ColorPickerText.axisName(.hue, language: language), picker.hue),
            (ColorPickerText.axisName(.saturation, language: language), picker.saturation),
            (ColorPickerText.brightness(language), picker.brightness),
        ].map { name, property in
            let slider = UISlider()
            slider.accessibilityLabel = name
            return (slider, ViewSync(property))
        }
        hexText = ViewSync(picker.hexText)
        doneButton = UIButton(
            primaryAction: UIAction(title: ColorPickerText.done(language)) { _ in picker.doneTapped() })
        cancelButton = UIButton(
            primaryAction: UIAction(title: ColorPickerText.cancel(language)) { _ in picker.cancelTapped() })
        super.init(nibName: nil, bundle: nil)
        title = picker.title
    }

    required init?(coder: NSCoder) {
        fatalError("ColorPickerViewController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for (slider, sync) in sliders {
            slider.addAction(UIAction { _ in sync.viewChanged(Double(slider.value)) }, for: .valueChanged)
            view.addSubview(slider)
        }
        hexField.placeholder = ColorPickerText.hexField(picker.language)
        hexField.addAction(
            UIAction { [hexText, hexField] _ in
                hexText.viewChanged(hexField.text ?? "", isComposing: hexField.markedTextRange != nil)
            }, for: .editingChanged)
        for subview in [hexField, errorLabel, valueLabel, doneButton, cancelButton] as [UIView] {
            view.addSubview(subview)
        }
    }

    override func updateProperties() {
        super.updateProperties()
        for (slider, sync) in sliders {
            sync.updateView { slider.value = Float($0) }
        }
        hexText.updateView { hexField.text = $0 }
        errorLabel.text = picker.hexError.value.map {
            ColorPickerText.hexError($0, language: picker.language)
        }
        valueLabel.text = picker.valueText.value
    }
}
// end snippet
