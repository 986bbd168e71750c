import Bindings
import Foundation
import NotesCore

/// Removes notes from a library when their self-destruct date comes, whichever screens exist.
///
/// Removes the notes already expired when it starts, then keeps one timer on the injected scheduler
/// for the earliest date still to come, moving it whenever a change to the library moves that
/// date. Releasing it ends its subscription; a timer it scheduled then does nothing.
///
/// Main-actor isolated.
@MainActor
public final class SelfDestructTimer {
    private let library: NotesLibrary
    private let now: NowSource
    private let scheduler: TimerScheduler
    private var timer: TimerCancellation?
    private var scheduledDate: Date?
    private let subscriptions = SubscriptionBag()

    /// Starts watching `library`: removes every note whose date has passed by `now`, then waits for
    /// the next.
    ///
    /// - Complexity: O(*k*) for the *k* notes with a self-destruct date, plus the removals; the same
    ///   after each change to the library.
    public init(library: NotesLibrary, now: NowSource, scheduler: TimerScheduler) {
        self.library = library
        self.now = now
        self.scheduler = scheduler
        library.revision.subscribeToChanges { [weak self] _, _ in
            self?.reschedule()
        }
        .store(in: subscriptions)
        dateReached()
    }

    /// The date the timer is set for, or `nil` when no note will self-destruct.
    public var nextDate: Date? { scheduledDate }

    /// Stops the timer; no note is removed by this object after.
    public func stop() {
        timer?()
        timer = nil
        scheduledDate = nil
        subscriptions.cancelAll()
    }

    private func reschedule() {
        let next = library.notebook.earliestSelfDestructDate
        guard next != scheduledDate else { return }
        timer?()
        timer = nil
        scheduledDate = next
        guard let next else { return }
        timer = scheduler(at: next) { [weak self] in
            self?.dateReached()
        }
    }

    private func dateReached() {
        timer = nil
        scheduledDate = nil
        library.removeExpiredNotes(asOf: now())
        reschedule()
    }
}
