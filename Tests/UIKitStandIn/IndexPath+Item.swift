import Foundation

extension IndexPath {
    /// A path to the item at `item` of the section at `section`, as UIKit's addition to Foundation
    /// makes it.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item's position in its section.
    public var item: Int { self[1] }

    /// The section's position.
    public var section: Int { self[0] }
}
