import Bindings
import Testing

@MainActor
@Suite struct LeakTests {
    @Test func ownerOfPropertiesAndSubscriptionsDeallocatesWhenReleased() {
        weak var weakOwner: Owner?
        weak var weakDerived: Property<String>?
        do {
            let owner = Owner(source: MutableProperty("x"))
            weakOwner = owner
            weakDerived = owner.shouted
            owner.title.value = "hello"
            #expect(owner.log == ["", "HELLO"])
        }
        #expect(weakOwner == nil)
        #expect(weakDerived == nil)
    }

    @Test func subscriptionNeverRetainsTheOwnerOfTheClosuresTarget() {
        let source = MutableProperty("x")
        weak var weakOwner: Owner?
        do {
            let owner = Owner(source: source)
            weakOwner = owner
            source.value = "y"
            #expect(owner.log.last == "source y")
        }
        #expect(weakOwner == nil)
        source.value = "z"
    }

    @Test func subscriptionDoesNotKeepItsSourceAlive() {
        weak var weakSource: MutableProperty<Int>?
        var subscription: Subscription?
        do {
            let source = MutableProperty(1)
            weakSource = source
            subscription = source.subscribe { _ in }
        }
        #expect(weakSource == nil)
        // A subscription whose source is gone has ended; cancelling it again is harmless.
        #expect(subscription?.isCancelled == true)
        subscription?.cancel()
    }
}

@MainActor
private final class Owner {
    let title = MutableProperty("")
    let shouted: Property<String>
    let bag = SubscriptionBag()
    var log: [String] = []

    init(source: MutableProperty<String>) {
        shouted = title.map { $0.uppercased() }
        shouted.subscribe { [weak self] in self?.log.append($0) }.store(in: bag)
        source.subscribeToChanges { [weak self] newValue, _ in self?.log.append("source \(newValue)") }
            .store(in: bag)
    }
}
