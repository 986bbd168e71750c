import Foundation

/// A change source for tests: it reports a change only when the test calls
/// ``filesChanged(_:)``, synchronously, to every watch still running.
public final class ManualChangeSource: StoreChangeSource {
    private let watchers = Locked<[Int: @Sendable (Set<String>) -> Void]>([:])
    private let nextWatch = Locked(0)

    /// A source that has reported nothing.
    public init() {}

    /// The number of watches running.
    public var watchCount: Int { watchers.withLock { $0.count } }

    /// Starts a watch; `folder` is not looked at.
    public func watch(_ folder: URL, changed: @escaping @Sendable (Set<String>) -> Void) -> StoreWatch? {
        let key = nextWatch.withLock { next in
            defer { next += 1 }
            return next
        }
        watchers.withLock { $0[key] = changed }
        return StoreWatch { [weak self] in _ = self?.watchers.withLock { $0.removeValue(forKey: key) } }
    }

    /// Reports that the files named `names` changed (empty: something did), to every watch.
    public func filesChanged(_ names: Set<String> = []) {
        let current = watchers.withLock { Array($0.values) }
        for changed in current { changed(names) }
    }
}
