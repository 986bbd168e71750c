import Bindings
import Foundation
import NotesCore
import NotesTextUI
import NotesViewModels

/// A keystroke in the editor view model on a 1 MB note, as a front end sees it: the content property
/// is written, and the Done state, Done enabled, the reason Done is disabled and the content height
/// it subscribes to are updated, with the text UI's own wrapped-line measure at 80 columns.
enum ListBenchmarkEditorViewModel {
    static let runs = 201

    static func run(note: Note, opened: Date) {
        MainActor.assumeIsolated { measure(note: note, opened: opened) }
    }

    @MainActor
    private static func measure(note: Note, opened: Date) {
        let library = NotesLibrary(notebook: Notebook(notes: [note]))
        let environment = EditNoteEnvironment(
            now: .fixed(opened), measureLines: EditNoteScreen.lineMeasure)
        guard
            let editor = try? EditNoteViewModel(
                for: .editNote(note.id), in: library, environment: environment)
        else {
            print("editor view model: the note could not be opened")
            return
        }
        editor.contentWidthChanged(80)
        var checksum = 0
        let bag = SubscriptionBag()
        editor.doneMode.subscribe { checksum &+= $0.isEnabled ? 1 : 0 }.store(in: bag)
        editor.isDoneEnabled.subscribe { checksum &+= $0 ? 2 : 0 }.store(in: bag)
        editor.doneDisabledReason.subscribe { checksum &+= $0 == nil ? 0 : 4 }.store(in: bag)
        editor.contentHeight.subscribe { checksum &+= $0 }.store(in: bag)

        var content = note.content
        var offset = content.utf8.count / 2
        var samples: [Double] = []
        var cpuSamples: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            // The typing itself (outside the measurement): one character inserted mid-note.
            content.insert("x", at: content.utf8.index(content.utf8.startIndex, offsetBy: offset))
            offset += 1
            let typed = content
            let cpuStart = BenchmarkTiming.threadCPUMilliseconds()
            let duration = clock.measure { editor.contentChanged(typed) }
            cpuSamples.append(BenchmarkTiming.threadCPUMilliseconds() - cpuStart)
            samples.append(BenchmarkTiming.milliseconds(duration))
        }
        print(
            "view model keystroke (content written, Done, its reason and height delivered), median of \(runs):"
                + BenchmarkTiming.format(BenchmarkTiming.median(samples), width: 6) + " ms wall,"
                + BenchmarkTiming.format(BenchmarkTiming.median(cpuSamples), width: 6)
                + " ms CPU (target < 1 ms; height \(editor.contentHeight.value), checksum \(checksum % 1_000))"
        )
        bag.cancelAll()
    }
}
