extension Signal: SubscriberOwner {
    func subscriberCancelled() {
        subscribers.subscriberCancelled()
    }
}
