import Bindings
import Foundation
import Testing

/// Guarantee 5 across threads: whatever is released off the main actor is torn down on the main
/// actor, as soon as it runs again; a subscription cancelled in between must neither trap nor
/// reach the dying source.
@MainActor
@Suite struct ReleaseOffMainActorTests {
    @Test func cancellingAfterThePropertyIsReleasedOffTheMainActorNeverTraps() {
        var property: MutableProperty<Int>? = MutableProperty(0)
        var received: [Int] = []
        let subscription = property!.subscribe { received.append($0) }
        let lastReference = Unmanaged.passRetained(property!)
        property = nil
        Self.release(lastReference)
        // The main actor has been busy throughout, so the property's teardown is queued, not yet run.
        subscription.cancel()
        #expect(subscription.isCancelled)
        #expect(received == [0])
    }

    @Test func cancellingAfterTheSignalIsReleasedOffTheMainActorNeverTraps() {
        var signal: Signal<String>? = Signal()
        var received: [String] = []
        let subscription = signal!.subscribe { received.append($0) }
        signal!.send("saved")
        let lastReference = Unmanaged.passRetained(signal!)
        signal = nil
        Self.release(lastReference)
        subscription.cancel()
        #expect(subscription.isCancelled)
        #expect(received == ["saved"])
    }

    @Test func subscriptionReleasedOffTheMainActorIsCancelledOnTheMainActor() async {
        let count = MutableProperty(0)
        var received: [Int] = []
        var subscription: SubscriptionHandle? = count.subscribe { received.append($0) }
        let lastReference = Unmanaged.passRetained(subscription!)
        subscription = nil
        Self.release(lastReference)
        await Self.untilMainActorRuns { count.activeSubscriberCount == 0 }
        count.value = 1
        #expect(count.activeSubscriberCount == 0)
        #expect(received == [0])
    }

    @Test func propertyReleasedOffTheMainActorEndsItsSubscriptionsAndValuesOnTheMainActor() async {
        var property: MutableProperty<Int>? = MutableProperty(0)
        let subscription = property!.subscribe { _ in }
        let values = property!.values
        let lastReference = Unmanaged.passRetained(property!)
        property = nil
        Self.release(lastReference)
        await Self.untilMainActorRuns { subscription.isCancelled }
        #expect(subscription.isCancelled)
        var received: [Int] = []
        for await value in values { received.append(value) }
        #expect(received == [0])
    }

    @Test func derivedGraphReleasedOffTheMainActorIsFreedOnTheMainActor() async {
        weak var weakRoot: MutableProperty<Int>?
        weak var weakDerived: Property<String>?
        var subscription: SubscriptionHandle?
        var graph: DerivedGraph? = DerivedGraph()
        weakRoot = graph!.count
        weakDerived = graph!.label
        var received: [String] = []
        subscription = graph!.label.subscribe { received.append($0) }
        graph!.count.value = 1
        let lastReference = Unmanaged.passRetained(graph!)
        graph = nil
        Self.release(lastReference)
        // The subscription keeps the label linked; cancelling it off the main actor lets go of all.
        let lastSubscription = Unmanaged.passRetained(subscription!)
        subscription = nil
        Self.release(lastSubscription)
        await Self.untilMainActorRuns { weakRoot == nil && weakDerived == nil }
        #expect(weakRoot == nil)
        #expect(weakDerived == nil)
        #expect(received == ["0 notes", "1 notes"])
    }

    /// Lets the main actor run queued work until `condition` holds, at most a bounded number of
    /// turns.
    private static func untilMainActorRuns(_ condition: () -> Bool) async {
        for _ in 0..<1_000 where !condition() {
            await Task.yield()
        }
    }

    /// Releases `reference` on a background thread and blocks until it is done, so that the
    /// teardown its `deinit` hands to the main actor is queued rather than run.
    private static func release<Object: AnyObject & Sendable>(_ reference: Unmanaged<Object>) {
        let released = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            reference.release()
            released.signal()
        }
        released.wait()
    }
}

/// A view model's worth of properties: a root and a label derived from it.
@MainActor
private final class DerivedGraph {
    let count = MutableProperty(0)
    let label: Property<String>

    init() {
        label = count.map { "\($0) notes" }
    }
}
