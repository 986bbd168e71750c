import Foundation
import NotesCore
import Testing

/// The kept drafts against a plain reference, over random sequences of keeping, removing one by
/// id, removing the oldest and launching again: the store always gives back exactly the drafts
/// the reference holds, in its order, and no draft kept is lost to another.
@Suite struct StoreDraftModelTests {
    /// A draft of one of a few notes (so ids repeat, as an edit kept twice does), its text new.
    private func draft(_ generator: inout SeededRandomNumberGenerator, step: Int) -> Note {
        let id = Note.ID(SequentialIDs.uuid(500 + Int.random(in: 0..<6, using: &generator)))
        let title = ["", "Plan", "Список", "👋🏽 café"].randomElement(using: &generator) ?? ""
        return Note(
            id: id, title: title, content: Bool.random(using: &generator) ? "" : "step \(step)",
            createdAt: Date(timeIntervalSince1970: 1_700_000_000))
    }

    @Test(arguments: 0..<8)
    func randomKeepingAndRemovingMatchesAPlainList(batch: Int) throws {
        for sequence in 0..<250 {
            var generator = SeededRandomNumberGenerator(seed: UInt64(batch * 1_000 + sequence))
            let fileSystem = InMemoryFileSystem()
            var store = NoteStore.fixture(fileSystem)
            _ = try store.load()
            var reference: [Note] = []
            for step in 0..<Int.random(in: 1...16, using: &generator) {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0..<5:
                    let note = draft(&generator, step: step)
                    try store.keepDraft(note)
                    reference.removeAll { $0.id == note.id }
                    reference.append(note)
                case 5..<7:
                    let id = Note.ID(SequentialIDs.uuid(500 + Int.random(in: 0..<6, using: &generator)))
                    try store.removeKeptDraft(withID: id)
                    reference.removeAll { $0.id == id }
                case 7:
                    try store.removeKeptDraft()
                    if !reference.isEmpty { reference.removeFirst() }
                default:
                    store = NoteStore.fixture(fileSystem)
                    _ = try store.load()
                }
                #expect(try store.keptDrafts() == reference, "seed \(batch * 1_000 + sequence), step \(step)")
                #expect(try store.keptDraft() == reference.first)
                #expect((fileSystem.contents(of: store.draftFile) == nil) == reference.isEmpty)
            }
        }
    }
}
