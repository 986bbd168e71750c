/// How a pager closed.
public enum PhotoPagerOutcome: Hashable, Sendable {
    /// The user went back.
    case dismissed
    /// The last photo was deleted (here or elsewhere), so there is nothing left to show.
    case noPhotosLeft
}
