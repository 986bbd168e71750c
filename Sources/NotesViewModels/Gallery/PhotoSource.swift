/// Where new photos come from: a front end's picker, asynchronous, possibly failing, cancellable.
///
/// Passed to the gallery through ``GalleryEnvironment``. ``pick`` presents the picker and returns
/// at once; the source calls the completion later on the main actor, once. The gallery cancels a
/// pick the user abandons (``GalleryViewModel/addCancelled()``) and ignores what it still
/// delivers. ``ControlledPhotoSource`` completes picks on demand, for tests.
public struct PhotoSource: Sendable {
    /// Called once on the main actor with the outcome of a pick.
    public typealias Completion = @MainActor @Sendable (PhotoPickResult) -> Void

    /// Presents the picker and returns how to dismiss it.
    public var pick: @MainActor @Sendable (_ completion: @escaping Completion) -> LoadCancellation

    /// Creates a source from its pick function.
    public init(pick: @escaping @MainActor @Sendable (_ completion: @escaping Completion) -> LoadCancellation)
    {
        self.pick = pick
    }

    /// A source whose every pick ends at once with `result`.
    public static func returning(_ result: PhotoPickResult) -> PhotoSource {
        PhotoSource { completion in
            completion(result)
            return .none
        }
    }
}
