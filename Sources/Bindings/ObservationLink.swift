/// Links a derived property that Observation may be tracking to its sources without keeping it
/// alive, so that it learns of their changes and can tell whether its own value changed.
///
/// A derived property with subscribers or dependents is linked to its sources itself, and they
/// keep it alive. One that is only read (and so may be tracked by `withObservationTracking`) is
/// linked through this small node instead, which holds it weakly: the sources schedule the link,
/// the link flushes the property, and the property reports to Observation if its value changed.
/// The property drops its link once it has reported (unless a handler read it again), when it
/// gains a subscriber or a dependent, or when every root it depends on is gone. A link whose
/// property was deallocated unlinks itself on the next change of a source.
@MainActor
@usableFromInline
final class ObservationLink: Node {
    /// The derived property; `nil` once it is deallocated.
    weak var target: (any Node)?
    @usableFromInline let rank: Int
    /// The target's sources, held so that the link can unlink from them after the target is gone.
    let sources: [any Node]
    /// The link's slot in each source's dependents; -1 for a source that has ended.
    var slots: [Int]
    @usableFromInline var isScheduled = false

    init(target: any Node, rank: Int, sources: [any Node]) {
        self.target = target
        self.rank = rank
        self.sources = sources
        slots = Array(repeating: -1, count: sources.count)
    }

    /// Links to every source that has not ended.
    ///
    /// - Returns: false if every source has ended, so the target can never change again.
    func link() -> Bool {
        var isLinked = false
        for (index, source) in sources.enumerated() {
            let slot = source.addDependent(self, sourceIndex: index)
            slots[index] = slot
            if slot >= 0 { isLinked = true }
        }
        return isLinked
    }

    /// Unlinks from every source it is still linked to.
    func unlink() {
        for (index, source) in sources.enumerated() where slots[index] >= 0 {
            let slot = slots[index]
            slots[index] = -1
            source.removeDependent(at: slot)
        }
    }

    @usableFromInline
    var isSettled: Bool { true }

    @usableFromInline
    var version: UInt64 { 0 }

    @usableFromInline
    func refresh() {}

    @usableFromInline
    func flush() {
        guard let target else {
            unlink()
            return
        }
        target.flush()
    }

    @usableFromInline
    func addDependent(_ node: any Node, sourceIndex: Int) -> Int { -1 }

    @usableFromInline
    func removeDependent(at slot: Int) {}

    @usableFromInline
    func sourceEnded(sourceIndex: Int) {
        slots[sourceIndex] = -1
        guard slots.allSatisfy({ $0 < 0 }) else { return }
        // Nothing can change the target any more: it has nothing left to report.
        target?.observationLinkEnded()
    }

    @usableFromInline
    func dependentSlotMoved(sourceIndex: Int, to slot: Int) {
        slots[sourceIndex] = slot
    }

    @usableFromInline
    func observationLinkEnded() {}
}
