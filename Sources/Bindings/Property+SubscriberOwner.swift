extension Property: SubscriberOwner {
    func subscriberCancelled() {
        unlinkIfUnobserved()
    }
}
