import Foundation
import NotesCore
import NotesTerminal
import NotesViewModels
import Terminal
import Testing

/// Random keys over every screen, with joiners, pastes, resizes, a disk that fills and empties, a
/// second instance beside the first, autosaves, quits and signals: however a run ends, every
/// committed note and the note being typed is in the store as the next launch reads it
/// (`notes.json` and its journal), in the kept draft, or in what the app prints on the way out.
@MainActor
@Suite struct NotesTerminalAppRandomLossTests {
    /// The keys a run presses, over every screen: moves, opens, edits, deletes, answers.
    static let keys: [TerminalKeyPress] =
        [
            .enter, .escape, .tab, TerminalKeyPress(.tab, modifiers: .shift), .up, .down, .left, .right,
            .backspace, TerminalKeyPress(.delete), TerminalKeyPress(.pageUp), TerminalKeyPress(.pageDown),
            TerminalKeyPress(.home), TerminalKeyPress(.end), TerminalKeyPress(.function(1)),
            .control("s"), .control("d"), .control("o"), .control("r"), .control("_"), .control("y"),
            .control("w"), .control("j"), .control("l"), .control("c"),
        ] + "nnnnddyyyeuxX/?gGj kah+#-qT".map { TerminalKeyPress.character($0) }

    /// One step of a run.
    enum Step {
        case key(TerminalKeyPress)
        case text(String)
        case paste(String)
        case resize(TerminalSize)
        case fillDisk, freeDisk, autosave, secondInstance
    }

    static func step(using generator: inout SeededRandomNumberGenerator) -> Step {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<55: return .key(keys.randomElement(using: &generator)!)
        case 55..<72:
            return .text(
                UnicodeSamples.text(count: Int.random(in: 1...6, using: &generator), using: &generator))
        case 72..<78: return .text(UnicodeSamples.joiningTexts.randomElement(using: &generator)!)
        case 78..<82:
            let lines = Int.random(in: 1...220, using: &generator)
            return .paste((0..<lines).map { "Pasted line \($0)" }.joined(separator: "\n"))
        case 82..<85:
            let sizes = [
                TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 15),
                TerminalSize(columns: 200, rows: 60), TerminalSize(columns: 20, rows: 5),
            ]
            return .resize(sizes.randomElement(using: &generator)!)
        case 85..<89: return .fillDisk
        case 89..<93: return .freeDisk
        case 93..<99: return .autosave
        default: return .secondInstance
        }
    }

    /// How a run ends.
    enum Ending: CaseIterable {
        case signal, quit, terminalGone
    }

    @Test(arguments: 0..<80)
    func noRunLosesACommittedNoteOrATypedDraft(seed: Int) async throws {
        var generator = SeededRandomNumberGenerator(seed: UInt64(4_000 + seed))
        var harness = await TerminalAppHarness.launched()
        var second: TerminalAppHarness?
        var quitWithoutSaving = false
        // `y` to "quit and discard the note being typed?" is the user's own choice to lose it.
        var draftDiscarded = false
        for _ in 0..<Int.random(in: 20...160, using: &generator) {
            var action = NotesTerminalAction.redraw
            switch Self.step(using: &generator) {
            case .key(let press):
                action = harness.press(press)
                draftDiscarded = action == .quit && press == .character("y")
            case .text(let text): harness.type(text)
            case .paste(let text): action = harness.send(.paste(text))
            case .resize(let size): harness.send(.resize(size))
            case .fillDisk: harness.disk.limitCapacity(to: harness.disk.usedBytes + 16)
            case .freeDisk: harness.disk.limitCapacity(to: nil)
            case .autosave: await harness.autosave()
            case .secondInstance:
                guard second == nil else { break }
                var other = TerminalAppHarness(disk: harness.disk, clock: harness.clock, processID: 2)
                await other.app.launch()
                // The second instance tries to write; it is read-only and keeps nothing it cannot save.
                other.press(.character("n"))
                other.type("From the second instance")
                other.press(.control("s"))
                second = other
            }
            if action == .quit {
                if harness.frontEnd.isQuittingWithoutSaving {
                    quitWithoutSaving = true
                    break
                }
                let outcome = await harness.app.quitRequested()
                if outcome == .saved || outcome == .readOnly { break }
                harness.frontEnd.quitFailed(outcome)
            }
        }
        // What the user has: every note in the library, and the note being typed.
        let committed = harness.app.library.notebook.notes
        let draft = harness.app.unsavedDraft
        var ending = Ending.allCases.randomElement(using: &generator)!
        // The loop quits only when the front end says so, which it does not while a note is being
        // typed (Ctrl-C asks first): a signal ends such a run.
        if ending == .quit, draft != nil { ending = .signal }
        if !quitWithoutSaving {
            switch ending {
            case .signal, .terminalGone: _ = await harness.app.terminationRequested()
            case .quit: _ = await harness.app.quitRequested()
            }
        }
        let printed = harness.app.unsavedNotes
        #expect(printed.isEmpty == harness.frontEnd.lossText.isEmpty)
        if let second { _ = await second.app.terminationRequested() }
        // The next launch reads the store as the store reads it.
        harness.disk.limitCapacity(to: nil)
        let next = TerminalAppHarness(disk: harness.disk, clock: harness.clock, processID: 3)
        await next.app.launch()
        let stored = next.app.library.notebook.notes
        let kept = next.app.keptDraft.value
        func isKept(title: String, content: String, id: Note.ID) -> Bool {
            stored.contains { $0.id == id && $0.title == title && $0.content == content }
                || (kept?.id == id && kept?.title == title && kept?.content == content)
                || printed.contains { $0.id == id && $0.title == title && $0.content == content }
        }
        // The note being typed, when it edits a committed note, is that note's newer version.
        for note in committed where note.id != draft?.id || draftDiscarded {
            #expect(
                isKept(title: note.title, content: note.content, id: note.id), "seed \(seed): \(note.title)")
        }
        if let draft, !draftDiscarded {
            #expect(isKept(title: draft.title, content: draft.content, id: draft.id), "seed \(seed): draft")
        }
        #expect(!stored.contains { $0.title == "From the second instance" })
    }
}
