extension RootCell: Node {
    @usableFromInline
    var rank: Int { 0 }

    @usableFromInline
    var isScheduled: Bool {
        get { false }
        set {}
    }

    @usableFromInline
    var isSettled: Bool { storage.pointee.version == storage.pointee.deliveredVersion }

    @usableFromInline
    var version: UInt64 { storage.pointee.version }

    @usableFromInline
    func refresh() {}

    @usableFromInline
    func flush() {}

    @usableFromInline
    func addDependent(_ node: any Node, sourceIndex: Int) -> Int {
        // A root that is gone never changes: nothing to link.
        guard isRootAlive else { return -1 }
        return storage.pointee.dependents.append(node, sourceIndex: sourceIndex)
    }

    @usableFromInline
    func removeDependent(at slot: Int) {
        for (entry, newSlot) in storage.pointee.dependents.remove(at: slot) {
            entry.node.dependentSlotMoved(sourceIndex: entry.sourceIndex, to: newSlot)
        }
    }

    @usableFromInline
    func replaceDependent(at slot: Int, with node: any Node) {
        storage.pointee.dependents.replace(at: slot, with: node)
    }

    @usableFromInline
    func dependentSlotMoved(sourceIndex: Int, to slot: Int) {}

    @usableFromInline
    func sourceEnded(sourceIndex: Int) {}

}
