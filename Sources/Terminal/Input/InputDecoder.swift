import Foundation

/// An incremental decoder from the bytes a terminal sends to ``TerminalEvent``s.
///
/// Feed it whatever each `read` returned; a key, a UTF-8 character or an escape sequence split
/// across reads is held until its last byte arrives. It decodes control keys, UTF-8 text, CSI and
/// SS3 keys with their modifiers (xterm, VT220, rxvt and Linux console forms), Alt as an ESC prefix,
/// bracketed paste as one event, and SGR mouse reports. Bytes it cannot decode are dropped.
///
/// A lone ESC is ambiguous: it is the Escape key, or the start of a sequence whose next bytes have
/// not arrived yet. While ``hasPendingEscape`` is true the caller waits a short time (25–100 ms)
/// for more input and then calls ``flush()``, which decides it is Escape.
///
/// Decoding depends only on the bytes, never on how they were split between calls, as long as
/// ``flush()`` is not called in between.
public struct InputDecoder: Sendable {
    /// What the decoder holds while it waits for more bytes.
    public enum Pending: Sendable, Hashable {
        /// Nothing: every byte fed so far has produced an event or been dropped.
        case nothing
        /// An ESC, alone or starting an unfinished escape sequence.
        case escape
        /// The first bytes of a UTF-8 character.
        case character
        /// The text of a bracketed paste whose end marker has not arrived.
        case paste
    }

    /// Bytes not yet decoded.
    private var buffer: [UInt8] = []
    /// The text of a paste in progress, without its markers; nil outside a paste.
    private var paste: [UInt8]?

    /// A decoder holding nothing.
    public init() {}

    /// What the decoder holds while it waits for more bytes.
    public var pending: Pending {
        if paste != nil { return .paste }
        guard let first = buffer.first else { return .nothing }
        return first == Self.escape ? .escape : .character
    }

    /// Whether an ESC is held that ``flush()`` would decide; call it after a short wait with no input.
    public var hasPendingEscape: Bool { pending == .escape }

    /// Decodes `bytes` after any held from earlier calls, and returns the events completed.
    ///
    /// - Complexity: O(*n*) in the bytes fed and held.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalEvent] {
        buffer.append(contentsOf: bytes)
        var events: [TerminalEvent] = []
        var start = 0
        decoding: while start < buffer.count {
            if paste != nil {
                start = consumePaste(from: start, into: &events)
                if paste != nil { break decoding }
                continue
            }
            switch Self.parse(buffer[start...]) {
            case .needMore:
                break decoding
            case .event(let event, let length):
                events.append(event)
                start += length
            case .dropped(let length):
                start += length
            case .pasteStart(let length):
                paste = []
                start += length
            }
        }
        buffer.removeFirst(start)
        return events
    }

    /// Decides whatever is held, after the caller waited and no more input came.
    ///
    /// A lone ESC becomes ``Key/escape``; `ESC [` and `ESC O` become Alt-`[` and Alt-`O`; a paste
    /// without its end marker becomes a paste of the text so far; anything else held is dropped.
    /// Afterwards ``pending`` is ``Pending/nothing``.
    public mutating func flush() -> [TerminalEvent] {
        defer {
            buffer = []
            paste = nil
        }
        if let paste {
            return [.paste(Self.pasteText(paste + buffer))]
        }
        switch buffer {
        case [Self.escape]:
            return [.key(TerminalKeyPress(.escape))]
        case [Self.escape, UInt8(ascii: "[")]:
            return [.key(TerminalKeyPress(.character("["), modifiers: .alt))]
        case [Self.escape, UInt8(ascii: "O")]:
            return [.key(TerminalKeyPress(.character("O"), modifiers: .alt))]
        default:
            return []
        }
    }

    /// Moves paste text from `start` into ``paste`` up to the end marker, emitting the paste when
    /// the marker is found; returns where decoding continues.
    private mutating func consumePaste(from start: Int, into events: inout [TerminalEvent]) -> Int {
        let marker = Self.pasteEnd
        var index = start
        while index < buffer.count {
            if buffer[index] == Self.escape {
                let available = min(marker.count, buffer.count - index)
                if buffer[index..<index + available].elementsEqual(marker.prefix(available)) {
                    paste!.append(contentsOf: buffer[start..<index])
                    guard available == marker.count else { return index }
                    events.append(.paste(Self.pasteText(paste!)))
                    paste = nil
                    return index + marker.count
                }
            }
            index += 1
        }
        paste!.append(contentsOf: buffer[start...])
        return buffer.count
    }

    /// Paste bytes as text: invalid UTF-8 becomes U+FFFD, and `\r\n` and `\r` become `\n`.
    private static func pasteText(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
            .replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n")
    }

    /// ESC, the byte that starts every escape sequence.
    static let escape: UInt8 = 0x1B
    /// The end of a bracketed paste: `ESC [ 2 0 1 ~`.
    static let pasteEnd: [UInt8] = [0x1B] + Array("[201~".utf8)
}
