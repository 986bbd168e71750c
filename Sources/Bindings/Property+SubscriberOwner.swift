extension Property: SubscriberOwner {
    func subscriberCancelled() {
        state.subscribers.subscriberCancelled()
        if compute != nil { unlinkIfUnobserved() }
    }
}
