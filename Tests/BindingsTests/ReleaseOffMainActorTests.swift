import Bindings
import Foundation
import Testing

/// Guarantee 5 across threads: a source released off the main actor runs its `deinit` later, on the
/// main actor; a subscription cancelled in between must neither trap nor reach the dying source.
@MainActor
@Suite struct ReleaseOffMainActorTests {
    @Test func cancellingAfterThePropertyIsReleasedOffTheMainActorNeverTraps() {
        var property: MutableProperty<Int>? = MutableProperty(0)
        var received: [Int] = []
        let subscription = property!.subscribe { received.append($0) }
        let lastReference = Unmanaged.passRetained(property!)
        property = nil
        Self.release(lastReference)
        // The main actor has been busy throughout, so the property's deinit is queued, not yet run.
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

    /// Releases `reference` on a background thread and blocks until it is done, so that an isolated
    /// `deinit` it triggers is queued on the main actor rather than run.
    private static func release<Object: AnyObject & Sendable>(_ reference: Unmanaged<Object>) {
        let released = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            reference.release()
            released.signal()
        }
        released.wait()
    }
}
