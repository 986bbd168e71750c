/// The text a field edits while it has the keyboard: the stand-in for AppKit's `NSText` (a field
/// editor, an `NSTextView`, in AppKit), with its marked text.
@MainActor
open class NSText: NSView {
    var isMarking = false

    /// Whether an input method is composing marked text.
    public func hasMarkedText() -> Bool { isMarking }
}

/// A text view: the stand-in for AppKit's `NSTextView`, the field editor's class.
@MainActor
public final class NSTextView: NSText {}
