import Foundation

/// A column of a lazy grid: the stand-in for SwiftUI's `GridItem`.
public struct GridItem: Sendable {
    /// How wide a column is.
    public enum Size: Sendable {
        /// A fixed width.
        case fixed(CGFloat)
        /// A share of the width left, within bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns as fit, each within bounds.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The column's width.
    public var size: Size

    /// A column of `size`.
    public init(_ size: Size = .flexible()) {
        self.size = size
    }
}
