import Foundation
import NotesCore

extension NotesProgram {
    /// Every note of the store in `directory`, read through the store (the snapshot and its
    /// journal) as the next launch reads it: each note's title and content on lines of their own.
    static func storedText(in directory: URL) throws -> String {
        var reader = NoteStore(
            directory: directory, fileSystem: .live, clock: { Date() }, makeID: { UUID() }, mode: .readOnly)
        return try reader.load().contents.notes.map { "\($0.title)\n\($0.content)" }.joined(separator: "\n")
    }
}
