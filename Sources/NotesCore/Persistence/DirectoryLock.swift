/// An advisory lock on a store folder, held until ``release()`` or until the last reference to
/// it goes away.
///
/// Advisory: it keeps out every ``NoteStore`` that asks for it (in this process or another) but
/// not a program that ignores it. Thread-safe; releasing twice is harmless.
public final class DirectoryLock: Sendable {
    /// The file in a store folder that ``FileSystem/live`` locks and writes its process id into.
    public static let fileName = "notes.lock"

    private let releaseBody: Locked<(@Sendable () -> Void)?>

    /// Creates a held lock that `release` gives up, exactly once.
    public init(release: @escaping @Sendable () -> Void) {
        releaseBody = Locked(release)
    }

    /// Whether the lock is still held.
    public var isHeld: Bool { releaseBody.withLock { $0 != nil } }

    /// Gives up the lock; later calls do nothing.
    public func release() {
        let body = releaseBody.withLock { body in
            defer { body = nil }
            return body
        }
        body?()
    }

    deinit { release() }
}
