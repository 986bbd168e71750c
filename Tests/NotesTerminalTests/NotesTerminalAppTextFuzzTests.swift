import Foundation
import NotesCore
import NotesTerminal
import NotesTextUI
import NotesViewModels
import Terminal
import Testing

/// Every text field of the terminal app (search, title, content, hex, photo path) takes random
/// scalars from every corner of Unicode one key at a time, pastes and edits, and the frames drawn
/// after each key at 80×24 and 40×15 never trap, fill the terminal exactly, hold no control
/// character and put the cursor on the screen.
@MainActor
@Suite struct NotesTerminalAppTextFuzzTests {
    enum Field: CaseIterable {
        case search, title, content, hex, photoPath
    }

    static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 15)]

    /// A front end over a launched shell whose photo picker is the terminal's path prompt.
    static func launched(shareDestination: ShareDestination = .keptForExit) async -> NotesTerminalApp {
        let prompt = TerminalPhotoPrompt()
        let clock = ManualTimerClock(start: Date(timeIntervalSince1970: 1_800_000_000))
        var environment = AppEnvironment.test(
            clock: clock, fileSystem: InMemoryFileSystem().fileSystem, photoSource: prompt.photoSource)
        environment.measureLines = EditNoteScreen.lineMeasure
        environment.galleryMetrics = GalleryScreen.metrics
        let app = AppViewModel(storeDirectory: URL(fileURLWithPath: "/store"), environment: environment)
        let frontEnd = NotesTerminalApp(
            app: app, timeZone: TimeZone(identifier: "UTC")!, photoPrompt: prompt,
            shareDestination: shareDestination)
        await app.launch()
        return frontEnd
    }

    /// The keys that bring the focus into `field` from the notes list.
    static func opening(_ field: Field) -> [TerminalKeyPress] {
        switch field {
        case .search: [.character("/")]
        case .title: [.character("n")]
        case .content: [.character("n"), .character("T"), .enter]
        case .hex: [.character("n"), .tab, .tab, .enter, .character("#")]
        case .photoPath: [.tab, .character("a")]
        }
    }

    @Test(arguments: Field.allCases)
    func typingCharactersThatJoinTheOneBeforeInAFieldNeverTraps(_ field: Field) async {
        let frontEnd = await Self.launched()
        for press in Self.opening(field) { _ = frontEnd.handle(.key(press)) }
        for text in UnicodeSamples.joiningTexts {
            for scalar in text.unicodeScalars { _ = frontEnd.handle(.key(.character(Character(scalar)))) }
            for press in [TerminalKeyPress.character("x"), .backspace, .backspace, .left, .character("y")] {
                _ = frontEnd.handle(.key(press))
            }
            for size in Self.sizes {
                let problem = Self.problem(in: frontEnd.frame(size: size), size: size)
                #expect(problem == nil, "\(field) after \(text.unicodeScalars.map(\.value))")
            }
        }
    }

    @Test(arguments: Field.allCases)
    func randomTextInAFieldNeverTrapsAndEveryFrameFits(_ field: Field) async throws {
        var generator = SeededRandomNumberGenerator(seed: 2020)
        for sequence in 0..<20 {
            let frontEnd = await Self.launched()
            // The search runs over notes of random text, and types mostly what they hold.
            var noteScalars: [Unicode.Scalar] = []
            if field == .search {
                let count = frontEnd.app.library.notebook.notes.count
                defer { #expect(frontEnd.app.library.notebook.notes.count == count + 3) }
                for _ in 0..<3 {
                    let title = UnicodeSamples.text(
                        count: Int.random(in: 1...8, using: &generator), using: &generator)
                    let content = UnicodeSamples.text(
                        count: Int.random(in: 1...8, using: &generator), using: &generator)
                    noteScalars += title.unicodeScalars + content.unicodeScalars
                    _ = frontEnd.handle(.key(.character("n")))
                    _ = frontEnd.handle(.paste("x" + title))
                    _ = frontEnd.handle(.key(.enter))
                    _ = frontEnd.handle(.paste("y" + content))
                    _ = frontEnd.handle(.key(.control("s")))
                }
            }
            for press in Self.opening(field) { _ = frontEnd.handle(.key(press)) }
            var log: [String] = []
            for _ in 0..<80 {
                var event = Self.randomEvent(isMultiline: field == .content, using: &generator)
                if !noteScalars.isEmpty, Bool.random(using: &generator) {
                    event = .key(.character(Character(noteScalars.randomElement(using: &generator)!)))
                }
                log.append("\(event)")
                _ = frontEnd.handle(event)
                for size in Self.sizes {
                    let frame = frontEnd.frame(size: size)
                    let problem = Self.problem(in: frame, size: size)
                    guard problem == nil else {
                        Issue.record("\(field) sequence \(sequence) after \(log): \(problem!)")
                        return
                    }
                }
            }
        }
    }

    /// What is wrong with `frame` at `size`, or `nil`.
    static func problem(in frame: TerminalFrame, size: TerminalSize) -> String? {
        if frame.lines.count != size.rows { return "\(frame.lines.count) lines at \(size)" }
        for line in frame.lines {
            if let scalar = line.text.unicodeScalars.first(where: isControl) {
                return "control U+\(String(scalar.value, radix: 16)) in “\(line.text)”"
            }
        }
        if let cursor = frame.cursor,
            !(0..<size.columns).contains(cursor.column) || !(0..<size.rows).contains(cursor.row)
        {
            return "cursor \(cursor) off a screen of \(size)"
        }
        return nil
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    static func randomEvent(isMultiline: Bool, using generator: inout SeededRandomNumberGenerator)
        -> TerminalEvent
    {
        let edits: [TerminalKeyPress] = [
            .backspace, TerminalKeyPress(.delete), .left, .right, TerminalKeyPress(.home),
            TerminalKeyPress(.end), .control("w"), TerminalKeyPress(.backspace, modifiers: .alt),
            TerminalKeyPress(.left, modifiers: .control), TerminalKeyPress(.right, modifiers: .control),
        ]
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<6:
            return .key(.character(Character(UnicodeSamples.scalar(using: &generator))))
        case 6:
            return .paste(
                UnicodeSamples.text(count: Int.random(in: 1...6, using: &generator), using: &generator))
        case 7 where isMultiline:
            return .key([.up, .down, .enter].randomElement(using: &generator)!)
        default:
            return .key(edits.randomElement(using: &generator)!)
        }
    }
}
