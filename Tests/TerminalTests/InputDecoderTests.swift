import Testing

@testable import Terminal

/// The decoder on byte strings: keys, text, sequences, Alt, Esc, paste and mouse.
@Suite struct InputDecoderTests {
    /// Decodes `text`'s UTF-8 bytes in one call, without flushing.
    private func decode(_ text: String) -> [TerminalEvent] {
        var decoder = InputDecoder()
        return decoder.decode(Array(text.utf8))
    }

    private func keys(_ presses: TerminalKeyPress...) -> [TerminalEvent] { presses.map { .key($0) } }

    @Test func printableTextIsOneCharacterKeyPerScalar() {
        #expect(
            decode("aZ ~")
                == keys(
                    .init(.character("a")), .init(.character("Z")), .init(.character(" ")),
                    .init(.character("~"))))
        #expect(decode("Жё😀") == keys(.init(.character("Ж")), .init(.character("ё")), .init(.character("😀"))))
    }

    @Test func controlBytesAreEnterTabBackspaceAndControlLetters() {
        #expect(
            decode("\r\t\u{7F}\u{08}")
                == keys(.init(.enter), .init(.tab), .init(.backspace), .init(.backspace)))
        #expect(
            decode("\u{01}\u{03}\u{13}\u{1A}")
                == keys(.control("a"), .control("c"), .control("s"), .control("z")))
        #expect(decode("\n") == keys(.control("j")))
        #expect(decode("\u{00}") == keys(.control(" ")))
        #expect(decode("\u{1F}") == keys(.control("_")))
    }

    @Test func cyrillicAndEmojiAssembleAcrossEverySplit() {
        let text = "Заметки 😀 ok"
        let bytes = Array(text.utf8)
        let whole = decode(text)
        #expect(whole.count == text.unicodeScalars.count)
        for split in 0...bytes.count {
            var decoder = InputDecoder()
            let events = decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...])
            #expect(events == whole, "split at \(split)")
            #expect(decoder.pending == .nothing)
        }
        var decoder = InputDecoder()
        var events: [TerminalEvent] = []
        for byte in bytes {
            events += decoder.decode([byte])
        }
        #expect(events == whole)
    }

    @Test func arrowsInCSIAndSS3Form() {
        #expect(
            decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D")
                == keys(.init(.up), .init(.down), .init(.right), .init(.left)))
        #expect(
            decode("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD")
                == keys(.init(.up), .init(.down), .init(.right), .init(.left)))
    }

    @Test func homeAndEndInEveryCommonForm() {
        let home = ["\u{1B}[H", "\u{1B}OH", "\u{1B}[1~", "\u{1B}[7~"]
        let end = ["\u{1B}[F", "\u{1B}OF", "\u{1B}[4~", "\u{1B}[8~"]
        for sequence in home { #expect(decode(sequence) == keys(.init(.home)), "\(Array(sequence.utf8))") }
        for sequence in end { #expect(decode(sequence) == keys(.init(.end)), "\(Array(sequence.utf8))") }
    }

    @Test func editingAndPagingKeys() {
        #expect(
            decode("\u{1B}[2~\u{1B}[3~\u{1B}[5~\u{1B}[6~")
                == keys(.init(.insert), .init(.delete), .init(.pageUp), .init(.pageDown)))
        #expect(decode("\u{1B}[Z") == keys(.init(.tab, modifiers: .shift)))
    }

    @Test func functionKeysOneToTwelve() {
        let sequences = [
            "\u{1B}OP", "\u{1B}OQ", "\u{1B}OR", "\u{1B}OS", "\u{1B}[15~", "\u{1B}[17~", "\u{1B}[18~",
            "\u{1B}[19~", "\u{1B}[20~", "\u{1B}[21~", "\u{1B}[23~", "\u{1B}[24~",
        ]
        for (index, sequence) in sequences.enumerated() {
            #expect(decode(sequence) == keys(.init(.function(index + 1))), "F\(index + 1)")
        }
        #expect(
            decode("\u{1B}[11~\u{1B}[12~\u{1B}[13~\u{1B}[14~")
                == keys(.init(.function(1)), .init(.function(2)), .init(.function(3)), .init(.function(4))))
        #expect(decode("\u{1B}[[A\u{1B}[[E") == keys(.init(.function(1)), .init(.function(5))))
    }

    @Test func modifiersInParameterForm() {
        #expect(decode("\u{1B}[1;5A") == keys(.init(.up, modifiers: .control)))
        #expect(decode("\u{1B}[1;2D") == keys(.init(.left, modifiers: .shift)))
        #expect(decode("\u{1B}[1;3H") == keys(.init(.home, modifiers: .alt)))
        #expect(decode("\u{1B}[3;6~") == keys(.init(.delete, modifiers: [.control, .shift])))
        #expect(decode("\u{1B}[1;5P") == keys(.init(.function(1), modifiers: .control)))
        #expect(decode("\u{1B}[15;2~") == keys(.init(.function(5), modifiers: .shift)))
        #expect(decode("\u{1B}O5C") == keys(.init(.right, modifiers: .control)))
        #expect(decode("\u{1B}[97;5u") == keys(.control("a")))
    }

    @Test func altIsAnEscPrefix() {
        #expect(decode("\u{1B}j") == keys(.init(.character("j"), modifiers: .alt)))
        #expect(decode("\u{1B}\r") == keys(.init(.enter, modifiers: .alt)))
        #expect(decode("\u{1B}\u{7F}") == keys(.init(.backspace, modifiers: .alt)))
        #expect(decode("\u{1B}\u{02}") == keys(.init(.character("b"), modifiers: [.alt, .control])))
        #expect(decode("\u{1B}ж") == keys(.init(.character("ж"), modifiers: .alt)))
    }

    @Test func loneEscapeWaitsForTheCallerToFlush() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flush() == keys(.init(.escape)))
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.pending == .nothing)
        #expect(decoder.flush().isEmpty)
    }

    @Test func escapeEscapeIsEscapeThenAPendingEscape() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B, 0x1B]) == keys(.init(.escape)))
        #expect(decoder.hasPendingEscape)
        #expect(decoder.decode(Array("[A".utf8)) == keys(.init(.up)))
    }

    @Test func flushDecidesHalfSequencesAsAltKeysOrDropsThem() {
        var decoder = InputDecoder()
        _ = decoder.decode(Array("\u{1B}[".utf8))
        #expect(decoder.flush() == keys(.init(.character("["), modifiers: .alt)))
        _ = decoder.decode(Array("\u{1B}O".utf8))
        #expect(decoder.flush() == keys(.init(.character("O"), modifiers: .alt)))
        _ = decoder.decode(Array("\u{1B}[1;".utf8))
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flush().isEmpty)
        _ = decoder.decode([0xD0])
        #expect(decoder.pending == .character)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.pending == .nothing)
    }

    @Test func sequenceSplitAcrossReadsIsOneKey() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.decode(Array("[".utf8)).isEmpty)
        #expect(decoder.decode(Array("1;5".utf8)).isEmpty)
        #expect(
            decoder.decode(Array("Cx".utf8))
                == keys(.init(.right, modifiers: .control), .init(.character("x"))))
    }

    @Test func bracketedPasteIsOneEventEvenWithEscapesAndSplits() {
        let bytes = Array("a\u{1B}[200~line one\r\nstill \u{1B}[A Жук\rend\u{1B}[201~b".utf8)
        let expected: [TerminalEvent] = [
            .key(.init(.character("a"))), .paste("line one\nstill \u{1B}[A Жук\nend"),
            .key(.init(.character("b"))),
        ]
        for split in 0...bytes.count {
            var decoder = InputDecoder()
            let first = decoder.decode(bytes[..<split])
            if split > 7, split < bytes.count - 1 { #expect(decoder.pending == .paste) }
            #expect(first + decoder.decode(bytes[split...]) == expected, "split at \(split)")
        }
    }

    @Test func unfinishedPasteFlushesAsThePasteSoFar() {
        var decoder = InputDecoder()
        _ = decoder.decode(Array("\u{1B}[200~half\u{1B}[20".utf8))
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flush() == [.paste("half\u{1B}[20")])
    }

    @Test func sgrMouseReports() {
        let events = decode(
            "\u{1B}[<0;10;5M\u{1B}[<32;11;5M\u{1B}[<0;11;5m\u{1B}[<2;1;1M\u{1B}[<64;3;4M\u{1B}[<65;3;4M\u{1B}[<35;7;8M\u{1B}[<16;2;3M\u{1B}[<12;2;3M"
        )
        #expect(
            events == [
                .mouse(MouseEvent(.press(.left), column: 9, row: 4)),
                .mouse(MouseEvent(.drag(.left), column: 10, row: 4)),
                .mouse(MouseEvent(.release(.left), column: 10, row: 4)),
                .mouse(MouseEvent(.press(.right), column: 0, row: 0)),
                .mouse(MouseEvent(.scroll(.up), column: 2, row: 3)),
                .mouse(MouseEvent(.scroll(.down), column: 2, row: 3)),
                .mouse(MouseEvent(.move, column: 6, row: 7)),
                .mouse(MouseEvent(.press(.left), column: 1, row: 2, modifiers: .control)),
                .mouse(MouseEvent(.press(.left), column: 1, row: 2, modifiers: [.shift, .alt])),
            ])
    }

    @Test func undecodableBytesAreDroppedAndDecodingGoesOn() {
        #expect(decode("\u{1B}[99~x") == keys(.init(.character("x"))))
        #expect(decode("\u{1B}[?1;2cx") == keys(.init(.character("x"))))
        #expect(decode("\u{1B}[<1;2x") == keys(.init(.character("x"))))
        #expect(decode("\u{1B}[1\u{1B}[A") == keys(.init(.up)))
        #expect(decode("\u{1B}OZy") == keys(.init(.character("y"))))
        var decoder = InputDecoder()
        #expect(
            decoder.decode([0xFF, 0x80, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0x41]) == keys(.init(.character("A"))))
        #expect(decoder.decode([0xE2, 0x41]) == keys(.init(.character("A"))))
    }

    @Test func overlongSequencesAreDropped() {
        let long = "\u{1B}[" + String(repeating: "1;", count: 100) + "Az"
        #expect(decode(long).last == .key(.init(.character("z"))))
        #expect(decode(long).count <= 2 * 100 + 2)
    }
}
