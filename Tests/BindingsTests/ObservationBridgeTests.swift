import Bindings
import Observation
import Testing

@MainActor
@Suite struct ObservationBridgeTests {
    @Test func readingInsideObservationTrackingRegistersAccessAndAChangeFiresOnChange() {
        let title = MutableProperty("")
        let changes = ChangeCounter()
        let seen = withObservationTracking {
            title.value
        } onChange: {
            MainActor.assumeIsolated { changes.count += 1 }
        }
        #expect(seen == "")
        #expect(changes.count == 0)
        title.value = "Hi"
        #expect(changes.count == 1)
        #expect(title.value == "Hi")
    }

    @Test func derivedPropertyReadInsideTrackingFiresOnChangeWhenASourceChanges() {
        let count = MutableProperty(1)
        let label = count.map { "\($0) notes" }
        let changes = ChangeCounter()
        _ = withObservationTracking {
            label.value
        } onChange: {
            MainActor.assumeIsolated { changes.count += 1 }
        }
        count.value = 2
        #expect(changes.count == 1)
        #expect(label.value == "2 notes")
    }

    @Test func propertyNotReadInsideTrackingDoesNotFireOnChange() {
        let title = MutableProperty("")
        let other = MutableProperty(0)
        let changes = ChangeCounter()
        _ = withObservationTracking {
            other.value
        } onChange: {
            MainActor.assumeIsolated { changes.count += 1 }
        }
        title.value = "Hi"
        #expect(changes.count == 0)
    }
}

@MainActor
private final class ChangeCounter {
    var count = 0
}
