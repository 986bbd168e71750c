/// Where one image stands: not asked for, on its way, shown, or failed.
public enum PhotoLoadState: Hashable, Sendable {
    /// No load has started (or the pager closed and cancelled it).
    case idle
    /// A load is on its way.
    case loading
    /// The image arrived.
    case loaded(LoadedImage)
    /// The load failed; a retry starts a new one.
    case failed(ImageLoadError)

    /// The image, when loaded.
    public var image: LoadedImage? {
        if case .loaded(let image) = self { image } else { nil }
    }
}
