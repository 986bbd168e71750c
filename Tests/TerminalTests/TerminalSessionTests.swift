import Foundation
import Testing

@testable import Terminal

/// The session over a fake terminal: events from piped input, signals delivered by hand, and the
/// terminal restored on every way out.
@Suite struct TerminalSessionTests {
    static let size = TerminalSize(columns: 10, rows: 3)

    /// A started session over `terminal` that gives up (restores, ending its events) after 10 seconds,
    /// so a missing event fails the test instead of hanging it.
    private func started(
        _ terminal: FakeTerminal, options: TerminalOptions = TerminalOptions(synchronizedOutput: false)
    ) throws -> TerminalSession {
        let session = try TerminalSession(
            device: terminal.device, options: options, columnWidth: { _ in 1 }, handlesSignals: false)
        try session.start()
        Task {
            try await Task.sleep(for: .seconds(10))
            session.restore()
        }
        return session
    }

    @Test func keysTypedArriveInOrderAndRestoreEndsTheEvents() async throws {
        let terminal = FakeTerminal()
        let session = try started(terminal)
        var events = session.events.makeAsyncIterator()
        #expect(!terminal.attributes.isCooked)
        terminal.type("hЖ\u{1B}[A\u{03}")
        #expect(await events.next() == .key(TerminalKeyPress(.character("h"))))
        #expect(await events.next() == .key(TerminalKeyPress(.character("Ж"))))
        #expect(await events.next() == .key(TerminalKeyPress(.up)))
        #expect(await events.next() == .key(.control("c")))
        session.restore()
        #expect(await events.next() == nil)
        #expect(terminal.attributes == FakeTerminal.cooked)
    }

    @Test func aLoneEscapeArrivesAfterTheTimeout() async throws {
        let terminal = FakeTerminal()
        let session = try started(terminal, options: TerminalOptions(escapeTimeout: .milliseconds(20)))
        defer { session.restore() }
        var events = session.events.makeAsyncIterator()
        terminal.type("\u{1B}")
        #expect(await events.next() == .key(TerminalKeyPress(.escape)))
        terminal.type("\u{1B}[")
        #expect(await events.next() == .key(TerminalKeyPress(.character("["), modifiers: .alt)))
        terminal.type("B")
        #expect(await events.next() == .key(TerminalKeyPress(.character("B"))))
    }

    @Test func drawWritesOnlyChangedLinesAndNothingAfterRestore() throws {
        let terminal = FakeTerminal()
        let session = try started(terminal)
        session.draw(TerminalFrame(text: "one\ntwo"))
        let before = terminal.written
        session.draw(TerminalFrame(text: "one\nTWO"))
        #expect(terminal.written.dropFirst(before.count) == "\u{1B}[2;1HTWO\u{1B}[K")
        session.restore()
        let restored = terminal.written
        session.draw(TerminalFrame(text: "late"))
        #expect(terminal.written == restored)
        #expect(restored.hasSuffix("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"))
    }

    @Test func controlZSuspendsThenResumesWithAFullRedraw() async throws {
        let terminal = FakeTerminal()
        let session = try started(terminal)
        defer { session.restore() }
        var events = session.events.makeAsyncIterator()
        session.draw(TerminalFrame(text: "a\nb"))
        terminal.type("\u{1A}")
        #expect(await events.next() == .resumed(Self.size))
        let operations = terminal.operations
        let stop = try #require(operations.firstIndex(of: .stopped))
        #expect(operations[stop - 2] == .applied(FakeTerminal.cooked))
        #expect(operations[stop + 1] == .applied(FakeTerminal.cooked.raw))
        let before = terminal.written
        session.draw(TerminalFrame(text: "a\nb"))
        #expect(
            terminal.written.dropFirst(before.count)
                == "\u{1B}[?25l\u{1B}[1;1Ha\u{1B}[K\u{1B}[2;1Hb\u{1B}[K\u{1B}[3;1H\u{1B}[K")
    }

    @Test func controlZIsAKeyWhenSuspendIsOff() async throws {
        let terminal = FakeTerminal()
        let session = try started(terminal, options: TerminalOptions(suspendsOnControlZ: false))
        defer { session.restore() }
        var events = session.events.makeAsyncIterator()
        terminal.type("\u{1A}")
        #expect(await events.next() == .key(.control("z")))
        #expect(!terminal.operations.contains(.stopped))
    }

    @Test func windowChangeDeliversTheNewSizeAndRepaintsAtIt() async throws {
        let terminal = FakeTerminal()
        let session = try started(terminal)
        defer { session.restore() }
        var events = session.events.makeAsyncIterator()
        session.draw(TerminalFrame(text: "abc"))
        terminal.resize(to: TerminalSize(columns: 2, rows: 1))
        session.handle(signal: Platform.signalWindowChange)
        #expect(await events.next() == .resize(TerminalSize(columns: 2, rows: 1)))
        #expect(session.size == TerminalSize(columns: 2, rows: 1))
        let before = terminal.written
        session.draw(TerminalFrame(text: "abc"))
        #expect(terminal.written.dropFirst(before.count) == "\u{1B}[?25l\u{1B}[1;1Hab")
    }

    @Test(arguments: TerminalSignal.allCases)
    func terminationSignalsRestoreAtOnceAndEndTheEvents(signal: TerminalSignal) async throws {
        let terminal = FakeTerminal()
        let session = try started(terminal)
        var events = session.events.makeAsyncIterator()
        session.handle(signal: signal.number)
        #expect(terminal.attributes == FakeTerminal.cooked)
        #expect(await events.next() == .terminationRequested(signal))
        #expect(await events.next() == nil)
        #expect(signal.exitStatus == 128 + signal.number)
    }

    @Test func anErrorThrownFromRunRestores() async throws {
        struct Failure: Error {}
        let terminal = FakeTerminal()
        let session = try TerminalSession(
            device: terminal.device, options: TerminalOptions(), columnWidth: { _ in 1 },
            handlesSignals: false)
        await #expect(throws: Failure.self) {
            try await session.run {
                #expect(!terminal.attributes.isCooked)
                throw Failure()
            }
        }
        #expect(terminal.attributes == FakeTerminal.cooked)
    }

    @Test func endOfInputEndsTheEvents() async throws {
        let terminal = FakeTerminal()
        let session = try started(terminal)
        defer { session.restore() }
        var events = session.events.makeAsyncIterator()
        terminal.type("x")
        terminal.endInput()
        #expect(await events.next() == .key(TerminalKeyPress(.character("x"))))
        #expect(await events.next() == nil)
    }

    @Test func notATerminalIsATypedErrorBeforeAnythingIsWritten() {
        let terminal = FakeTerminal(isTerminal: false)
        #expect(throws: TerminalError.notATerminal) { try TerminalSession(device: terminal.device) }
        #expect(terminal.operations.isEmpty)
    }
}
