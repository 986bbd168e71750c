import Foundation

/// Exporting notes as files of text.
extension FileSystem {
    /// Writes each document as a new file of text in `format` into `folder`, made first if it is
    /// missing; returns the names written, in the documents' order.
    ///
    /// Names come from the titles (``NoteFileNames``), unique among the folder's files: an
    /// existing file is never overwritten, and a file that appears meanwhile makes the write fail
    /// rather than be replaced. Stops at the first failure and says which files were written.
    ///
    /// - Complexity: O(*n*) in the total length of the documents, plus a listing of the folder.
    public func export(
        _ documents: [NoteTextDocument], as format: NoteExportFormat, into folder: URL
    ) throws(NoteExportError) -> [String] {
        let existing: [String]
        do {
            try createDirectory(folder)
            existing = try listDirectory(folder)
        } catch {
            throw .folderUnusable(error)
        }
        var names = NoteFileNames(existingNames: existing)
        var written: [String] = []
        for document in documents {
            let name = names.claim(title: document.title, format: format)
            do {
                try writeFile(Data(document.text(in: format).utf8), folder.appendingPathComponent(name))
            } catch {
                throw .writeFailed(error, written: written)
            }
            written.append(name)
        }
        return written
    }
}
