import Foundation
import NotesViewModels

/// The terminal's photo picker: the gallery's add button asks for a file path, and the file's bytes
/// are handed over as the picked photo.
///
/// Pass ``photoSource`` in the app's environment; the front end shows the prompt while
/// ``isAsking`` and answers with ``pathEntered(_:)`` or ``cancelled()``.
@MainActor
public final class TerminalPhotoPrompt {
    private var completion: PhotoSource.Completion?
    private let readFile: @Sendable (String) throws -> Data

    /// A prompt that reads files with `readFile` (the disk by default).
    nonisolated public init(
        readFile: @escaping @Sendable (String) throws -> Data = {
            try Data(contentsOf: URL(fileURLWithPath: $0))
        }
    ) {
        self.readFile = readFile
    }

    /// The photo source that opens this prompt.
    nonisolated public var photoSource: PhotoSource {
        PhotoSource { [self] completion in
            self.completion = completion
            return LoadCancellation { [weak self] in self?.completion = nil }
        }
    }

    /// Whether a path is being asked for.
    public var isAsking: Bool { completion != nil }

    /// The user typed a path and pressed Enter: the file is read and picked, or the pick fails
    /// saying why.
    public func pathEntered(_ path: String) {
        guard let completion else { return }
        self.completion = nil
        let expanded = (path.trimmingCharacters(in: .whitespaces) as NSString).expandingTildeInPath
        do {
            let bytes = try readFile(expanded)
            completion(
                .picked(PickedPhoto(name: URL(fileURLWithPath: expanded).lastPathComponent, bytes: bytes)))
        } catch {
            completion(.failed("\(expanded): \(error.localizedDescription)"))
        }
    }

    /// The user pressed Esc: nothing is picked.
    public func cancelled() {
        guard let completion else { return }
        self.completion = nil
        completion(.cancelled)
    }
}
