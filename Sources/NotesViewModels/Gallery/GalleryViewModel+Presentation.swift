/// The user dismissing what the gallery asked a front end to present.
extension GalleryViewModel {
    /// The user dismissed what ``presentation`` shows.
    func presentationDismissed() {
        switch presentation.value {
        case .deleteConfirmation: deleteConfirmationDismissed()
        case .addError: addErrorDismissed()
        case nil: break
        }
    }
}
