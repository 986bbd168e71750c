import Bindings
import Observation
import Testing

@MainActor
@Suite struct UntrackedReadsTests {
    @Test func aReadInsideTheScopeIsNotTrackedAndOneOutsideItIs() {
        let width = MutableProperty(320.0)
        let title = MutableProperty("")
        let changes = ChangeCounter()
        withObservationTracking {
            _ = withUntrackedReads { width.value + 1 }
            _ = title.value
        } onChange: {
            MainActor.assumeIsolated { changes.count += 1 }
        }
        width.value = 400
        #expect(changes.count == 0, "the read in the scope is not the tracking's")
        title.value = "Plan"
        #expect(changes.count == 1)
    }

    @Test func scopesNestAndEndWithTheirBodyEvenWhenItThrows() {
        struct Failure: Error {}
        let width = MutableProperty(1)
        withUntrackedReads {
            withUntrackedReads { _ = width.value }
            _ = try? withUntrackedReads { throw Failure() }
        }
        let changes = ChangeCounter()
        withObservationTracking {
            _ = width.value
        } onChange: {
            MainActor.assumeIsolated { changes.count += 1 }
        }
        width.value = 2
        #expect(changes.count == 1, "after the scopes, reads are tracked again")
    }

    @Test func aDerivedPropertyReadInTheScopeIsStillUpToDate() {
        let count = MutableProperty(1)
        let label = count.map { "\($0) photos" }
        count.value = 2
        #expect(withUntrackedReads { label.value } == "2 photos")
    }

    @Test func aTrackingReArmedInOnChangeDuringTheScopeRegistersItsReads() {
        let tracker = ReArmingCounter(MutableProperty(320.0))
        tracker.track()
        withUntrackedReads { tracker.width.value = 400 }
        #expect(tracker.changes == 1)
        tracker.width.value = 500
        #expect(tracker.changes == 2, "the read made in the handler during the scope was registered")
    }
}

/// Counts the changes of a property it tracks, reading it again in each `onChange`.
@MainActor
private final class ReArmingCounter {
    let width: MutableProperty<Double>
    var changes = 0

    init(_ width: MutableProperty<Double>) {
        self.width = width
    }

    func track() {
        withObservationTracking {
            _ = width.value
        } onChange: {
            MainActor.assumeIsolated {
                self.changes += 1
                self.track()
            }
        }
    }
}
