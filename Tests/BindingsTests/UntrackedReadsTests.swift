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
}
