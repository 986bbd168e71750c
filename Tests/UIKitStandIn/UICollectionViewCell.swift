/// The state a cell is configured for: the stand-in for UIKit's `UICellConfigurationState`.
public struct UICellConfigurationState: Sendable {
    /// Whether the cell is selected.
    public var isSelected = false

    /// A state with nothing set.
    public init() {}
}

/// A cell of a collection view: the stand-in for UIKit's `UICollectionViewCell`.
///
/// With automatic observation tracking (iOS 18 with `UIObservationTrackingEnabled`, iOS 26 by
/// default), ``updateConfiguration(using:)`` runs inside `withObservationTracking`, and runs again
/// when something it read changed (see ``UICollectionView``).
@MainActor
open class UICollectionViewCell: UIView {
    /// An empty cell.
    public required override init() {}

    /// Configures the cell's content for `state`; tracked; a subclass calls `super`.
    open func updateConfiguration(using state: UICellConfigurationState) {}
}
