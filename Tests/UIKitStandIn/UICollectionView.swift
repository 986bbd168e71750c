import Foundation
import Observation

/// A scrolling grid or list of cells: the stand-in for UIKit's `UICollectionView`, with UIKit's
/// observation tracking of each cell's configuration.
///
/// It shows the cells of the items in ``visibleItems`` (the test scrolls with
/// ``scroll(toShow:)``), makes them with its data source, reuses the cells that left the screen,
/// and tells its delegate as cells come and go. Each cell's
/// ``UICollectionViewCell/updateConfiguration(using:)`` runs inside `withObservationTracking` when
/// the cell is first shown for an item and again, on the next ``configureCells()``, when something
/// it read changed, and at no other time. It counts every configuration, and every configuration
/// again that changed nothing the cell shows.
open class UICollectionView: UIView {
    /// How the data source reaches the items, whatever their identifier type.
    struct Source {
        let count: () -> Int
        let identifier: (Int) -> AnyHashable
        let cell: (UICollectionView, Int) -> UICollectionViewCell?
    }

    /// A cell on screen, with its item's position and whether it was configured for the item.
    private struct Shown {
        let cell: UICollectionViewCell
        var index: Int
        var needsConfiguration: Bool
    }

    /// Told of taps and of cells coming and going.
    public weak var delegate: (any UICollectionViewDelegate)?
    /// The layout.
    public let collectionViewLayout: UICollectionViewLayout
    /// The items on screen, by position.
    public private(set) var visibleItems: Range<Int>
    /// Every `updateConfiguration(using:)` call, the first ones included.
    public private(set) var configurations = 0
    /// Configurations again that changed nothing the cell shows.
    public private(set) var unchangedConfigurations = 0
    /// The snapshots its data source applied.
    public private(set) var appliedSnapshots = 0
    var source: Source? { didSet { needsLayout = true } }
    private var shown: [AnyHashable: Shown] = [:]
    private var reusable: [ObjectIdentifier: [UICollectionViewCell]] = [:]
    private var dirty: Set<ObjectIdentifier> = []
    private var pageSize: Int
    private var needsLayout = false

    /// A collection view showing `visibleItemCount` items at a time, from the first.
    public init(
        frame: CGRect, collectionViewLayout layout: UICollectionViewLayout, visibleItemCount: Int = 12
    ) {
        collectionViewLayout = layout
        pageSize = visibleItemCount
        visibleItems = 0..<0
        super.init()
    }

    /// The number of items.
    public var numberOfItems: Int { source?.count() ?? 0 }

    /// The cell showing the item at `indexPath`, or `nil` when it is off screen.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        guard visibleItems.contains(indexPath.item), let source else { return nil }
        return shown[source.identifier(indexPath.item)]?.cell
    }

    /// A cell for `item` from the cells `registration` made, configured by its handler.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item
    ) -> Cell {
        let key = ObjectIdentifier(Cell.self)
        let cell = (reusable[key]?.popLast() as? Cell) ?? Cell()
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// The user scrolled so that the items in `range` are on screen.
    public func scroll(toShow range: Range<Int>) {
        needsLayout = false
        pageSize = range.count
        show(range.clamped(to: 0..<numberOfItems))
    }

    /// The user tapped the item at `index`.
    public func tapItem(at index: Int) {
        delegate?.collectionView(self, didSelectItemAt: IndexPath(item: index, section: 0))
    }

    /// A snapshot was applied: the next layout keeps the screen's first position and the cells of
    /// items still on it.
    func itemsChanged() {
        appliedSnapshots += 1
        needsLayout = true
    }

    /// Lays out the cells after the items changed, as UIKit does before the next frame (never
    /// inside the `apply` that changed them): new items' cells are made, the delegate hears of
    /// cells coming and going.
    public func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        let start = min(visibleItems.lowerBound, max(numberOfItems - 1, 0))
        show(start..<min(start + max(pageSize, visibleItems.count), numberOfItems))
    }

    /// Lays out, then configures the cells on screen that were never configured for their item or
    /// whose reads changed, as UIKit does before the next frame; returns their positions.
    @discardableResult
    public func configureCells() -> [Int] {
        layoutIfNeeded()
        var configured: [Int] = []
        guard let source else { return [] }
        for index in visibleItems {
            let id = source.identifier(index)
            guard var entry = shown[id] else { continue }
            let cellID = ObjectIdentifier(entry.cell)
            guard entry.needsConfiguration || dirty.contains(cellID) else { continue }
            let isAgain = !entry.needsConfiguration
            dirty.remove(cellID)
            entry.needsConfiguration = false
            shown[id] = entry
            let before = entry.cell.lines
            withObservationTracking {
                entry.cell.updateConfiguration(using: UICellConfigurationState())
            } onChange: { [weak self] in
                MainActor.assumeIsolated { _ = self?.dirty.insert(cellID) }
            }
            configurations += 1
            configured.append(index)
            if isAgain, entry.cell.lines == before { unchangedConfigurations += 1 }
        }
        return configured
    }

    /// The cells on screen, in order, laid out first.
    open override var lines: [String] {
        guard !isHidden else { return [] }
        layoutIfNeeded()
        return shown.values.sorted { $0.index < $1.index }.flatMap(\.cell.lines)
    }

    private func show(_ range: Range<Int>) {
        guard let source else {
            visibleItems = 0..<0
            return
        }
        let ids = range.map(source.identifier)
        let kept = Set(ids)
        for (id, entry) in shown where !kept.contains(id) {
            shown[id] = nil
            dirty.remove(ObjectIdentifier(entry.cell))
            delegate?.collectionView(
                self, didEndDisplaying: entry.cell, forItemAt: IndexPath(item: entry.index, section: 0))
            reusable[ObjectIdentifier(type(of: entry.cell)), default: []].append(entry.cell)
        }
        visibleItems = range
        for (index, id) in zip(range, ids) {
            if shown[id] != nil {
                shown[id]?.index = index
                continue
            }
            guard let cell = source.cell(self, index) else { continue }
            shown[id] = Shown(cell: cell, index: index, needsConfiguration: true)
            delegate?.collectionView(self, willDisplay: cell, forItemAt: IndexPath(item: index, section: 0))
        }
    }
}
