import Foundation

/// A line of text.
public struct Text: PrimitiveView, Equatable {
    let content: String

    /// Text that shows `content` as it is.
    public init(_ content: String) { self.content = content }

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        resolution.add(Element(.text, content))
    }
}

/// What a button does, for its look in an alert or a menu.
public enum ButtonRole: Sendable {
    case cancel, destructive
}

/// A button with a title.
public struct Button: PrimitiveView {
    let title: String
    let role: ButtonRole?
    let action: () -> Void

    /// A button titled `title` that calls `action` when tapped.
    public init(_ title: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.title = title
        self.role = role
        self.action = action
    }

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        var button = Element(.button, title)
        let action = action
        if let dismissal = resolution.alertDismissal {
            button.tap = {
                action()
                dismissal()
            }
        } else {
            button.tap = action
        }
        resolution.add(button)
    }
}

/// A one-line or growing text field.
public struct TextField: PrimitiveView {
    let title: String
    let text: Binding<String>

    /// A field titled `title` editing `text`.
    public init(_ title: String, text: Binding<String>) {
        self.title = title
        self.text = text
    }

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        var field = Element(.textField, title, value: text.wrappedValue)
        let text = text
        field.setText = { text.wrappedValue = $0 }
        resolution.add(field)
    }
}

/// A slider over a range, labelled as SwiftUI's is: by a view.
public struct Slider: PrimitiveView {
    let title: String
    let value: Binding<Double>
    let bounds: ClosedRange<Double>

    /// A slider setting `value` within `bounds`, labelled by `label` (SwiftUI's
    /// `init(value:in:label:onEditingChanged:)`).
    public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, label: () -> Text) {
        title = label().content
        self.value = value
        self.bounds = bounds
    }

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        var slider = Element(.slider, title, value: String(format: "%.3f", value.wrappedValue))
        let value = value
        let bounds = bounds
        slider.setNumber = { value.wrappedValue = min(max($0, bounds.lowerBound), bounds.upperBound) }
        resolution.add(slider)
    }
}

/// A switch.
public struct Toggle: PrimitiveView {
    let title: String
    let isOn: Binding<Bool>

    /// A switch titled `title` setting `isOn`.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.title = title
        self.isOn = isOn
    }

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        var toggle = Element(.toggle, title, value: isOn.wrappedValue ? "on" : "off")
        let isOn = isOn
        toggle.setFlag = { isOn.wrappedValue = $0 }
        resolution.add(toggle)
    }
}

/// A button that hands text to the system's share sheet.
public struct ShareLink: PrimitiveView {
    let title: String
    let item: String

    /// A share button titled `title` for `item`.
    public init(_ title: String, item: String) {
        self.title = title
        self.item = item
    }

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        resolution.add(Element(.share, title, value: item))
    }
}

/// A spinner or a bar.
public struct ProgressView: PrimitiveView {
    let title: String

    /// A spinner with a title.
    public init(_ title: String) { self.title = title }

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        resolution.add(Element(.text, title))
    }
}
