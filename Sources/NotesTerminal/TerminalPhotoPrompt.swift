import Foundation
import NotesViewModels

/// The terminal's photo picker: the gallery's add button asks for a file path, and the file is
/// handed over as the picked photo, for the gallery to check and copy off the main actor (its
/// bytes are never read here).
///
/// Pass ``photoSource`` in the app's environment; the front end shows the prompt while
/// ``isAsking`` and answers with ``pathEntered(_:)`` or ``cancelled()``.
@MainActor
public final class TerminalPhotoPrompt {
    private var completion: PhotoSource.Completion?

    /// A prompt with no path asked for yet.
    nonisolated public init() {}

    /// The photo source that opens this prompt.
    nonisolated public var photoSource: PhotoSource {
        PhotoSource { [self] completion in
            self.completion = completion
            return LoadCancellation { [weak self] in self?.completion = nil }
        }
    }

    /// Whether a path is being asked for.
    public var isAsking: Bool { completion != nil }

    /// The user typed a path and pressed Enter: the file (`~` expanded) is picked at once; whether
    /// it can be read and is an image is for the gallery's copy to find out.
    public func pathEntered(_ path: String) {
        guard let completion else { return }
        self.completion = nil
        let expanded = (path.trimmingCharacters(in: .whitespaces) as NSString).expandingTildeInPath
        let file = URL(fileURLWithPath: expanded)
        completion(.picked(PickedPhoto(name: file.lastPathComponent, file: file)))
    }

    /// The user pressed Esc: nothing is picked.
    public func cancelled() {
        guard let completion else { return }
        self.completion = nil
        completion(.cancelled)
    }
}
