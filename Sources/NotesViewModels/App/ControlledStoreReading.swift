import NotesCore

/// An ``AppStoreReading`` for tests: the store is read at once when the launch starts, and its
/// first page and its end reach the shell only when the test delivers them, in either order.
///
/// The read itself runs synchronously on the main actor (tests read an in-memory disk), so what
/// the shell gets is exactly what the store held when the launch began.
@MainActor
public final class ControlledStoreReading {
    private var firstPage: [Note]?
    private var opening: AppStoreOpening?
    private var deliverFirstPageToShell: AppStoreReading.FirstPage?
    private var finish: AppStoreReading.Finished?

    /// Creates a reading with nothing started.
    public init() {}

    /// The reading to pass in the app's environment.
    public var reading: AppStoreReading {
        AppStoreReading { [self] read, firstPage, finished in
            let opening = read { notes in
                MainActor.assumeIsolated { self.firstPage = notes }
            }
            self.opening = opening
            deliverFirstPageToShell = firstPage
            finish = finished
        }
    }

    /// Whether a launch started reading.
    public var isStarted: Bool { finish != nil || opening != nil }

    /// Whether a first page was read and waits to be delivered.
    public var hasFirstPageWaiting: Bool { firstPage != nil && deliverFirstPageToShell != nil }

    /// Whether the end of the read waits to be delivered.
    public var hasRestWaiting: Bool { finish != nil }

    /// Hands the first page to the shell; `false` when none was read or it was delivered.
    @discardableResult
    public func deliverFirstPage() -> Bool {
        guard let notes = firstPage, let deliver = deliverFirstPageToShell else { return false }
        firstPage = nil
        deliverFirstPageToShell = nil
        deliver(notes)
        return true
    }

    /// Hands the end of the read to the shell; `false` when nothing waits.
    @discardableResult
    public func deliverRest() -> Bool {
        guard let opening, let finish else { return false }
        self.opening = nil
        self.finish = nil
        finish(opening)
        return true
    }
}
