import Foundation

/// A text field or a label: the stand-in for AppKit's `NSTextField`.
///
/// Setting ``stringValue`` ends any composition and moves the caret to the end, as AppKit's field
/// editor does. It counts every write of ``stringValue`` and those after the first that set the
/// text it already had.
@MainActor
public final class NSTextField: NSView {
    /// Told of the user's edits.
    public weak var delegate: (any NSTextFieldDelegate)?
    /// The writes of ``stringValue`` after the first that set what it already was.
    public private(set) var unchangedWrites = 0
    /// Every write of ``stringValue``.
    public private(set) var writes = 0
    /// Where the caret is, in characters from the start.
    public private(set) var caret = 0
    private var text: String
    private let editor = NSTextView()

    /// An editable field showing `stringValue`.
    public init(string stringValue: String) {
        text = stringValue
    }

    /// A label showing `stringValue`.
    public init(labelWithString stringValue: String) {
        text = stringValue
    }

    /// The text shown.
    public var stringValue: String {
        get { text }
        set {
            if writes > 0, newValue == text { unchangedWrites += 1 }
            writes += 1
            text = newValue
            editor.isMarking = false
            caret = text.count
        }
    }

    /// The field editor while the field has the keyboard.
    public func currentEditor() -> NSText? { editor }

    /// The field's line.
    public override var lines: [String] { [text] }

    /// Types `typed` at the caret, one character at a time, as the user would, and tells the
    /// delegate of each.
    public func type(_ typed: String) {
        for character in typed {
            var characters = Array(text)
            characters.insert(character, at: caret)
            text = String(characters)
            caret += 1
            delegate?.controlTextDidChange(
                Notification(name: Notification.Name("NSControlTextDidChangeNotification")))
        }
    }

    /// Composes `marked` at the caret, as an input method does, and tells the delegate.
    public func setMarkedText(_ marked: String) {
        editor.isMarking = true
        type(marked)
    }
}
