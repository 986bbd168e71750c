/// Reading the first notes of `notes.json` without the rest.
extension StoreDocumentParser {
    /// Up to `limit` notes from the start of the `notes` array, which a file the store wrote
    /// begins with; fewer when the array ends or an entry does not read, none when the file does
    /// not begin as one the store writes.
    /// - Complexity: O(*m*) in the size of the notes read.
    mutating func leadingNotes(_ limit: Int) -> [Note] {
        var notes: [Note] = []
        var isFirst = true
        guard begin(UInt8(ascii: "{")), nextMember(&isFirst) == "notes", begin(UInt8(ascii: "[")) else {
            return []
        }
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { return [] }
        while notes.count < limit {
            guard let note = note(), !failed else { return notes }
            notes.append(note)
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return notes }
            index += 1
        }
        return notes
    }
}
