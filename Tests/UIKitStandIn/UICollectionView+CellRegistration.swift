import Foundation

extension UICollectionView {
    /// How a cell of one class is bound to an item: the stand-in for UIKit's
    /// `UICollectionView.CellRegistration`.
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Binds a cell to an item, each time a cell is made or reused for one.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler

        /// A registration binding each cell with `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }
}
