import Testing

@testable import Terminal

/// Random bytes never trap the decoder, never stall it, and decode the same however they are split.
@Suite struct InputDecoderFuzzTests {
    /// Bytes that make sequences likely: ESC, brackets, digits, separators, finals, UTF-8 leads.
    static let alphabet: [UInt8] =
        [0x1B, 0x1B, 0x1B] + Array("[[O<;;0125~~ACMmu".utf8) + [0xD0, 0x96, 0xF0, 0x9F, 0x80]

    /// A random byte string, half of the time from ``alphabet`` and half from all bytes.
    private func randomBytes(using generator: inout SeededRandomNumberGenerator) -> [UInt8] {
        let count = Int.random(in: 0...80, using: &generator)
        let biased = Bool.random(using: &generator)
        return (0..<count).map { _ in
            biased
                ? Self.alphabet.randomElement(using: &generator)!
                : UInt8.random(in: 0...255, using: &generator)
        }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomBytesDecodeTheSameInAnyChunksAndLeaveNothingAfterFlush(seed: UInt64) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<2_500 {
            let bytes = randomBytes(using: &generator)
            var whole = InputDecoder()
            let expected = whole.decode(bytes) + whole.flush()
            #expect(whole.pending == .nothing)
            #expect(expected.count <= bytes.count)

            var chunked = InputDecoder()
            var events: [TerminalEvent] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 1...6, using: &generator))
                events += chunked.decode(bytes[start..<end])
                start = end
            }
            events += chunked.flush()
            #expect(events == expected, "\(bytes)")
            #expect(chunked.pending == .nothing)
        }
    }

    /// Without an ESC nothing waits beyond one character: a letter after any bytes is decoded at
    /// once, as the last event, and nothing is held after it.
    @Test(arguments: [5, 6] as [UInt64])
    func withoutEscapeALetterIsNeverHeldBack(seed: UInt64) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<2_500 {
            let bytes = randomBytes(using: &generator).filter { $0 != 0x1B }
            var decoder = InputDecoder()
            let events = decoder.decode(bytes + [UInt8(ascii: "x")])
            #expect(events.last == .key(TerminalKeyPress(.character("x"))), "\(bytes)")
            #expect(decoder.pending == .nothing)
        }
    }
}
