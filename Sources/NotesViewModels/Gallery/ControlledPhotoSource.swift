/// A ``PhotoSource`` for tests: each pick waits until the test ends it.
@MainActor
public final class ControlledPhotoSource {
    /// How many picks were started.
    public private(set) var pickCount = 0
    /// How many picks were cancelled by the gallery.
    public private(set) var cancelCount = 0
    private var waiting: (number: Int, completion: PhotoSource.Completion)?

    /// Creates a source with no pick waiting.
    public init() {}

    /// Whether a pick waits for ``finish(_:)``.
    public var isPicking: Bool { waiting != nil }

    /// The source to pass to a gallery.
    public var source: PhotoSource {
        PhotoSource { [self] completion in
            pickCount += 1
            let number = pickCount
            waiting = (number, completion)
            return LoadCancellation { [weak self] in
                guard let self, self.waiting?.number == number else { return }
                self.waiting = nil
                self.cancelCount += 1
            }
        }
    }

    /// Ends the waiting pick with `result`; returns `false` when none waits.
    @discardableResult
    public func finish(_ result: PhotoPickResult) -> Bool {
        guard let pick = waiting else { return false }
        waiting = nil
        pick.completion(result)
        return true
    }
}
