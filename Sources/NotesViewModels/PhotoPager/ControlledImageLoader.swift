import NotesCore

/// An ``ImageLoader`` for tests: every load waits until the test completes it, in any order.
///
/// It records what was started and cancelled. ``succeed(_:size:)`` and ``fail(_:with:)``
/// complete the oldest waiting load of a photo; a cancelled load stays completable
/// (``completeCancelled(_:with:)``) to play a loader that delivers after it was cancelled.
@MainActor
public final class ControlledImageLoader {
    /// One load that was started.
    public struct Load: Hashable, Sendable {
        /// The order the load was started in, from 1.
        public var number: Int
        /// What was asked for.
        public var request: ImageRequest
    }

    /// Every load started so far, oldest first.
    public private(set) var started: [Load] = []
    /// The numbers of the loads cancelled so far, in the order they were cancelled.
    public private(set) var cancelled: [Int] = []
    /// Loads neither completed nor cancelled, oldest first.
    public var waiting: [Load] { started.filter { waitingNumbers.contains($0.number) } }

    private var waitingNumbers: Set<Int> = []
    private var cancelledWaiting: [Int: ImageLoader.Completion] = [:]
    private var completions: [Int: ImageLoader.Completion] = [:]

    /// Creates a loader with nothing started.
    public init() {}

    /// The loader to pass to a view model.
    public var loader: ImageLoader {
        ImageLoader { [self] request, completion in
            let number = started.count + 1
            started.append(Load(number: number, request: request))
            waitingNumbers.insert(number)
            completions[number] = completion
            return LoadCancellation { [weak self] in self?.cancel(number) }
        }
    }

    /// The photos of the waiting loads, oldest first.
    public var waitingPhotoIDs: [Photo.ID] { waiting.map(\.request.photo.id) }

    /// Completes the oldest waiting load of `photoID` with an image of `size`.
    ///
    /// Returns `false` when no load of that photo is waiting.
    @discardableResult
    public func succeed(_ photoID: Photo.ID, size: PixelSize = PixelSize(width: 64, height: 48)) -> Bool {
        complete(photoID, with: .success(LoadedImage(photoID: photoID, size: size)))
    }

    /// Fails the oldest waiting load of `photoID` with `error`.
    ///
    /// Returns `false` when no load of that photo is waiting.
    @discardableResult
    public func fail(_ photoID: Photo.ID, with error: ImageLoadError = .failed("read error")) -> Bool {
        complete(photoID, with: .failure(error))
    }

    /// Completes the waiting load numbered `number` with `result`; `false` when it is not waiting.
    @discardableResult
    public func complete(number: Int, with result: Result<LoadedImage, ImageLoadError>) -> Bool {
        guard waitingNumbers.remove(number) != nil, let completion = completions.removeValue(forKey: number)
        else { return false }
        completion(result)
        return true
    }

    /// Delivers `result` to the oldest cancelled load of `photoID` as a late loader would.
    ///
    /// Returns `false` when no cancelled load of that photo is left to deliver.
    @discardableResult
    public func completeCancelled(_ photoID: Photo.ID, with result: Result<LoadedImage, ImageLoadError>)
        -> Bool
    {
        guard
            let number = cancelled.first(where: {
                started[$0 - 1].request.photo.id == photoID && cancelledWaiting[$0] != nil
            }),
            let completion = cancelledWaiting.removeValue(forKey: number)
        else { return false }
        completion(result)
        return true
    }

    private func complete(_ photoID: Photo.ID, with result: Result<LoadedImage, ImageLoadError>) -> Bool {
        guard let load = waiting.first(where: { $0.request.photo.id == photoID }) else { return false }
        return complete(number: load.number, with: result)
    }

    private func cancel(_ number: Int) {
        guard waitingNumbers.remove(number) != nil else { return }
        cancelled.append(number)
        cancelledWaiting[number] = completions.removeValue(forKey: number)
    }
}
