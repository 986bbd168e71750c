import Bindings
import Observation

/// The Observation rows of the `bindings` suite: what a tracked derived property costs when its
/// sources change and it does not.
extension BindingsBenchmarkMeasurements {
    /// Row (e): nanoseconds per map per write, for `trackings` maps of one source that writes
    /// leave unchanged.
    ///
    /// Each map is read once inside `withObservationTracking`, as views showing `isDoneEnabled`
    /// do; every write leaves them all unchanged, so no `onChange` may run.
    func trackedMapsUnchanged(_ trackings: Int) -> Double {
        let counter = counter
        let source = MutableProperty(1)
        let maps = (0..<trackings).map { _ in source.map { $0 > 0 } }
        let address = Int(bitPattern: counter)
        for map in maps {
            withObservationTracking {
                counter.pointee &+= map.value ? 1 : 0
            } onChange: {
                // Never runs: the maps stay true. Counted, so that a regression shows.
                UnsafeMutablePointer<Int>(bitPattern: address)!.pointee &+= 1_000_000
            }
        }
        let count = sets(for: trackings)
        var next = 1
        // The maps are held while they are measured, as a view model holds its properties.
        return withExtendedLifetime(maps) {
            perCallback(sets: count, subscribers: trackings) {
                for _ in 1...count {
                    next &+= 1
                    source.value = next
                }
            }
        }
    }

    /// Nanoseconds per pair of a tracked read of a map and a write to its source that leaves it
    /// unchanged.
    ///
    /// What a view re-evaluated after every keystroke costs when what it shows is derived and does
    /// not change; `withObservationTracking` itself is most of it.
    func trackedReadThenUnchangedWrite() -> Double {
        let counter = counter
        let source = MutableProperty(1)
        let isPositive = source.map { $0 > 0 }
        let address = Int(bitPattern: counter)
        let count = sets(for: 1, callbacks: 200_000)
        var next = 1
        return perCallback(sets: count, subscribers: 1) {
            for _ in 1...count {
                withObservationTracking {
                    counter.pointee &+= isPositive.value ? 1 : 0
                } onChange: {
                    UnsafeMutablePointer<Int>(bitPattern: address)!.pointee &+= 1_000_000
                }
                next &+= 1
                source.value = next
            }
        }
    }
}
