import Foundation

@testable import Terminal

/// A terminal in memory: it records settings applied, bytes written and suspends, and takes input
/// from a pipe the test writes to.
final class FakeTerminal: @unchecked Sendable {
    /// One thing done to the terminal.
    enum Operation: Equatable {
        case applied(TerminalAttributes)
        case wrote(String)
        case stopped
    }

    static let cooked = TerminalAttributes.sample(cooked: true)

    private let lock = NSLock()
    private var log: [Operation] = []
    private var current = FakeTerminal.cooked
    private var currentSize: TerminalSize
    private let isTerminal: Bool
    let input: (read: Int32, write: Int32)

    init(size: TerminalSize = TerminalSize(columns: 10, rows: 3), isTerminal: Bool = true) {
        currentSize = size
        self.isTerminal = isTerminal
        var ends: [Int32] = [0, 0]
        precondition(pipe(&ends) == 0)
        input = (ends[0], ends[1])
    }

    private var inputEnded = false
    private var foreground = true

    /// Makes the process the terminal's foreground job or a background one.
    func setForeground(_ isForeground: Bool) { lock.withLock { foreground = isForeground } }

    deinit {
        close(input.read)
        if !inputEnded { close(input.write) }
    }

    var operations: [Operation] { lock.withLock { log } }
    var attributes: TerminalAttributes { lock.withLock { current } }
    var written: String {
        operations.map { if case .wrote(let text) = $0 { text } else { "" } }.joined()
    }

    func resize(to size: TerminalSize) { lock.withLock { currentSize = size } }

    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(input.write, $0.baseAddress, $0.count) }
    }

    func endInput() {
        lock.withLock { inputEnded = true }
        close(input.write)
    }

    var device: TerminalDevice {
        TerminalDevice(
            inputDescriptor: input.read,
            isTerminal: { self.isTerminal },
            readAttributes: { self.attributes },
            writeAttributes: { attributes in
                self.lock.withLock {
                    self.current = attributes
                    self.log.append(.applied(attributes))
                }
            },
            write: { text in self.lock.withLock { self.log.append(.wrote(text)) } },
            size: { self.lock.withLock { self.currentSize } },
            stopProcess: { self.lock.withLock { self.log.append(.stopped) } },
            isForeground: { self.lock.withLock { self.foreground } }
        )
    }
}
