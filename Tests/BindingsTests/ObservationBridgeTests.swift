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

    @Test func readWriteReadWriteFiresOnChangeEachTimeTrackingIsReArmed() {
        let title = MutableProperty("")
        let changes = ChangeCounter()
        for (round, text) in ["A", "B", "C"].enumerated() {
            _ = withObservationTracking {
                title.value
            } onChange: {
                MainActor.assumeIsolated { changes.count += 1 }
            }
            title.value = text
            #expect(changes.count == round + 1)
            // Writes before the next read have no observer left to tell.
            title.value = text + "!"
            #expect(changes.count == round + 1)
        }
        #expect(title.observedMutationCount == 3)
    }

    @Test func readOutsideTrackingThenWritesReportsOnlyTheFirstChangeToObservation() {
        let title = MutableProperty("")
        #expect(title.value == "")
        for text in ["A", "B", "C", "D"] { title.value = text }
        #expect(title.observedMutationCount == 1)
        let count = MutableProperty(1)
        let label = count.map { "\($0) notes" }
        #expect(label.value == "1 notes")
        for value in 2...5 { count.value = value }
        // The derived property reports as itself; reading it marks none of its sources.
        #expect(label.observedMutationCount == 1)
        #expect(count.observedMutationCount == 0)
        #expect(label.value == "5 notes")
    }

    @Test func writesThatNobodyReadReportNothingToObservation() {
        let count = MutableProperty(0)
        let subscription = count.subscribe { _ in }
        for value in 1...4 { count.value = value }
        #expect(count.observedMutationCount == 0)
        subscription.cancel()
    }

    @Test func onChangeThatReArmsTrackingSeesTheNewValueAndTheNextWrite() {
        let title = MutableProperty("")
        let tracker = ReArmingTracker(title)
        tracker.arm()
        title.value = "A"
        title.value = "B"
        title.value = "C"
        // `onChange` runs once the write is stored, so each re-arming read sees the value written.
        #expect(tracker.seen == ["", "A", "B", "C"])
        #expect(title.observedMutationCount == 3)
    }

    @Test func writeMadeInOnChangeIsDeliveredAfterTheWriteThatTriggeredIt() {
        let count = MutableProperty(0)
        var received: [Int] = []
        let subscription = count.subscribe { received.append($0) }
        withObservationTracking {
            _ = count.value
        } onChange: {
            MainActor.assumeIsolated { count.value = 99 }
        }
        count.value = 1
        #expect(received == [0, 1, 99])
        #expect(count.value == 99)
        subscription.cancel()
    }

    @Test func onChangeThatReArmsAndWritesBackDoesNotRecurse() {
        let index = MutableProperty(0)
        let clamp = ClampingTracker(index, limit: 2)
        clamp.arm()
        var received: [Int] = []
        let subscription = index.subscribe { received.append($0) }
        index.value = 10
        #expect(received == [0, 10, 2])
        #expect(clamp.maximumDepth == 1)
        #expect(index.value == 2)
        subscription.cancel()
    }

    @Test func writeInsideApplyAfterTheReadIsSeenOnlyIfApplyReadsAgain() {
        let title = MutableProperty("")
        let changes = ChangeCounter()
        // The observer is installed when `apply` returns; a write made inside `apply` after the read
        // has already taken the property's mark, so reading again re-marks it.
        _ = withObservationTracking {
            _ = title.value
            title.value = "draft"
            return title.value
        } onChange: {
            MainActor.assumeIsolated { changes.count += 1 }
        }
        title.value = "final"
        #expect(changes.count == 1)
        let unread = MutableProperty("")
        withObservationTracking {
            _ = unread.value
            unread.value = "draft"
        } onChange: {
            MainActor.assumeIsolated { changes.count += 1 }
        }
        unread.value = "final"
        // As documented on `Property`: without the second read this write is not reported.
        #expect(changes.count == 1)
    }
}

/// Reads a property inside `withObservationTracking` and re-arms the tracking from `onChange`,
/// recording the value it reads each time.
@MainActor
private final class ReArmingTracker {
    let property: MutableProperty<String>
    var seen: [String] = []

    init(_ property: MutableProperty<String>) {
        self.property = property
    }

    func arm() {
        seen.append(
            withObservationTracking {
                property.value
            } onChange: { [self] in
                MainActor.assumeIsolated { arm() }
            })
    }
}

/// Tracks a property and clamps it from `onChange`, re-arming each time, as a view model that
/// observes its own state might; records how deeply `onChange` nests.
@MainActor
private final class ClampingTracker {
    let property: MutableProperty<Int>
    let limit: Int
    var depth = 0
    var maximumDepth = 0

    init(_ property: MutableProperty<Int>, limit: Int) {
        self.property = property
        self.limit = limit
    }

    func arm() {
        withObservationTracking {
            _ = property.value
        } onChange: { [self] in
            MainActor.assumeIsolated { changed() }
        }
    }

    private func changed() {
        depth += 1
        maximumDepth = max(maximumDepth, depth)
        arm()
        if property.value > limit { property.value = limit }
        depth -= 1
    }
}
