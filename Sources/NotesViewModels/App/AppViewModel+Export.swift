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

    /// The user chose a folder to export the notes `scope` names into, as `format`: each is written
    /// as a new file named after its title, never over an existing file (see
    /// ``NotesCore/FileSystem/export(_:as:into:)``); returns the names written.
    ///
    /// Writes through the environment's file system on the calling actor, so a very large library
    /// takes a moment. The notes themselves are not changed; a read-only store exports too.
    ///
    /// - Complexity: O(*n*) in the total length of the notes written.
    public func exportConfirmed(_ scope: AppExportScope, as format: NoteExportFormat, into folder: URL)
        -> Result<[String], NoteExportError>
    {
        do throws(NoteExportError) {
            return .success(
                try environment.fileSystem.export(exportDocuments(scope), as: format, into: folder))
        } catch {
            return .failure(error)
        }
    }
}
