import Foundation

/// What a text field tells of the user's typing: the stand-in for AppKit's `NSTextFieldDelegate`.
@MainActor
public protocol NSTextFieldDelegate: AnyObject {
    /// The text changed by the user's edit; the notification's object is the field.
    func controlTextDidChange(_ obj: Notification)
}
