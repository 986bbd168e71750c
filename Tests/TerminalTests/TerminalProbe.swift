import Foundation
import Testing

@testable import Terminal

/// The `terminal-probe` program built beside the tests, started under a pseudo-terminal.
enum TerminalProbe {
    /// The probe's path: next to the test binary (Linux) or its bundle (macOS).
    static let path: String? = {
        let arguments = CommandLine.arguments.prefix(1).map {
            URL(fileURLWithPath: $0).deletingLastPathComponent()
        }
        let bundles = Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return (arguments + bundles)
            .map { $0.appendingPathComponent("terminal-probe").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Starts the probe at `size`, and waits for its first frame.
    static func start(size: TerminalSize = TerminalSize(columns: 60, rows: 10)) throws
        -> PseudoTerminalProcess
    {
        let probe = try PseudoTerminalProcess(
            executable: try #require(path),
            environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], size: size)
        try probe.waitForOutput(containing: "ready")
        return probe
    }
}
