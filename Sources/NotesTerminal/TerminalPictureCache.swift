import Foundation
import NotesCore
import NotesViewModels

/// The renderings of photos the terminal front end draws (half-block pictures, and raw pixels for
/// a terminal protocol that takes no JPEG), by photo, size and scaling, decoded off the main actor.
///
/// The view models hold the photos' bytes (the pager's three slots, the gallery's visible cells);
/// this cache holds only what the terminal draws from them, so paging back and forth or scrolling
/// the gallery draws each rendering once. It keeps the renderings asked for in the most recent
/// frames, at most ``capacity``; older ones are dropped.
///
/// Main-actor isolated.
@MainActor
final class TerminalPictureCache {
    /// A rendering's photo, the pixel box it fits in and how it is scaled to it.
    struct Key: Hashable {
        var photo: Photo.ID
        var box: PixelSize
        var scaling: Scaling
    }

    /// How a photo is scaled to its box.
    enum Scaling: Hashable, Sendable {
        /// Down or up to the largest size that fits: a half-block picture fills its cells.
        case fitted
        /// Down to fit, never up: pixels a terminal scales itself, no more than its cells show.
        case reduced
    }

    /// Where a rendering stands.
    enum Entry: Hashable {
        /// Being decoded.
        case rendering
        /// Ready to draw: the photo scaled to fit the box.
        case drawn(PhotoPixels)
        /// The bytes are not a picture this front end can draw.
        case undecodable(PhotoDecodeError)
    }

    /// How many renderings are kept: the pager's three slots and a screenful of thumbnails.
    static let capacity = 24

    /// Called on the main actor when a rendering is ready: the loop should draw.
    var renderingFinished: () -> Void = {}

    private var entries: [Key: (entry: Entry, lastUsed: Int)] = [:]
    private var frame = 0
    /// Renderings being decoded, and who waits for them all to be ready.
    private var pending = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// The rendering of `image` scaled to fit `box` (`PictureSpan.pixelBox(columns:rows:)` of the
    /// cells it goes in) as `scaling` says: ready, being decoded (decoding starts now when it was
    /// not asked for before), or undecodable.
    ///
    /// - Complexity: O(1) on the main actor; the decoding is O(pixels) on another thread.
    func picture(of image: LoadedImage, within box: PixelSize, scaling: Scaling = .fitted) -> Entry {
        let key = Key(photo: image.photoID, box: box, scaling: scaling)
        if let found = entries[key] {
            entries[key]?.lastUsed = frame
            return found.entry
        }
        entries[key] = (.rendering, frame)
        let data = image.data
        pending += 1
        Task { [weak self] in
            let entry = await Task.detached(priority: .userInitiated) { () -> Entry in
                do throws(PhotoDecodeError) {
                    return .drawn(try Self.decode(data, within: box, scaling: scaling))
                } catch {
                    return .undecodable(error)
                }
            }.value
            guard let self else { return }
            self.pending -= 1
            if self.entries[key] != nil {
                self.entries[key]?.entry = entry
                self.renderingFinished()
            }
            if self.pending == 0 {
                let waiters = self.waiters
                self.waiters = []
                for waiter in waiters { waiter.resume() }
            }
        }
        return .rendering
    }

    /// The pixels of `data` scaled to fit `box` as `scaling` says: for ``Scaling/reduced``, a photo
    /// whose upright size fits the box already keeps it.
    ///
    /// - Throws: what ``NotesCore/PhotoDecoder/decode(_:fittingWithin:)`` throws.
    /// - Complexity: O(*n*) in the photo's pixels and bytes.
    nonisolated private static func decode(_ data: Data, within box: PixelSize, scaling: Scaling)
        throws(PhotoDecodeError) -> PhotoPixels
    {
        var box = box
        // A header that cannot be read leaves the box as it is; decoding then says what is wrong.
        if scaling == .reduced, let size = try? PhotoHeader(reading: data).uprightSize,
            size.width <= box.width, size.height <= box.height
        {
            box = size
        }
        return try PhotoDecoder.decode(data, fittingWithin: box)
    }

    /// Ends a frame: the renderings not asked for in the last frames go, past ``capacity``.
    func frameEnded() {
        frame += 1
        guard entries.count > Self.capacity else { return }
        let oldest = entries.sorted { $0.value.lastUsed < $1.value.lastUsed }.prefix(
            entries.count - Self.capacity)
        for (key, _) in oldest { entries[key] = nil }
    }

    /// Waits until every rendering asked for so far is ready: for tests, before drawing a frame.
    func renderingsSettled() async {
        guard pending > 0 else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// The pixels of `image` scaled to fit `box` when they are ready, else `nil` (asking for them
    /// as ``picture(of:within:)`` does): what a screen's picture spans are made of.
    func pixels(of image: LoadedImage, within box: PixelSize) -> PhotoPixels? {
        guard case .drawn(let pixels) = picture(of: image, within: box) else { return nil }
        return pixels
    }

    /// How many renderings are kept.
    var count: Int { entries.count }
}
