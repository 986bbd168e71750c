import Foundation
import NotesCore
import NotesViewModels

/// A keystroke in the editor on a 1 MB note: the dirty check, validity, the screen title and
/// the content height, as the editor view model runs them after each change.
enum ListBenchmarkKeystroke {
    static let runs = 201

    static func run() {
        var paragraphs: [String] = []
        var size = 0
        var number = 0
        while size < 1_048_576 {
            let paragraph =
                number % 3 == 0
                ? "Paragraph \(number): the quick brown fox jumps over the lazy dog, again and again."
                : "Абзац \(number): съешь же ещё этих мягких французских булок, да выпей чаю."
            paragraphs.append(paragraph)
            size += paragraph.utf8.count + 1
            number += 1
        }
        let body = paragraphs.joined(separator: "\n")
        let opened = Date(timeIntervalSince1970: 1_800_000_000)
        let note = Note(
            id: Note.ID(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))), title: "Big",
            content: body, createdAt: opened)
        var draft = EditNoteDraft(editing: note, defaultSelfDestructDate: opened)
        var height = ContentHeight { paragraph, width in (paragraph.count + width - 1) / max(width, 1) }
        height.update(content: draft.content, width: 80)

        let clock = ContinuousClock()
        var samples: [Double] = []
        var cpuSamples: [Double] = []
        var checksum = 0
        var offset = body.utf8.count / 2
        for _ in 0..<runs {
            // The keystroke itself (outside the measurement): one character typed mid-note.
            let index = draft.content.utf8.index(draft.content.utf8.startIndex, offsetBy: offset)
            draft.content.insert("x", at: index)
            offset += 1
            let cpuStart = BenchmarkTiming.threadCPUMilliseconds()
            let duration = clock.measure {
                let dirty = draft.isDirty
                let valid = draft.isValid
                let title = draft.screenTitle(language: .english)
                let lines = height.update(content: draft.content, width: 80)
                checksum &+= (dirty ? 1 : 0) + (valid ? 2 : 0) + title.utf8.count + lines
            }
            cpuSamples.append(BenchmarkTiming.threadCPUMilliseconds() - cpuStart)
            samples.append(BenchmarkTiming.milliseconds(duration))
        }
        print("editor keystroke on a \(body.utf8.count / 1_024) KB note (\(paragraphs.count) paragraphs)")
        print(
            "dirty + valid + title + height, median of \(runs):"
                + BenchmarkTiming.format(BenchmarkTiming.median(samples), width: 6) + " ms wall,"
                + BenchmarkTiming.format(BenchmarkTiming.median(cpuSamples), width: 6)
                + " ms CPU (target < 1 ms; lines "
                + "\(height.lineCount), checksum \(checksum % 1_000))")
        ListBenchmarkEditorViewModel.run(note: note, opened: opened)
    }
}
