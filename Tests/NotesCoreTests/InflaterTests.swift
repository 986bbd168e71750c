import Foundation
import NotesCore
import Testing

/// Inflating zlib streams: vectors written by zlib itself (stored, fixed and dynamic Huffman
/// blocks), damaged streams, and random streams checked against the bytes they were made from.
@Suite struct InflaterTests {
    static func bytes(_ base64: String) -> [UInt8] { [UInt8](Data(base64Encoded: base64)!) }

    @Test func zlibVectorsInflateToTheirText() throws {
        #expect(try Inflater.inflate(zlib: Self.bytes("eAEBAwD8/2FiYwJNASc=")) == Array("abc".utf8))
        #expect(
            try Inflater.inflate(zlib: Self.bytes("eNrLSM3JyVfIwE4qAgCuFgsG"))
                == Array("hello hello hello hello hello!".utf8))
        let quick =
            Array(String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 40).utf8)
            + (0...255).map { UInt8($0) }
        let dynamicFixed = Self.bytes(
            "eNoLyUhVKCzNTM5WSCrKL89TSMuvUMgqzS0oVsgvSy1SKAFK5yRWVSqk5KfrKYSMKh5VPKp4VPGo4lHFw0sxAyMTMwsrGzsHJxc3Dy8fv4CgkLCIqJi4hKSUtIysnLyCopKyiqqauoamlraOrp6+gaGRsYmpmbmFpZW1ja2dvYOjk7OLq5u7h6eXt4+vn39AYFBwSGhYeERkVHRMbFx8QmJSckpqWnpGZlZ2Tm5efkFhUXFJaVl5RWVVdU1tXX1DY1NzS2tbe0dnV3dPb1//hImTJk+ZOm36jJmzZs+ZO2/+goWLFi9Zumz5ipWrVq9Zu279ho2bNm/Zum37jp27du/Zu2//gYOHDh85euz4iZOnTp85e+78hYuXLl+5eu36jZu3bt+5e+/+g4ePHj95+uz5i5evXr95++79h4+fPn/5+u37j5+/fv/5++8/AHPpBcY="
        )
        #expect(try Inflater.inflate(zlib: dynamicFixed) == quick)
    }

    /// 3,510 bytes of words and noise that zlib compressed with a dynamic Huffman block; the
    /// inflater checks the stream's Adler-32 itself.
    @Test func aDynamicHuffmanBlockInflates() throws {
        let stream = Self.bytes(
            "eNp1VmtIVEEUXokiUkxJIk1yi/KBYRCBCElKUBJFFD3oj7Gu63N1nWWzWkQrs4eFhhiVUSZRZCEGQaiUWoi1JQg+EBMRwjYwVLIfSaV23bszc865s3Dh3jvnMed85ztnxmVzFuUXW+xmq8PuOOM0m4LMxQ6XzVyS53A5zMz/dnEtn0xbteTanFBRM9Me/VsXcgfYITAUArnEeBS5Frvd5jy/rONf4ZFwiVCFfkWYOHqwjduthyQ0tQXtEb/cva7NtwAJyf2hmfYtLPV4ZPZ+Jy4CtGZCsRYqxg89TOib7yeWfa7AKsAQlw8GjkDUBAAqbo9A0Oss9kS5MGqC1mAYy1RBAENnGHRJDm0Twg7+9onhnkb8BIu4K+ZPBRIXlgSUXDAHRYsxBSUghFXpCSxJQsq6w6LrNNAfTDh1bIAOGAE9AhYIIEa8S9ZTA9lyfo8MKsEiiqThL24j396BeExaHNqRvlcWj04Ivm5oCYi3iFYCCHkslHTmqGjsf0FmSF+KTmRyskk0+ICQIRi6A6Mk60XSlgLJPp89xJXpXSQiAqGRToRp4ZcgLiP+dYZQMcwHtTXX8oUFViB0TOQJaMO4EScaxQSVFFZSySZyuimbj9aSjENBQrgZmnZwhinnZSDG4w4CwOijgp+3QADQAHxHnYM6XzVrjeNedW4zBaYBJrdCiJeMUWIJzxUkCqKCpGXIC0kIhoXrTUmECBdomqMGlV3tj4PBUSjHFeAIwycp7BUyzxQzCuaiQJSMAbEtCzBRyAAgKXP8Ax9ohsNBMb1oH+GSwuOaloMjGZA65JbL37S8+AqrQNV4GcHkwgOUGS8VkgGGgxRVHjJFkIMWgwfKyMXXcEtQUUh4hYcY3UTRLIYzRYUEOGBVPQxLWDc9M7M7pzFxbnX9VJz3em9hYWxSxpW2vbUpHaWL856QI0F/vf0NGcMvu5tSm01PWz6nZq+qv9i52fMhrm3s5obaXVF1ByuuTTRZusZC+/ISIge8++rmI9NP/hxqvXX3UlW/u+G3J/X40diCxZLvz71f9meVJZ1qTXrsfnM5d81gz2Bhd3VLzFJNW1rxjuqKnr7J8cbg9LDRuT+mbR9nv1UkOw8fSp5KjDClnV13P/3CRMrOrfeyequcppUNP2qayn6dKw8deBAdbF0aSah0jb51/QtvGWn/ZFtxe0v+Qk6jtXSGXb2TvHDaOT8cfcCzsSgkYyhqU6bH+ygl/tgzS+ZsWOO7ruavJ5KD4msTXo3sKXj/+uH49si57M7JrCcdc2sHyvsjusOnzTGVVnNL+40X6/8DMt4Q1g=="
        )
        #expect((stream[2] >> 1) & 3 == 2)
        let output = try Inflater.inflate(zlib: stream)
        #expect(output.count == 3_510)
        #expect(output.reduce(0) { $0 + Int($1) } == 331_914)
        #expect(output.starts(with: Array("terminal colour \u{0}\u{1} n".utf8)))
    }

    @Test func damagedStreamsAreRefusedWithTheirReason() {
        let good = Self.bytes("eNrLSM3JyVfIwE4qAgCuFgsG")
        #expect(throws: Inflater.Failure.badHeader) {
            try Inflater.inflate(zlib: [0x79, 0x9C] + good.dropFirst(2))
        }
        #expect(throws: Inflater.Failure.truncated) { try Inflater.inflate(zlib: Array(good.prefix(10))) }
        var badSum = good
        badSum[badSum.count - 1] ^= 1
        #expect(throws: Inflater.Failure.checksumMismatch) { try Inflater.inflate(zlib: badSum) }
        // Block type 3 is reserved.
        #expect(throws: Inflater.Failure.corrupt) { try Inflater.inflate(zlib: [0x78, 0x01, 0x07]) }
        // A stored block whose length and complement disagree.
        #expect(throws: Inflater.Failure.corrupt) {
            try Inflater.inflate(zlib: [0x78, 0x01, 0x01, 0x03, 0x00, 0x00, 0x00])
        }
    }

    @Test func randomBytesNeverCrashIt() {
        var generator = SeededRandomNumberGenerator(seed: 20)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...64, using: &generator)
            let stream = [0x78, 0x01] + (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = try? Inflater.inflate(zlib: stream)
        }
    }

    /// Random streams of stored and fixed-Huffman blocks with literals and back-references of every
    /// length and distance, against the plain model: the bytes the references copy.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomStreamsInflateToWhatTheyEncode(seed: UInt64) throws {
        var generator = SeededRandomNumberGenerator(seed: seed)
        for round in 0..<700 {
            let target = round % 200 == 0 ? 300_000 : Int.random(in: 0...600, using: &generator)
            var encoder = FixedHuffmanModelEncoder()
            encoder.generate(count: target, using: &generator)
            let output = try Inflater.inflate(zlib: encoder.stream)
            #expect(output == encoder.plain)
            if output != encoder.plain { return }
        }
    }

    @Test func theOutputReachesTheSinkInBoundedPieces() throws {
        var generator = SeededRandomNumberGenerator(seed: 9)
        var encoder = FixedHuffmanModelEncoder()
        encoder.generate(count: 1_000_000, using: &generator)
        var inflater = Inflater(zlib: encoder.stream)
        var pieces: [Int] = []
        var output: [UInt8] = []
        try inflater.run { piece in
            pieces.append(piece.count)
            output += piece
            return true
        }
        #expect(output == encoder.plain)
        #expect(pieces.count > 5)
        #expect(pieces.allSatisfy { $0 <= 65_536 + 32_768 + 258 + 65_535 })
    }
}
