/// The link from a source to a derived property that only a read Observation may track keeps
/// linked: the source holds this link, and the link holds the property weakly.
///
/// A derived property that has subscribers or dependents is linked directly, and its sources keep
/// it alive. One linked only so that a tracked read hears of its change is not kept alive by them:
/// like an `@Observable` object, it lives as long as its owners hold it, and is freed with the last
/// of them (its trackings are then never told, as for any object gone). The link forwards what the
/// source asks of the property while it lives, and keeps its own slot in the source's dependents
/// so that the property's teardown can remove it after the property is gone.
@MainActor
final class WeakDependent: Node {
    /// The property, while it lives.
    weak var target: (any Node)?
    /// The source this link is in the dependents of, while it lives.
    weak var source: (any Node)?
    /// The link's slot in the source's dependents; -1 once removed or let go of by the source.
    var slot = -1
    let rank: Int

    init(target: any Node, source: any Node) {
        self.target = target
        self.source = source
        rank = target.rank
    }

    /// Scheduled with the property: a property gone counts as scheduled, so it is never added.
    var isScheduled: Bool {
        get { target?.isScheduled ?? true }
        set { target?.isScheduled = newValue }
    }

    var isSettled: Bool { true }
    var version: UInt64 { 0 }
    func refresh() {}

    func flush() {
        target?.flush()
    }

    func addDependent(_ node: any Node, sourceIndex: Int) -> Int { -1 }
    func removeDependent(at slot: Int) {}
    func replaceDependent(at slot: Int, with node: any Node) {}

    func sourceEnded(sourceIndex: Int) {
        slot = -1
        target?.sourceEnded(sourceIndex: sourceIndex)
    }

    func dependentSlotMoved(sourceIndex: Int, to slot: Int) {
        self.slot = slot
        target?.dependentSlotMoved(sourceIndex: sourceIndex, to: slot)
    }

    /// Removes the link from its source's dependents, if it is still there.
    func detach() {
        guard slot >= 0 else { return }
        let removed = slot
        slot = -1
        source?.removeDependent(at: removed)
    }
}
