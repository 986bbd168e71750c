/// The state of a root property (a ``MutableProperty`` or a constant), as the properties derived
/// from it see it.
///
/// Derived properties hold a root's cell, never the root itself, so that they never keep the root
/// alive: the root lives as long as its owner holds it. The cell links the derived properties that
/// observe the root and keeps the root's last value readable after the root is gone. When the
/// root is deallocated it can never change again, so the cell lets go of its dependents (see
/// ``rootReleased()``): a derived graph that nothing else holds is then freed with its root.
@MainActor
@usableFromInline
final class RootCell<Value> {
    /// The root's state, shared with the root, which reads and writes it directly.
    @usableFromInline let storage: UnsafeMutablePointer<PropertyState<Value>>
    /// The address of `storage`, which `deinit` hands to the main actor to free it there.
    let storageAddress: UInt
    /// False once the root is deallocated; no dependent is linked after that.
    var isRootAlive = true

    init(value: Value) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: PropertyState(value: value))
        storageAddress = UInt(bitPattern: storage)
    }

    deinit {
        let address = storageAddress
        MainActorHop.run { RootCell.freeStorage(at: address) }
    }

    /// Frees the state of a deallocated cell.
    private static func freeStorage(at address: UInt) {
        guard let storage = UnsafeMutablePointer<PropertyState<Value>>(bitPattern: address) else { return }
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// Lets go of every dependent once the root is deallocated, telling each that this source
    /// has ended.
    func rootReleased() {
        isRootAlive = false
        // Nothing can read or change the root any more: the trackings of its reads are let go of,
        // and with them whatever their handlers hold (the derived properties over the root, say,
        // which hold this cell).
        storage.pointee.dropObservedReads()
        let entries = storage.pointee.dependents.entries
        storage.pointee.dependents = DependentList()
        for case let entry? in entries { entry.node.sourceEnded(sourceIndex: entry.sourceIndex) }
    }
}
