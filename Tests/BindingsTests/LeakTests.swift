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
        let calls = CallCounter()
        weak var weakOwner: LoggingOwner?
        weak var weakLog: Log?
        do {
            let owner = LoggingOwner(source: source, calls: calls)
            weakOwner = owner
            weakLog = owner.log
            source.value = "y"
            #expect(owner.log.lines == ["source y"])
            #expect(source.activeSubscriberCount == 1)
        }
        // The callback holds the log strongly. Releasing the owner releases its bag, which cancels
        // the subscription, and the source's list lets go of the cancelled callback at once.
        #expect(weakOwner == nil)
        #expect(source.activeSubscriberCount == 0)
        #expect(weakLog == nil)
        source.value = "z"
        #expect(calls.count == 1)
    }

    @Test func subscriptionToADerivedPropertyKeepsNeitherItNorItsSourcesAlive() {
        weak var weakRoot: MutableProperty<Int>?
        weak var weakDerived: Property<Int>?
        var received: [Int] = []
        var subscription: SubscriptionHandle?
        do {
            let root = MutableProperty(1)
            weakRoot = root
            let doubled = root.map { $0 * 2 }
            weakDerived = doubled
            subscription = doubled.subscribe { received.append($0) }
            root.value = 2
        }
        #expect(weakRoot == nil)
        #expect(weakDerived == nil)
        #expect(subscription?.isCancelled == true)
        #expect(received == [2, 4])
    }

    @Test func viewHoldingASubscriptionToADerivedPropertyDoesNotKeepTheViewModelAlive() {
        weak var weakViewModel: EditorModel?
        weak var weakIsDoneEnabled: Property<Bool>?
        var shown: [Bool] = []
        var viewSubscription: SubscriptionHandle?
        do {
            let viewModel = EditorModel()
            weakViewModel = viewModel
            weakIsDoneEnabled = viewModel.isDoneEnabled
            viewSubscription = viewModel.isDoneEnabled.subscribe { shown.append($0) }
            viewModel.title.value = "Groceries"
        }
        #expect(weakViewModel == nil)
        #expect(weakIsDoneEnabled == nil)
        #expect(viewSubscription?.isCancelled == true)
        #expect(shown == [false, true])
    }

    @Test func derivedPropertyHeldWithoutItsRootKeepsItsLastValue() {
        let label: Property<String>
        do {
            let count = MutableProperty(3)
            label = count.map { "\($0) notes" }
            count.value = 4
        }
        #expect(label.value == "4 notes")
    }

    @Test func subscriptionDoesNotKeepItsSourceAlive() {
        weak var weakSource: MutableProperty<Int>?
        var subscription: SubscriptionHandle?
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

/// A view model whose Done button is enabled by a property derived from two of its own.
@MainActor
private final class EditorModel {
    let title = MutableProperty("")
    let isSaving = MutableProperty(false)
    let isDoneEnabled: Property<Bool>

    init() {
        isDoneEnabled = combine(title, isSaving).map { !$0.0.isEmpty && !$0.1 }
    }
}

/// Counts calls of a handler, from the test's side.
@MainActor
private final class CallCounter {
    var count = 0
}

/// What a handler writes to; owned by a ``LoggingOwner`` and captured strongly by its handler.
@MainActor
private final class Log {
    var lines: [String] = []
}

/// Owns a log and the subscription that writes to it, and nothing else.
@MainActor
private final class LoggingOwner {
    let log = Log()
    let bag = SubscriptionBag()

    init(source: MutableProperty<String>, calls: CallCounter) {
        source.subscribeToChanges { [log] newValue, _ in
            calls.count += 1
            log.lines.append("source \(newValue)")
        }
        .store(in: bag)
    }
}
