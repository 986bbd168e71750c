/// A derived property, told when one of its subscribers is cancelled so that it can unlink from
/// its sources once nothing observes it.
@MainActor
protocol SubscriberOwner: AnyObject {
    /// Called once per cancelled subscriber, after the subscriber list has counted it.
    func subscriberCancelled()
}
