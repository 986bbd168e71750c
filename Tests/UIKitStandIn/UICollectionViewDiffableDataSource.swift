import Foundation

/// A collection view's items by identifier, with a cell made for each shown: the stand-in for
/// UIKit's `UICollectionViewDiffableDataSource`.
///
/// It counts the snapshots applied and the identifiers they held: an app whose one thumbnail
/// arriving applies a snapshot of every photo pays for each of them.
@MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
    /// Makes the cell of an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

    /// Every ``apply(_:animatingDifferences:completion:)``.
    public private(set) var appliedSnapshots = 0
    /// The identifiers of every snapshot applied, added up.
    public private(set) var appliedIdentifiers = 0
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    private unowned let collectionView: UICollectionView
    private let cellProvider: CellProvider

    /// A data source for `collectionView`, making each cell with `cellProvider`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.source = UICollectionView.Source(
            count: { [unowned self] in current.numberOfItems },
            identifier: { [unowned self] in AnyHashable(current.itemIdentifiers[$0]) },
            cell: { [unowned self] view, index in
                cellProvider(view, IndexPath(item: index, section: 0), current.itemIdentifiers[index])
            })
    }

    /// Shows `snapshot`: cells of items still shown are kept, new items' cells are made.
    public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        appliedSnapshots += 1
        appliedIdentifiers += snapshot.numberOfItems
        current = snapshot
        collectionView.itemsChanged()
        completion?()
    }

    /// What is shown.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// The identifier of the item at `indexPath`, or `nil` past the end.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.itemIdentifiers.indices.contains(indexPath.item)
            ? current.itemIdentifiers[indexPath.item] : nil
    }
}
