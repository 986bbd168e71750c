import Foundation
import NotesCore
import Testing

@Suite struct NotebookSelfDestructTests {
    static let oneHour: TimeInterval = 3_600

    static let notebook = Notebook(notes: [
        .numbered(1),
        .numbered(2, selfDestructDate: Date.march20Noon.addingTimeInterval(-oneHour)),
        .numbered(3, selfDestructDate: Date.march20Noon),
        .numbered(4, selfDestructDate: Date.march20Noon.addingTimeInterval(oneHour)),
    ])

    @Test func notesWhoseDateHasPassedOrIsNowHaveExpired() {
        let expired = Self.notebook.expiredNotes(asOf: .march20Noon)
        #expect(expired.map(\.id) == [.number(2), .number(3)])
    }

    @Test func notesWithoutADateNeverExpire() {
        let expired = Self.notebook.expiredNotes(asOf: .distantFuture)
        #expect(expired.map(\.id) == [.number(2), .number(3), .number(4)])
    }

    @Test func removingExpiredNotesKeepsTheOthers() {
        var notebook = Self.notebook
        let removed = notebook.removeExpiredNotes(asOf: .march20Noon)
        #expect(removed.map(\.id) == [.number(2), .number(3)])
        #expect(notebook.orderedNoteIDs == [.number(1), .number(4)])
        #expect(notebook.expiredNotes(asOf: .march20Noon).isEmpty)
    }

    @Test func clearingTheDateStopsTheNoteExpiring() {
        var notebook = Self.notebook
        notebook.add(.numbered(2))
        #expect(notebook.expiredNotes(asOf: .march20Noon).map(\.id) == [.number(3)])
    }
}
