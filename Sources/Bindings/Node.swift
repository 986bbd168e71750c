/// A vertex of the dependency graph that the scheduler can refresh and flush.
///
/// Every ``Property`` is a node. Roots (``MutableProperty``, constants) have rank 0; a derived
/// property has rank one more than its highest-ranked source, so flushing in rank order visits
/// every source before anything derived from it.
@MainActor
@usableFromInline
protocol Node: AnyObject {
    /// The node's depth in the dependency graph; roots are 0.
    var rank: Int { get }
    /// Whether the node is waiting in the current wave.
    var isScheduled: Bool { get set }
    /// Brings a derived value up to date with its sources; roots do nothing.
    func refresh()
    /// Delivers the node's current value to its subscribers if it changed since the last delivery,
    /// then schedules its dependents.
    func flush()
    /// The node's change counter; it increases each time the value changes.
    var version: UInt64 { get }
    /// Registers a dependent node, which activates this node if it was idle.
    func addDependent(_ node: any Node)
    /// Removes a dependent node added with ``addDependent(_:)``.
    func removeDependent(_ node: any Node)
    /// Reports a read to the Observation registrar of this node and of its sources.
    func registerObservationAccess()
}
