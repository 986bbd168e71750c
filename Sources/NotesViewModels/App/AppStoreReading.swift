import Foundation
import NotesCore

/// Where and when the app shell's launch reads the store: the effect that runs the read off the
/// main actor and hands its first page and its end to the shell on the main actor.
///
/// Injected through ``AppEnvironment/init(now:calendar:timeZone:locale:language:ids:scheduler:fileSystem:measureLines:imageLoader:photoSource:storeReading:autosaveDelay:saveRetryDelay:)``
/// like every other effect: ``background`` in an app, a ``ControlledStoreReading``'s
/// ``ControlledStoreReading/reading`` in tests, which hands each part over only when the test says.
///
/// Either part may arrive first: the shell shows the first page only while the rest has not come.
public struct AppStoreReading: Sendable {
    /// One read of the store, synchronous on whatever thread runs it; calls `firstPage` at most
    /// once, partway, with the newest notes.
    typealias Read = @Sendable (_ firstPage: @escaping @Sendable ([Note]) -> Void) -> AppStoreOpening
    /// Called on the main actor with the first page.
    typealias FirstPage = @MainActor @Sendable ([Note]) -> Void
    /// Called on the main actor with what the read found.
    typealias Finished = @MainActor @Sendable (AppStoreOpening) -> Void

    /// Starts `read`; returns at once.
    let start:
        @MainActor @Sendable (
            _ read: @escaping Read, _ firstPage: @escaping FirstPage, _ finished: @escaping Finished
        ) -> Void

    /// Reads the store on a thread of its own at user-initiated quality of service; the first page
    /// and the end each hop to the main actor as soon as they are read.
    ///
    /// A thread, not a task: the read parses and indexes on every core with
    /// `DispatchQueue.concurrentPerform`, which, called from a thread of Swift concurrency's
    /// cooperative pool, may get no other thread and run its parts one after another.
    public static let background = AppStoreReading { read, firstPage, finished in
        let thread = Thread {
            let opening = read { notes in
                Task { @MainActor in firstPage(notes) }
            }
            Task { @MainActor in finished(opening) }
        }
        thread.qualityOfService = .userInitiated
        thread.start()
    }
}
