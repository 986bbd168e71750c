import Foundation

extension AttributeScopes {
    /// The attributes `Text` draws: the stand-in for SwiftUI's `AttributeScopes.SwiftUIAttributes`.
    public struct SwiftUIAttributes: AttributeScope {
        /// The colour behind the characters, as SwiftUI's `BackgroundColorAttribute`.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// The colour behind the characters.
        public let backgroundColor: BackgroundColorAttribute
    }

    /// The attributes `Text` draws.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// An attribute `Text` draws, by name: `styled[range].backgroundColor = .yellow`.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
    ) -> T {
        self[T.self]
    }
}
