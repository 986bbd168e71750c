import NotesCore

/// Loads to start and cancel, in order: what a ``PhotoPagerWindow`` or a gallery asks of the view
/// model that runs it.
public enum ImageLoadEffect: Hashable, Sendable {
    /// Load the image of `photoID`; report the result with `ticket` to
    /// ``PhotoPagerWindow/loadFinished(ticket:result:)``.
    case startLoad(Photo.ID, ticket: Int)
    /// Cancel the load started with `ticket`; its result, if it still comes, will be dropped.
    case cancelLoad(ticket: Int)
}
