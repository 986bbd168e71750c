// A tiny full-screen program over the Terminal module, run under a pseudo-terminal by
// TerminalTests to check the session end to end: raw mode, the screen, events, signals, restore.
//
// It draws its size and the last event. `q` quits; `b` keeps the main thread busy for two seconds
// (so a signal arrives mid-operation); `t` traps when the probe was started with `--trap KIND`
// (`fatalError`, `unwrap`, `abort` or `address`), to check that a crash restores the terminal;
// every other event is shown.
import Foundation
import Terminal

/// How `t` crashes the probe, from `--trap KIND`; nil without the argument.
let trap: String? = {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: "--trap"), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}()

/// Crashes the way `kind` says, as a bug in a program would.
func crash(_ kind: String) -> Never {
    switch kind {
    case "unwrap":
        let missing = Int(ProcessInfo.processInfo.environment["PROBE_MISSING"] ?? "none")
        print(missing!)
    case "abort":
        abort()
    case "address":
        let address = UnsafeMutablePointer<Int>(bitPattern: 8 * (trap?.count ?? 1))
        address!.pointee = 1
    default:
        break
    }
    fatalError("the probe trapped on purpose")
}

let session: TerminalSession
do {
    session = try TerminalSession(
        options: TerminalOptions(
            mouseReporting: true, colors: ColorCapability(environment: ProcessInfo.processInfo.environment)))
} catch {
    FileHandle.standardError.write(Data("terminal-probe: \(error)\n".utf8))
    exit(2)
}

/// The screen: a title, the size, and the last thing that happened.
func frame(_ status: String) -> TerminalFrame {
    let size = session.size
    return TerminalFrame(
        lines: [
            TerminalLine(
                "probe",
                spans: [
                    StyledSpan(
                        0..<5, TextStyle(foreground: RGBColor(red: 0, green: 200, blue: 0), isBold: true))
                ]),
            TerminalLine("size \(size.columns)x\(size.rows)"),
            TerminalLine(status),
        ])
}

/// A short description of an event that fits a narrow screen.
func describe(_ event: TerminalEvent) -> String {
    switch event {
    case .key(let press):
        let names: [(KeyModifiers, String)] = [(.control, "C-"), (.alt, "M-"), (.shift, "S-")]
        let prefix = names.filter { press.modifiers.contains($0.0) }.map(\.1).joined()
        if case .character(let character) = press.key { return "key \(prefix)\(character)" }
        return "key \(prefix)\(press.key)"
    case .paste(let text): return "paste \(text.debugDescription)"
    case .mouse(let mouse): return "mouse \(mouse.kind) \(mouse.column),\(mouse.row)"
    case .resize(let size): return "resize \(size.columns)x\(size.rows)"
    case .resumed: return "resumed"
    case .terminationRequested(let signal): return "end \(signal)"
    }
}

var exitStatus: Int32 = 0
try await session.run {
    session.draw(frame("ready"))
    events: for await event in session.events {
        switch event {
        case .key(TerminalKeyPress(.character("q"))):
            break events
        case .key(TerminalKeyPress(.character("t"))) where trap != nil:
            crash(trap ?? "")
        case .key(TerminalKeyPress(.character("b"))):
            session.draw(frame("busy"))
            usleep(2_000_000)  // blocks the main thread on purpose
            session.draw(frame("idle"))
        case .terminationRequested(let signal):
            exitStatus = signal.exitStatus
        default:
            session.draw(frame(describe(event)))
        }
    }
}
exit(exitStatus)
