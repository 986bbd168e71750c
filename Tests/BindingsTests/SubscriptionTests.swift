import Bindings
import Testing

@MainActor
@Suite struct SubscriptionTests {
    @Test func cancellingOneOfTenThousandSubscriptionsIsConstantTime() {
        let count = MutableProperty(0)
        var calls = Array(repeating: 0, count: 10_000)
        let subscriptions = (0..<10_000).map { index in
            count.subscribeToChanges { _, _ in calls[index] += 1 }
        }
        subscriptions[4_321].cancel()
        // Cancelling marks one slot; no other subscriber is moved or visited.
        #expect(count.subscriberSlotCount == 10_000)
        #expect(count.slotsVisitedByCancellations == 1)
        count.value = 1
        #expect(calls[4_321] == 0)
        #expect(calls.reduce(0, +) == 9_999)
        for subscription in subscriptions { subscription.cancel() }
        // Cancelled slots are compacted away in amortised constant time per cancel: each cancel
        // visits its own slot, and the compactions together visit fewer than twice the subscribers.
        #expect(count.subscriberSlotCount < 64)
        #expect(count.slotsVisitedByCancellations < 3 * 10_000)
        #expect(count.activeSubscriberCount == 0)
    }

    @Test func subscriptionCancelsWhenReleased() {
        let count = MutableProperty(0)
        var received: [Int] = []
        do {
            let subscription = count.subscribe { received.append($0) }
            _ = subscription
        }
        count.value = 1
        #expect(received == [0])
    }

    @Test func bagCancelsEverythingWhenEmptiedOrReleased() {
        let count = MutableProperty(0)
        var received: [Int] = []
        let bag = SubscriptionBag()
        count.subscribeToChanges { newValue, _ in received.append(newValue) }.store(in: bag)
        count.value = 1
        bag.cancelAll()
        count.value = 2
        #expect(received == [1])
        #expect(bag.count == 0)
    }

    @Test func cancellingOneOfTenThousandPerRowDerivedSubscriptionsIsConstantTime() {
        let selection = MutableProperty(0)
        var calls = 0
        let subscriptions = (0..<10_000).map { row in
            selection.map { $0 == row }.subscribeToChanges { _, _ in calls += 1 }
        }
        #expect(selection.linkedDependentCount == 10_000)
        subscriptions[4_321].cancel()
        // Unlinking the row's derived property frees its own slot in the source; nothing is searched.
        #expect(selection.dependentSlotsVisitedByRemovals == 1)
        #expect(selection.linkedDependentCount == 9_999)
        selection.value = 4_321
        #expect(calls == 1)
        for subscription in subscriptions { subscription.cancel() }
        #expect(selection.dependentSlotsVisitedByRemovals < 3 * 10_000)
        #expect(selection.linkedDependentCount == 0)
    }

    @Test func cancelLetsGoOfTheCallbackWhileTheSubscriptionIsStillHeld() {
        let source = MutableProperty(0)
        weak var weakOwner: SubscribingOwner?
        var owner: SubscribingOwner? = SubscribingOwner(source: source)
        weakOwner = owner
        owner?.subscription?.cancel()
        owner = nil
        #expect(weakOwner == nil)
    }

    @Test func cancelledSubscriptionInABagLetsGoOfItsCallbackBeforeTheBagIsEmptied() {
        let source = MutableProperty(0)
        let bag = SubscriptionBag()
        weak var weakTarget: Target?
        var subscription: SubscriptionHandle?
        do {
            let target = Target()
            weakTarget = target
            subscription = source.subscribe { target.values.append($0) }
            subscription?.store(in: bag)
        }
        subscription?.cancel()
        subscription = nil
        #expect(bag.count == 1)
        #expect(weakTarget == nil)
    }
}

/// A view model that keeps its own subscription in an optional, capturing itself strongly.
@MainActor
private final class SubscribingOwner {
    var subscription: SubscriptionHandle?
    var values: [Int] = []

    init(source: MutableProperty<Int>) {
        subscription = source.subscribe { self.values.append($0) }
    }
}

/// What a callback captures strongly.
@MainActor
private final class Target {
    var values: [Int] = []
}
