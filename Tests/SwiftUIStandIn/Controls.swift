import Foundation

/// A line of text.
public struct Text: PrimitiveView, Equatable {
    let content: String

    /// Text that shows `content` as it is, as SwiftUI's `init(_:)` for a string.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// Text that shows `attributedContent` with its styles, as SwiftUI's `init(_:)` for an
    /// `AttributedString`.
    ///
    /// The host draws a run with a background colour between `⟦` and `⟧`.
    public init(_ attributedContent: AttributedString) {
        var content = ""
        for run in attributedContent.runs {
            let part = String(attributedContent[run.range].characters)
            content += run.backgroundColor == nil ? part : "⟦\(part)⟧"
        }
        self.content = content
    }

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        resolution.add(Element(.text, content))
    }
}

/// What a button does, for its look in an alert or a menu: the stand-in for SwiftUI's
/// `ButtonRole`.
public struct ButtonRole: Equatable, Sendable {
    private enum Kind { case cancel, destructive }
    private let kind: Kind

    /// A button that cancels what is asked.
    public static let cancel = ButtonRole(kind: .cancel)
    /// A button that deletes or discards.
    public static let destructive = ButtonRole(kind: .destructive)
}

/// A button labelled by a view.
public struct Button<Label: View>: PrimitiveView {
    let label: Label
    let role: ButtonRole?
    let action: () -> Void

    /// A button labelled by `label` that calls `action` when tapped, as SwiftUI's
    /// `init(action:label:)`.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role, as SwiftUI's `init(role:action:label:)`.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        var button = Element(.button, resolution.title(of: label))
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

extension Button where Label == Text {
    /// A button titled `title` that calls `action` when tapped, as SwiftUI's `init(_:action:)`.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// A button with a role, as SwiftUI's `init(_:role:action:)`.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// A one-line or growing text field.
public struct TextField<Label: View>: PrimitiveView {
    let title: String
    let text: Binding<String>

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        var field = Element(.textField, title, value: text.wrappedValue)
        let text = text
        field.setText = { text.wrappedValue = $0 }
        resolution.add(field)
    }
}

/// A slider over a range, labelled as SwiftUI's is: by a view.
public struct Slider<Label: View, ValueLabel: View>: PrimitiveView {
    let label: Label
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let editingChanged: (Bool) -> Void

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        var slider = Element(
            .slider, resolution.title(of: label), value: String(format: "%.3f", value.wrappedValue))
        let value = value
        let bounds = bounds
        slider.setNumber = { value.wrappedValue = min(max($0, bounds.lowerBound), bounds.upperBound) }
        resolution.add(slider)
    }
}

/// A switch.
public struct Toggle<Label: View>: PrimitiveView {
    let title: String
    let isOn: Binding<Bool>

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
public struct ProgressView<Label: View, CurrentValueLabel: View>: PrimitiveView {
    let title: String

    /// Adds what the view shows, and the actions it offers, to `resolution`.
    public func resolve(into resolution: ViewResolution) {
        resolution.add(Element(.text, title))
    }
}

extension TextField where Label == Text {
    /// A field titled `title` editing `text`, as SwiftUI's `init(_:text:)`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider setting `value` within `bounds`, labelled by `label`, as SwiftUI's
    /// `init(value:in:label:onEditingChanged:)`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.label = label()
        self.value = Binding(
            get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) }, location: value.location
        )
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        editingChanged = onEditingChanged
    }
}

extension Toggle where Label == Text {
    /// A switch titled `title` setting `isOn`, as SwiftUI's `init(_:isOn:)`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.title = String(title)
        self.isOn = isOn
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner with a title, as SwiftUI's `init(_:)`.
    public init<S: StringProtocol>(_ title: S) { self.title = String(title) }
}
