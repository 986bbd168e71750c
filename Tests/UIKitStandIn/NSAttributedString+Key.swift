import Foundation

extension NSAttributedString.Key {
    /// The colour behind the characters, as UIKit's attribute names it.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
}
