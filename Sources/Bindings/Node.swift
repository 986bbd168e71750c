/// A vertex of the dependency graph that the scheduler can refresh and flush.
///
/// Every derived ``Property`` is a node, and so is the ``RootCell`` of every root (a
/// ``MutableProperty`` or a constant). Roots have rank 0; a derived
/// property has rank one more than its highest-ranked source, so flushing in rank order visits
/// every source before anything derived from it.
@MainActor
@usableFromInline
protocol Node: AnyObject {
    /// The node's depth in the dependency graph; roots are 0.
    var rank: Int { get }
    /// Whether the node is waiting in the current wave.
    var isScheduled: Bool { get set }
    /// Whether every value this node depends on has been delivered: false while a root it depends
    /// on, directly or not, holds a write whose delivery is still queued.
    var isSettled: Bool { get }
    /// Brings a derived value up to date with its sources; roots do nothing.
    func refresh()
    /// Delivers the node's current value to its subscribers if it changed since the last delivery,
    /// then schedules its dependents.
    func flush()
    /// The node's change counter; it increases each time the value changes.
    var version: UInt64 { get }
    /// Links a dependent node, which activates this node if it was idle.
    ///
    /// - Returns: the slot to pass to ``removeDependent(at:)``, or -1 if this node has ended and
    ///   links nothing.
    func addDependent(_ node: any Node, sourceIndex: Int) -> Int
    /// Unlinks the dependent in `slot`, returned by ``addDependent(_:sourceIndex:)``.
    func removeDependent(at slot: Int)
    /// Puts `node` in the place of the dependent in `slot`, keeping its place and order.
    func replaceDependent(at slot: Int, with node: any Node)
    /// Records that source number `sourceIndex` can never change again (its root is gone) and has
    /// let go of this node.
    func sourceEnded(sourceIndex: Int)
    /// Records that this node's link to its source number `sourceIndex` moved to `slot`.
    func dependentSlotMoved(sourceIndex: Int, to slot: Int)
}
