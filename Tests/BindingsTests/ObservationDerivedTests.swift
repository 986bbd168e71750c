import Bindings
import Observation
import Testing

/// A derived property reports to Observation as itself, and only when its value changes under its
/// deduplication (the Observation guarantee).
@MainActor
@Suite struct ObservationDerivedTests {
    @Test func derivedPropertyThatStaysEqualDoesNotFireOnChange() {
        let title = MutableProperty("")
        let isDoneEnabled = title.map { !$0.isEmpty }
        let changes = OnChangeCounter()
        changes.track(isDoneEnabled)
        title.value = "H"
        #expect(changes.count == 1)
        changes.track(isDoneEnabled)
        title.value = "Hi"
        title.value = "Hi!"
        #expect(changes.count == 1)
        title.value = ""
        #expect(changes.count == 2)
    }

    @Test func combinedPropertyThatStaysEqualDoesNotFireOnChange() {
        let title = MutableProperty("a")
        let content = MutableProperty("b")
        let isValid = combine(title, content).map { !$0.0.isEmpty && !$0.1.isEmpty }
        let changes = OnChangeCounter()
        changes.track(isValid)
        title.value = "ab"
        content.value = "bc"
        batch {
            title.value = ""
            title.value = "x"
        }
        #expect(changes.count == 0)
        content.value = ""
        #expect(changes.count == 1)
    }

    @Test func derivedPropertyReadInsideTrackingDoesNotFireForASourceWriteThatLeavesItEqual() {
        let drag = MutableProperty(0.5)
        let brightness = drag.map { ($0 * 10).rounded() / 10 }
        let changes = OnChangeCounter()
        changes.track(brightness)
        drag.value = 0.51
        drag.value = 0.52
        #expect(changes.count == 0)
        #expect(drag.observedMutationCount == 0)
        drag.value = 0.9
        #expect(changes.count == 1)
        #expect(brightness.observedMutationCount == 1)
    }

    @Test func derivedPropertyWithSubscribersFiresOnChangeOnlyWhenItChanges() {
        let count = MutableProperty(1)
        let isLarge = count.map { $0 > 5 }
        var received: [Bool] = []
        let subscription = isLarge.subscribe { received.append($0) }
        let changes = OnChangeCounter()
        changes.track(isLarge)
        count.value = 2
        #expect(changes.count == 0)
        subscription.cancel()
        // Still tracked after its last subscriber left: it keeps hearing of its source.
        count.value = 3
        #expect(changes.count == 0)
        count.value = 9
        #expect(changes.count == 1)
        #expect(received == [false])
    }

    @Test func rootWrittenAndRestoredInABatchDoesNotFireOnChange() {
        let title = MutableProperty("a")
        let changes = OnChangeCounter()
        changes.track(title)
        batch {
            title.value = "b"
            title.value = "a"
        }
        #expect(changes.count == 0)
        title.value = "c"
        #expect(changes.count == 1)
    }

    @Test func rootWrittenAndRestoredWithinOneDispatchDoesNotFireOnChange() {
        let trigger = MutableProperty(0)
        let title = MutableProperty("a")
        let subscription = trigger.subscribeToChanges { _, _ in
            title.value = "b"
            title.value = "a"
        }
        let changes = OnChangeCounter()
        changes.track(title)
        trigger.value = 1
        #expect(changes.count == 0)
        subscription.cancel()
    }

    @Test func trackerThatReadTheOldValueHearsOfAChangeAnotherReadSawFirst() {
        let trigger = MutableProperty(0)
        let count = MutableProperty(0)
        let isOdd = count.map { $0 % 2 == 1 }
        let first = OnChangeCounter()
        let second = OnChangeCounter()
        first.track(isOdd)
        let subscription = trigger.subscribeToChanges { _, _ in
            count.value = 1
            // Reads the new value before its delivery, as a view re-evaluated mid-dispatch would.
            second.track(isOdd)
        }
        trigger.value = 1
        #expect(first.count == 1)
        #expect(second.count == 0)
        count.value = 2
        #expect(second.count == 1)
        subscription.cancel()
    }

    @Test func derivedPropertyReadAndDroppedIsFreedWhileItsSourceLivesOn() {
        let count = MutableProperty(0)
        weak var weakLabel: Property<String>?
        do {
            let label = count.map { $0 > 2 ? "many" : "few" }
            weakLabel = label
            _ = label.value
            // While its owner holds it, a tracking may wait for its change: it hears of its source.
            #expect(count.linkedDependentCount == 1)
        }
        // Its source holds it weakly, as no subscriber or dependent needs it: it is freed with its
        // owner, as an `@Observable` object would be, without waiting for a change.
        #expect(weakLabel == nil)
        #expect(count.linkedDependentCount == 0)
        count.value = 3
        #expect(count.linkedDependentCount == 0)
    }

    @Test func derivedPropertyTrackedWhileHeldStillHearsOfItsChange() {
        let count = MutableProperty(0)
        let label = count.map { $0 > 2 ? "many" : "few" }
        let changes = OnChangeCounter()
        changes.track(label)
        count.value = 1
        #expect(changes.count == 0)
        count.value = 3
        #expect(changes.count == 1)
        #expect(count.linkedDependentCount == 0)
    }

    @Test func combineOverADerivedPropertyReadAndReleasedIsFreedWhileTheSourceLives() {
        let library = MutableProperty(["a"])
        weak var weakCount: Property<Int>?
        weak var weakCombined: Property<(Int, String)>?
        weak var weakOwner: TrackingOwner?
        do {
            // A screen: its own title, a count derived from a long-lived source, and the two
            // combined, shown by a view whose tracking handler holds the screen.
            let title = MutableProperty("Notes")
            let count = library.map(\.count)
            let combined = combine(count, title)
            let owner = TrackingOwner(combined)
            weakCount = count
            weakCombined = combined
            weakOwner = owner
            owner.arm()
            let subscription = combined.subscribe { _ in }
            subscription.cancel()
            _ = count.value
        }
        #expect(weakOwner == nil)
        #expect(weakCombined == nil)
        #expect(weakCount == nil)
        #expect(library.linkedDependentCount == 0)
        library.value = ["a", "b"]
        #expect(library.linkedDependentCount == 0)
    }

    @Test func trackingOfARootThatIsGoneIsLetGoOf() {
        weak var weakDerived: Property<Int>?
        weak var weakOwner: TrackingOwner?
        do {
            let root = MutableProperty(1)
            let derived = combine(root, root).map { $0.0 + $0.1 }
            weakDerived = derived
            // The root's tracking handler holds the derived property, which holds the root's cell.
            let owner = TrackingOwner(derived)
            weakOwner = owner
            _ = withObservationTracking {
                root.value
            } onChange: { [owner] in
                _ = owner
            }
        }
        #expect(weakOwner == nil)
        #expect(weakDerived == nil)
    }

    @Test func derivedPropertyReadAndDroppedIsLetGoOfWithItsRoots() {
        weak var weakLabel: Property<String>?
        do {
            let count = MutableProperty(0)
            let label = count.map { "\($0)" }
            weakLabel = label
            _ = label.value
        }
        #expect(weakLabel == nil)
    }

    @Test func derivedPropertyThatReportedLetsGoOfItsSources() {
        let count = MutableProperty(0)
        let label = count.map { "\($0)" }
        let changes = OnChangeCounter()
        changes.track(label)
        #expect(count.linkedDependentCount == 1)
        count.value = 1
        #expect(changes.count == 1)
        #expect(count.linkedDependentCount == 0)
        count.value = 2
        #expect(label.observedMutationCount == 1)
        #expect(label.value == "2")
    }

    @Test func onChangeOfADerivedPropertySeesItsNewValue() {
        let count = MutableProperty(0)
        let label = count.map { "\($0) notes" }
        let tracker = ReArmingReader(label)
        tracker.arm()
        count.value = 1
        count.value = 2
        count.value = 2
        #expect(tracker.seen == ["0 notes", "1 notes", "2 notes"])
    }
}

/// Reads a property inside `withObservationTracking` and reads it again from `onChange`, as SwiftUI
/// re-evaluates a view, recording each value read.
@MainActor
final class ReArmingReader<Value> {
    let property: Property<Value>
    var seen: [Value] = []

    init(_ property: Property<Value>) {
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

/// A screen a view shows: it holds the property the view tracks; the view's tracking handler
/// refers to it weakly, as UIKit's does to a view.
@MainActor
final class TrackingOwner {
    let property: AnyObject
    let read: () -> Void

    init<Value>(_ property: Property<Value>) {
        self.property = property
        read = { _ = property.value }
    }

    func arm() {
        withObservationTracking {
            read()
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.arm() }
        }
    }
}

/// Counts `onChange` calls of the trackings it starts.
@MainActor
final class OnChangeCounter {
    var count = 0

    /// Reads `property` inside `withObservationTracking`, counting the next `onChange`.
    func track<Value>(_ property: Property<Value>) {
        _ = withObservationTracking {
            property.value
        } onChange: { [self] in
            MainActor.assumeIsolated { count += 1 }
        }
    }
}
