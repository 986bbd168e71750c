import Foundation

/// One thing a view shows, and what the user can do with it: a line of the host's text.
@MainActor
public struct Element {
    /// What kind of thing it is; decides how it is drawn and which actions it takes.
    public enum Kind: String, Sendable {
        case text, button, textField, slider, toggle, picker, container, child, share, alert, drag, lifecycle
    }

    /// What kind of thing it is.
    public let kind: Kind
    /// The label the user reads (and the tests find it by).
    public var label: String
    /// The value a control shows, if any.
    public var value: String
    /// Whether the control takes no input.
    public var isDisabled = false
    /// Whether it is alive but not on screen: a screen under another on a navigation stack, a
    /// tab not selected.
    public var isHidden = false
    /// How deep in containers it is.
    public var depth = 0
    /// Where it is in its view's structure, for identity.
    public var path = ""
    var tap: (() -> Void)?
    var setText: ((String) -> Void)?
    var setNumber: ((Double) -> Void)?
    var setFlag: ((Bool) -> Void)?
    var choose: ((String) -> Void)?
    var drag: ((CGPoint, Bool) -> Void)?
    var appear: (() -> Void)?
    var disappear: (() -> Void)?
    var task: (@Sendable () async -> Void)?
    /// The value an `onChange(of:)` watches, as this evaluation saw it.
    var observed: Any?
    /// Given the value the last evaluation saw, the action to run if it changed.
    var change: ((Any?) -> (() -> Void)?)?

    init(_ kind: Kind, _ label: String, value: String = "") {
        self.kind = kind
        self.label = label
        self.value = value
    }

    /// The element as one line of text, indented by its depth; for a lifecycle element, the value
    /// it watches (the host compares it, and never draws it).
    var line: String {
        let indent = String(repeating: "  ", count: depth)
        let disabled = isDisabled ? " (disabled)" : ""
        switch kind {
        case .text: return indent + label
        case .button: return indent + "[\(label)]" + disabled
        case .textField: return indent + "\(label): ⟨\(value)⟩" + disabled
        case .slider, .picker: return indent + "\(label): \(value)" + disabled
        case .toggle: return indent + "\(label): \(value)" + disabled
        case .container: return indent + label
        case .child: return indent + "‹\(label)›"
        case .share: return indent + "Share \(label): \(value)"
        case .alert: return indent + "Alert \(label)"
        case .drag: return indent + "⟦\(label)⟧"
        case .lifecycle: return observed.map { "\(label): \($0)" } ?? ""
        }
    }
}
