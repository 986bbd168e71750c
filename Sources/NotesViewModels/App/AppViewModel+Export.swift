import Foundation
import NotesCore

/// Exporting notes as files a person reads anywhere: plain text or Markdown, one file a note.
extension AppViewModel {
    /// The notes `scope` names, as documents to export, in the notebook's order; empty when the
    /// note is gone.
    ///
    /// - Complexity: O(*n*) in the number of notes for ``AppExportScope/allNotes``.
    public func exportDocuments(_ scope: AppExportScope) -> [NoteTextDocument] {
        let notes: [Note]
        switch scope {
        case .note(let id): notes = library.note(withID: id).map { [$0] } ?? []
        case .allNotes: notes = Array(library.notebook.notes)
        }
        return notes.map { NoteTextDocument(title: $0.title, content: $0.content) }
    }

    /// How many notes `scope` names: the files an export of it writes.
    ///
    /// - Complexity: O(1).
    public func exportCount(_ scope: AppExportScope) -> Int {
        switch scope {
        case .note(let id): library.note(withID: id) == nil ? 0 : 1
        case .allNotes: library.notebook.noteCount
        }
    }

    /// The user chose a folder to export the notes `scope` names into, as `format`: each is written
    /// as a new file named after its title, never over an existing file (see
    /// ``NotesCore/FileSystem/export(_:as:into:)``); returns the names written.
    ///
    /// The notes are taken as they are now, on the main actor; the files are written through the
    /// environment's file system off it, so 100,000 notes (several seconds of file creation) never
    /// stop the screen. The notes themselves are not changed; a read-only store exports too.
    ///
    /// - Complexity: O(*n*) on the main actor to take *n* notes, then O(*n*) in the total length
    ///   of the notes written, off it.
    public func exportConfirmed(_ scope: AppExportScope, as format: NoteExportFormat, into folder: URL) async
        -> Result<[String], NoteExportError>
    {
        let documents = exportDocuments(scope)
        let fileSystem = environment.fileSystem
        return await Task.detached(priority: .userInitiated) { () -> Result<[String], NoteExportError> in
            do throws(NoteExportError) {
                return .success(try fileSystem.export(documents, as: format, into: folder))
            } catch {
                return .failure(error)
            }
        }.value
    }
}
