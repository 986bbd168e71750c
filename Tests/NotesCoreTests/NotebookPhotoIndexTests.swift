import Foundation
import NotesCore
import Testing

/// Photos by position: O(1) access, O(log m) lookup of a position, removal that keeps the order.
@Suite struct NotebookPhotoIndexTests {
    @Test func photosAreFoundByPositionInTheOrderTheyWereAdded() {
        let notebook = Notebook(photos: [.numbered(3), .numbered(1), .numbered(2)])
        #expect(notebook.photo(at: 0) == .numbered(3))
        #expect(notebook.photoID(at: 2) == .number(2))
        #expect(notebook.index(ofPhotoWithID: .number(1)) == 1)
        #expect(notebook.index(ofPhotoWithID: .number(9)) == nil)
    }

    @Test func removingAPhotoMovesTheLaterOnesUpByOne() {
        var notebook = Notebook(photos: (1...5).map { .numbered($0) })
        notebook.removePhoto(withID: .number(2))
        #expect((0..<notebook.photoCount).map(notebook.photoID(at:)) == [1, 3, 4, 5].map { .number($0) })
        #expect(notebook.index(ofPhotoWithID: .number(4)) == 2)
        #expect(notebook.index(ofPhotoWithID: .number(2)) == nil)
    }

    @Test func aRemovedPhotoAddedAgainGoesToTheEnd() {
        var notebook = Notebook(photos: [.numbered(1), .numbered(2)])
        notebook.removePhoto(withID: .number(1))
        notebook.addPhoto(.numbered(1))
        #expect(notebook.photos.map(\.id) == [.number(2), .number(1)])
    }

    @Test func notebooksWithTheSamePhotosInTheSameOrderAreEqualWhateverTheirHistory() {
        var edited = Notebook(photos: [.numbered(9), .numbered(1), .numbered(2)])
        edited.removePhoto(withID: .number(9))
        let fresh = Notebook(photos: [.numbered(1), .numbered(2)])
        #expect(edited == fresh)
        #expect(edited.hashValue == fresh.hashValue)
        #expect(edited != Notebook(photos: [.numbered(2), .numbered(1)]))
    }

    /// Thousands of random appends and removals, past several block sizes, against a plain array.
    @Test func positionsMatchAPlainArrayAfterRandomAppendsAndRemovals() {
        var random = SeededRandomNumberGenerator(seed: 12)
        var notebook = Notebook()
        var reference: [Photo.ID] = []
        var next = 0
        for step in 0..<40_000 {
            let removes =
                !reference.isEmpty && Int.random(in: 0..<10, using: &random) < (step < 30_000 ? 2 : 7)
            if removes {
                let position = Int.random(in: 0..<reference.count, using: &random)
                let id = reference.remove(at: position)
                #expect(notebook.removePhoto(withID: id)?.id == id)
            } else {
                next += 1
                let id = Photo.ID.counting(next)
                reference.append(id)
                notebook.addPhoto(
                    Photo(id: id, fileName: "\(next).png", byteCount: 1, createdAt: .march20Noon))
            }
            if step % 997 == 0 || step == 39_999 {
                #expect(notebook.photoCount == reference.count)
                #expect((0..<notebook.photoCount).map(notebook.photoID(at:)) == reference)
                for position in stride(from: 0, to: reference.count, by: 37) {
                    #expect(notebook.index(ofPhotoWithID: reference[position]) == position)
                }
            }
        }
    }
}

extension Photo.ID {
    /// A deterministic id from a whole number, big-endian in the last 8 bytes.
    static func counting(_ number: Int) -> Photo.ID {
        var uuid = [UInt8](repeating: 0, count: 16)
        for byte in 0..<8 { uuid[15 - byte] = UInt8(truncatingIfNeeded: number >> (8 * byte)) }
        return Photo.ID(
            UUID(
                uuid: (
                    uuid[0], uuid[1], uuid[2], uuid[3], uuid[4], uuid[5], uuid[6], uuid[7], uuid[8], uuid[9],
                    uuid[10], uuid[11], uuid[12], uuid[13], uuid[14], uuid[15]
                )))
    }
}
