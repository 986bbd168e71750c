import Foundation
import NotesTerminal
import NotesViewModels
import Terminal

/// One keystroke through the whole terminal front end, timed stage by stage: the key's bytes
/// decoded, the event handled (the search runs here), the frame built, the frame rendered to bytes.
struct TerminalBenchmarkKeystroke {
    /// What was typed, for the report.
    var label: String
    /// Milliseconds in `InputDecoder.decode`.
    var decode: Double
    /// Milliseconds in `NotesTerminalApp.handle` (the list's search and row changes).
    var handle: Double
    /// Milliseconds in `NotesTerminalApp.frame(size:)`.
    var frame: Double
    /// Milliseconds in `FrameRenderer.render`.
    var render: Double
    /// The bytes written for the keystroke.
    var bytes: Int
    /// The bytes a full redraw of the same frame writes.
    var fullRedrawBytes: Int

    /// The whole keystroke, from bytes in to bytes out.
    var total: Double { decode + handle + frame + render }

    /// Types `bytes` into `frontEnd`, drawing with `renderer` at `size`, and times each stage.
    @MainActor
    static func type(
        _ bytes: [UInt8], label: String, decoder: inout InputDecoder, frontEnd: NotesTerminalApp,
        renderer: inout FrameRenderer, size: TerminalSize
    ) -> TerminalBenchmarkKeystroke {
        let clock = ContinuousClock()
        var events: [TerminalEvent] = []
        let decode = clock.measure { events = decoder.decode(bytes) }
        let handle = clock.measure { for event in events { _ = frontEnd.handle(event) } }
        var frame = TerminalFrame(lines: [])
        let framing = clock.measure { frame = frontEnd.frame(size: size) }
        var output = ""
        let render = clock.measure { output = renderer.render(frame, size: size) }
        var full = renderer
        full.invalidate()
        let fullRedraw = full.render(frame, size: size)
        return TerminalBenchmarkKeystroke(
            label: label, decode: BenchmarkTiming.milliseconds(decode),
            handle: BenchmarkTiming.milliseconds(handle), frame: BenchmarkTiming.milliseconds(framing),
            render: BenchmarkTiming.milliseconds(render), bytes: output.utf8.count,
            fullRedrawBytes: fullRedraw.utf8.count)
    }
}
