/// The side effects and settings a ``GalleryViewModel`` works with, passed in through `init`.
public struct GalleryEnvironment: Sendable {
    /// Loads thumbnails.
    public var imageLoader: ImageLoader
    /// The picker new photos come from.
    public var photoSource: PhotoSource
    /// Checks picked bytes and copies them into the store.
    public var photoStorage: PhotoStorage
    /// The language of the gallery's words.
    public var language: NotesLanguage
    /// The grid's columns, insets and spacing.
    public var metrics: GalleryMetrics
    /// How many cells before and after the visible ones also get their thumbnails loaded.
    public var thumbnailMargin: Int

    /// Creates an environment.
    ///
    /// - Parameters:
    ///   - imageLoader: loads thumbnails.
    ///   - photoSource: the picker.
    ///   - photoStorage: checks and keeps picked photos.
    ///   - language: English by default.
    ///   - metrics: 3 columns with insets and spacing of 12 by default.
    ///   - thumbnailMargin: one row of 3 cells on each side by default.
    public init(
        imageLoader: ImageLoader, photoSource: PhotoSource, photoStorage: PhotoStorage,
        language: NotesLanguage = .english, metrics: GalleryMetrics = .standard, thumbnailMargin: Int = 3
    ) {
        self.imageLoader = imageLoader
        self.photoSource = photoSource
        self.photoStorage = photoStorage
        self.language = language
        self.metrics = metrics
        self.thumbnailMargin = max(thumbnailMargin, 0)
    }
}
