/// What ``AppViewModel/quitRequested()`` found when it saved for the last time.
public enum AppQuitOutcome: Hashable, Sendable {
    /// Every committed change is on disk; the front end may exit.
    case saved
    /// The store is read-only; nothing needed saving.
    case readOnly
    /// Changes were not saved because the user has not yet acknowledged a recovered store.
    case awaitingAcknowledgement
    /// The last save failed: exiting now loses the unsaved changes (``AppViewModel/unsavedNotes``);
    /// the front end should say so and offer to stay, while the failed save's retry goes on.
    case failed(AppSaveFailure)
}
