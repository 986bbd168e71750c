import NotesCore

/// Loads photos' images: asynchronously, possibly failing, cancellable.
///
/// Passed to the gallery and the pager through their environments. ``start`` begins one load and
/// returns at once; the loader calls the completion later on the main actor, once, with the image
/// or an error. The view models cancel a load they no longer need and drop any result that
/// arrives for a photo its cell or slot no longer shows, so a loader may deliver late, out of
/// order, or even after it was cancelled.
///
/// Values: ``live(read:)`` and ``store(_:largestFile:)`` read files off the main actor;
/// ``ControlledImageLoader`` completes loads on demand, in any order, for tests;
/// ``immediate`` completes at once with a synthetic image.
public struct ImageLoader: Sendable {
    /// Called once on the main actor with the outcome of a load.
    public typealias Completion = @MainActor @Sendable (Result<LoadedImage, ImageLoadError>) -> Void

    /// Starts loading `request` and returns how to cancel it.
    public var start:
        @MainActor @Sendable (_ request: ImageRequest, _ completion: @escaping Completion) -> LoadCancellation

    /// Creates a loader from its start function.
    public init(
        start:
            @escaping @MainActor @Sendable (_ request: ImageRequest, _ completion: @escaping Completion) ->
            LoadCancellation
    ) {
        self.start = start
    }
}
