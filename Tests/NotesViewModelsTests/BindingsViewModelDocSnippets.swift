import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Observation
import Testing

// The code of Docs/NotesKit.docc/Bindings.md that uses a note or an editor (the rest is in
// Tests/BindingsTests/BindingsDocSnippets.swift). Each region between `// snippet: name` and
// `// end snippet` is one code block of the article, character for character (after removing the
// region's common indentation); DocSnippetTests checks that they match, so the article's code is
// always code that compiles. Here it also runs: the suite's `print(_:)` keeps what the snippets
// print, so the tests check the article's comments.

/// What the snippets printed, one entry per call, from any thread.
private final class PrintedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    var lines: [String] { lock.withLock { storage } }
    func append(_ line: String) { lock.withLock { storage.append(line) } }
}

@MainActor
@Suite struct BindingsViewModelDocSnippets {
    private let printed = PrintedLines()

    /// Stands in for the standard library's `print` in the snippets, keeping what they print.
    private nonisolated func print(_ item: Any) {
        printed.append("\(item)")
    }

    @Test func aSignalIsHeardOnlyByItsCurrentSubscribers() {
        let bag = SubscriptionBag()
        let id = Note.ID.fixture(1)
        // snippet: signal
        let saved = Signal<Note.ID>()
        saved.send(id)  // nobody hears it
        saved.subscribe { print($0) }.store(in: bag)  // later events only
        // end snippet
        #expect(printed.lines.isEmpty)
        saved.send(Note.ID.fixture(2))
        #expect(printed.lines == ["\(Note.ID.fixture(2))"])
    }

    @Test func aTrackedDerivedPropertyReportsOnlyItsOwnChanges() {
        // snippet: observation
        let title = MutableProperty("")
        let isDoneEnabled = title.map { !$0.isEmpty }
        withObservationTracking {
            _ = isDoneEnabled.value
        } onChange: {
            print("re-render")
        }
        title.value = "H"  // re-render: isDoneEnabled became true
        title.value = "Hi"  // nothing: a new tracking would read true again
        // end snippet
        #expect(printed.lines == ["re-render"])
        withObservationTracking {
            _ = isDoneEnabled.value
        } onChange: {
            print("re-render")
        }
        title.value = "Hi!"
        #expect(printed.lines == ["re-render"])
        title.value = ""
        #expect(printed.lines == ["re-render", "re-render"])
    }

    @Test func valuesIsTheCurrentValueThenEveryChange() async {
        let editor = EditNoteViewModel.newNote(in: .fixture())
        let reading = Task {
            // snippet: values
            for await title in editor.title.values { print(title) }
            // end snippet
        }
        await waitUntil { printed.lines.count == 1 }
        editor.titleChanged("Hi")
        await waitUntil { printed.lines.count == 2 }
        #expect(printed.lines == ["", "Hi"])
        reading.cancel()
        await reading.value
    }

    @Test func aRecorderKeepsOneTimelineOfPropertiesAndSignals() {
        let editor = EditNoteViewModel.newNote(in: .fixture())
        // snippet: recorder
        let recorder = Recorder()
        recorder.record(editor.title, as: "title")
        recorder.record(editor.finished, as: "finished")
        editor.titleChanged("Hi")
        editor.cancelTapped()
        #expect(
            recorder.timeline == """
                title = ""
                title = "Hi"
                event finished(NotesViewModels.EditNoteOutcome.discarded)
                """)
        // end snippet
    }

    /// Lets other main-actor work run until `condition` holds, or gives up after many turns.
    private func waitUntil(_ condition: () -> Bool) async {
        for _ in 0..<100_000 where !condition() {
            await Task.yield()
        }
    }
}
