extension Subscriber: SubscriptionToken {
    var isCancelled: Bool { !isActive }

    func cancel() {
        guard isActive else { return }
        isActive = false
        list.subscriberCancelled(self)
        unlinkOwner?.subscriberCancelled()
    }
}
