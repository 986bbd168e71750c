import Foundation

/// Where the app is in opening its store.
public enum AppLaunchState: Hashable, Sendable {
    /// The store is being read; nothing to show yet.
    case launching
    /// The notes are shown; ``AppViewModel/access`` says whether changes are saved.
    case running
    /// The store's folder could not be read or created: the app shows this and nothing else.
    case failed(AppLaunchFailure)
}
