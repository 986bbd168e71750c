/// A one-line text field, with UIKit's caret and marked text.
///
/// As in UIKit, setting ``text`` puts the caret at the end: a front end that writes the text back
/// on every edit moves the caret under the user's fingers. While an input method composes,
/// ``markedTextRange`` is set and ``text`` includes the marked text. It counts every write of
/// ``text`` after the first that set the text it already had (``unchangedWrites``).
public final class UITextField: UIControl {
    private var storedText = ""
    /// Where the caret is, in characters from the start.
    public private(set) var caret = 0
    /// The characters of ``text`` that an input method is composing, or `nil`.
    public private(set) var markedTextRange: Range<Int>?
    /// The writes of ``text`` after the first that set what it already was.
    public private(set) var unchangedWrites = 0
    /// Every write of ``text``.
    public private(set) var writes = 0
    /// The placeholder, which the tests also find the field by.
    public var placeholder: String?

    /// An empty field.
    public override init() {}

    /// The text in the field; setting it ends any composition and puts the caret at the end.
    public var text: String? {
        get { storedText }
        set {
            if writes > 0, (newValue ?? "") == storedText { unchangedWrites += 1 }
            writes += 1
            storedText = newValue ?? ""
            markedTextRange = nil
            caret = storedText.count
        }
    }

    /// The field's line.
    public override var lines: [String] { isHidden ? [] : ["\(placeholder ?? ""): ⟨\(storedText)⟩"] }

    /// Puts the caret `offset` characters from the start, as the user's tap would.
    public func moveCaret(to offset: Int) {
        caret = min(max(offset, 0), storedText.count)
    }

    /// Types `typed` at the caret, one character at a time, as the user would, and reports each.
    public func type(_ typed: String) {
        for character in typed {
            replace(caret..<caret, with: String(character))
            sendActions(for: .editingChanged)
        }
    }

    /// Deletes `count` characters before the caret, one at a time, as the user's delete key would,
    /// and reports each.
    public func deleteBackward(_ count: Int = 1) {
        for _ in 0..<min(count, caret) {
            replace((caret - 1)..<caret, with: "")
            sendActions(for: .editingChanged)
        }
    }

    /// Composes `marked` at the caret (replacing the marked text so far), as an input method
    /// does, and reports the edit.
    public func setMarkedText(_ marked: String) {
        let range = markedTextRange ?? caret..<caret
        replace(range, with: marked)
        markedTextRange = range.lowerBound..<(range.lowerBound + marked.count)
        sendActions(for: .editingChanged)
    }

    /// Ends the composition with `committed` in place of the marked text, and reports the edit.
    public func commitMarkedText(_ committed: String) {
        let range = markedTextRange ?? caret..<caret
        replace(range, with: committed)
        markedTextRange = nil
        sendActions(for: .editingChanged)
    }

    private func replace(_ range: Range<Int>, with replacement: String) {
        var characters = Array(storedText)
        characters.replaceSubrange(range, with: Array(replacement))
        storedText = String(characters)
        caret = range.lowerBound + replacement.count
    }
}
