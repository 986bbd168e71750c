import Foundation

/// The autosave's rules, apart from timers and the disk: which revision of the library is on
/// disk, which is being written, and whether a save must follow.
///
/// A pure value with mutating methods; ``AppViewModel`` runs the effects it asks for. Revisions are
/// ``NotesLibrary/revision`` values, which only grow.
package struct AppAutosave: Hashable, Sendable {
    /// The newest revision committed to the library.
    package private(set) var committed: Int
    /// The newest revision known to be on disk.
    package private(set) var saved: Int
    /// The revision being written, or `nil` when no save runs.
    package private(set) var writing: Int?
    /// Whether a timer will start the next save.
    package private(set) var isTimerScheduled = false
    /// How many saves in a row have failed; 0 once one succeeds.
    package private(set) var failuresInARow = 0

    /// Starts with `revision` on disk.
    package init(savedRevision revision: Int) {
        committed = revision
        saved = revision
    }

    /// Whether something committed is not yet on disk.
    package var hasUnsavedChanges: Bool { committed > saved }

    /// Records a committed change; returns whether a timer must be scheduled for it (none is, and
    /// no save runs that will schedule one when it ends).
    package mutating func changeCommitted(revision: Int) -> Bool {
        committed = max(committed, revision)
        return !isTimerScheduled && writing == nil
    }

    /// A change already on disk (another device's, read from the folder) was applied at
    /// `revision`: when nothing else was waiting to be saved, nothing is now either.
    package mutating func savedChangeApplied(revision: Int) {
        if committed == saved, writing == nil { saved = max(saved, revision) }
        committed = max(committed, revision)
    }

    /// A timer was scheduled to start the next save.
    package mutating func timerScheduled() {
        isTimerScheduled = true
    }

    /// The timer fired, or a save is wanted at once: returns the revision to write, or `nil` when
    /// a save is running (it schedules the next when it ends) or nothing is unsaved.
    package mutating func saveStarting() -> Int? {
        isTimerScheduled = false
        guard writing == nil, hasUnsavedChanges else { return nil }
        writing = committed
        return committed
    }

    /// The timer was cancelled (a save is made at once instead).
    package mutating func timerCancelled() {
        isTimerScheduled = false
    }

    /// The running save ended; returns whether a timer must be scheduled for changes committed
    /// meanwhile (or, after a failure, to retry).
    package mutating func saveFinished(succeeded: Bool) -> Bool {
        if let writing, succeeded { saved = max(saved, writing) }
        writing = nil
        failuresInARow = succeeded ? 0 : failuresInARow + 1
        return hasUnsavedChanges && !isTimerScheduled
    }

    /// The wait before retrying after ``failuresInARow`` failures: `first` after the first, doubled
    /// after each further one, never more than `longest` (a full disk is not written to every few
    /// seconds for as long as it stays full).
    package func retryDelay(first: TimeInterval, longest: TimeInterval) -> TimeInterval {
        let doublings = min(max(failuresInARow - 1, 0), 32)
        return min(first * Double(1 << doublings), max(first, longest))
    }
}
