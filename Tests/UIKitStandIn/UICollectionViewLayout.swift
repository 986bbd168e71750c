/// How a collection view places its cells: the stand-in for UIKit's `UICollectionViewLayout`.
///
/// The stand-in places nothing; the test says which items are on screen.
@MainActor
open class UICollectionViewLayout {
    /// A layout.
    public init() {}
}

/// A grid or a list of rows: the stand-in for UIKit's `UICollectionViewFlowLayout`.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}
