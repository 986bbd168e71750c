/// The side effects and settings a ``PhotoPagerViewModel`` works with, passed in through `init`.
public struct PhotoPagerEnvironment: Sendable {
    /// Loads each slot's image.
    public var imageLoader: ImageLoader
    /// The language of the title and the pager's words.
    public var language: NotesLanguage

    /// Creates an environment.
    public init(imageLoader: ImageLoader, language: NotesLanguage = .english) {
        self.imageLoader = imageLoader
        self.language = language
    }
}
