import Dispatch
import Foundation

/// Reading a large `notes` array on two threads: each half of the notes is read by a parser of
/// its own, and the halves are joined.
extension StoreDocumentParser {
    /// Below this many bytes the notes are read on the calling thread alone.
    static let defaultMinimumBytesForParts = 1 << 22

    /// The bytes that open every note but the first in a file the store wrote: in valid JSON they
    /// can only be the comma between two notes, since every quote inside a string is escaped.
    private static let noteBoundary: StaticString = ",\u{7B}\"color\":["

    /// The `notes` array at the current position (its `[` next, after whitespace) read in two
    /// halves at once, the same notes in the same order as one pass reads; nil, with the position
    /// unchanged, when the array is small, when the parser has no ``source`` to share, or when
    /// the halves do not meet exactly where one pass would go from one note to the next (the
    /// caller then reads it in one pass).
    ///
    /// The halves are split at a note boundary near the middle of the rest of the file: the first
    /// half must end exactly there, after a whole note, and the second starts with the next note.
    /// A boundary found inside damage or text only makes the halves disagree, never accept more.
    /// - Complexity: O(*n*) in the size of the array, spread over two threads.
    mutating func notesInParts() -> [Note]? {
        let start = index
        guard let source, bytes.count - start >= minimumBytesForParts, begin(UInt8(ascii: "[")),
            let split = boundary(after: start + (bytes.count - start) / 2)
        else {
            index = start
            return nil
        }
        let opened = index
        let halves = Locked<[(notes: [Note], end: Int)?]>([nil, nil])
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            // Each thread reads the same bytes through a parser of its own.
            let read = source.withUnsafeBytes { raw in
                var parser = StoreDocumentParser(bytes: raw.bindMemory(to: UInt8.self))
                let notes =
                    half == 0
                    ? parser.notes(from: opened, until: split) : parser.notes(from: split + 1, until: nil)
                return notes.map { (notes: $0, end: parser.index) }
            }
            halves.withLock { $0[half] = read }
        }
        // Taken out of the lock, so that the first half's array is referenced once: it grows in
        // place, its notes moved rather than copied, and only the second half's are copied.
        var read = halves.withLock { held in
            defer { held = [nil, nil] }
            return held
        }
        guard var notes = read[0]?.notes, let second = read[1] else {
            index = start
            return nil
        }
        read = []
        index = second.end
        notes.append(contentsOf: second.notes)
        return notes
    }

    /// The notes from `position` (the first one's `{`, after whitespace) up to the comma at
    /// `stop`, or up to and past the array's `]` when `stop` is nil; nil when the notes do not
    /// read or do not end exactly there.
    private mutating func notes(from position: Int, until stop: Int?) -> [Note]? {
        index = position
        var notes: [Note] = []
        notes.reserveCapacity(((stop ?? bytes.count) - position) >> 9)
        while true {
            guard let note = writtenNote() ?? note(), !failed else { return nil }
            notes.append(note)
            skipWhitespace()
            guard index < bytes.count else { return nil }
            if let stop, index >= stop { return index == stop ? notes : nil }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "]") { return stop == nil ? notes : nil }
            guard byte == UInt8(ascii: ",") else { return nil }
        }
    }

    /// The position of the first note boundary at or after `position`, or nil.
    private func boundary(after position: Int) -> Int? {
        let marker = Self.noteBoundary
        let count = marker.utf8CodeUnitCount
        var candidate = position
        while candidate + count <= bytes.count {
            if bytes[candidate] == UInt8(ascii: ","),
                memcmp(bytes.baseAddress! + candidate, marker.utf8Start, count) == 0
            {
                return candidate
            }
            candidate += 1
        }
        return nil
    }
}
