import Foundation

/// Runs teardown work from a `deinit` on the main actor: at once when the `deinit` runs on the
/// main actor, otherwise as soon as the main actor is free.
///
/// Every `deinit` in the module is nonisolated (so the module runs on iOS 17 and macOS 14); the
/// ones that must touch main-actor state (cancelling a subscription, deactivating a property's
/// subscribers, releasing the dependents it links) hand that work here, so it never races with
/// delivery and happens in order with any other main-actor work.
///
/// The main actor runs on the main dispatch queue, though not always on the main thread (a
/// process that calls `dispatchMain()` serves that queue from other threads), so the check is a
/// value set on the main queue rather than `Thread.isMainThread`.
enum MainActorHop {
    /// A key whose value is set on the main queue only.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue, and so on the main actor.
    static var isOnMainActor: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// Runs `work` on the main actor, synchronously if already there.
    static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
        if isOnMainActor {
            MainActor.assumeIsolated { work() }
        } else {
            Task { @MainActor in work() }
        }
    }
}
