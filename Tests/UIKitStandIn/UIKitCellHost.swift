import Observation

/// Runs the cells on screen as a collection view does with observation tracking: each cell's
/// ``UICollectionViewCell/updateConfiguration(using:)`` inside `withObservationTracking`, again on
/// the next ``update()`` for the cells whose reads changed, and no other.
@MainActor
public final class UIKitCellHost {
    /// Every `updateConfiguration(using:)` call, the first ones included.
    public private(set) var configurations = 0
    /// The cells configured again by the last ``update()``, by their index among ``cells``.
    public private(set) var lastReconfigured: [Int] = []
    /// The cells on screen, in order.
    public let cells: [UICollectionViewCell]
    private var dirty: Set<Int>

    /// Configures each of `cells` once.
    public init(_ cells: [UICollectionViewCell]) {
        self.cells = cells
        dirty = Set(cells.indices)
        update()
    }

    /// Configures again the cells whose reads changed.
    public func update() {
        lastReconfigured = dirty.sorted()
        dirty = []
        for index in lastReconfigured {
            withObservationTracking {
                cells[index].updateConfiguration(using: UICellConfigurationState())
            } onChange: { [weak self] in
                MainActor.assumeIsolated { _ = self?.dirty.insert(index) }
            }
            configurations += 1
        }
    }
}
