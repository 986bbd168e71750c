import Testing

@testable import NotesCore

/// Replaying a journal's changes onto a list, against a plain array that applies each change as
/// the journal's format describes it.
@Suite struct StoreJournalReplayTests {
    /// An entry whose value lives on the heap, as a note's text does, so that an entry moved
    /// twice, or dropped without being destroyed, shows (under the address sanitizer too).
    private struct Entry: Identifiable, Equatable, CustomStringConvertible {
        var id: Int
        var value: String

        init(id: Int, version: Int) {
            self.id = id
            value = "version \(version) of a longer text"
        }

        var description: String { "\(id): \(value)" }
    }

    private typealias Edit = StoreJournalReplay<Entry>.Edit

    /// The plain reference: the list as an array, each change a search and a move.
    private struct Reference {
        var entries: [Entry] = []

        /// Each entry in turn; a repeated id moves to the end with its new value.
        init(_ elements: [Entry]) {
            for element in elements { put(element, after: entries.last?.id) }
        }

        mutating func put(_ element: Entry, after: Int?) {
            entries.removeAll { $0.id == element.id }
            guard let after else {
                entries.insert(element, at: 0)
                return
            }
            // A predecessor that is missing (or the entry itself) puts the entry last.
            let place = after == element.id ? nil : entries.firstIndex { $0.id == after }
            entries.insert(element, at: place.map { $0 + 1 } ?? entries.endIndex)
        }

        mutating func apply(_ edit: Edit) {
            switch edit {
            case .put(let element, let after): put(element, after: after)
            case .remove(let id): entries.removeAll { $0.id == id }
            }
        }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func fewChangesOntoManyEntriesMatchThePlainList(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        var failures: [String] = []
        var splitIntoPieces = 0
        for round in 0..<2_000 {
            let idRange = Int.random(in: 1...300, using: &random)
            let count = Int.random(in: 0...200, using: &random)
            // Mostly distinct ids, as a store writes them; sometimes repeats, as a damaged or older file has.
            let elements: [Entry] =
                Int.random(in: 0..<3, using: &random) == 0
                ? (0..<count).map { Entry(id: Int.random(in: 0..<idRange, using: &random), version: $0) }
                : (0..<max(count, idRange)).shuffled(using: &random).prefix(count).enumerated().map {
                    Entry(id: $0.element, version: $0.offset)
                }
            let edits: [Edit] = (0..<Int.random(in: 0...12, using: &random)).map { step in
                let id = Int.random(in: 0..<(idRange + 5), using: &random)
                guard Int.random(in: 0..<4, using: &random) != 0 else { return .remove(id) }
                let after: Int? =
                    switch Int.random(in: 0..<5, using: &random) {
                    case 0: nil
                    case 1: id
                    default: Int.random(in: 0..<(idRange + 5), using: &random)
                    }
                return .put(Entry(id: id, version: 1_000 + step), after: after)
            }
            var reference = Reference(elements)
            for edit in edits { reference.apply(edit) }
            let named = Set(
                edits.flatMap { edit -> [Int] in
                    switch edit {
                    case .put(let element, let after): [element.id] + (after.map { [$0] } ?? [])
                    case .remove(let id): [id]
                    }
                })
            if !edits.isEmpty, named.count * 4 < count, Set(elements.map(\.id)).count == count {
                splitIntoPieces += 1
            }
            var replayed = elements
            StoreJournalReplay.replay(edits, onto: &replayed)
            let replayedEach = StoreJournalReplay.replayingEach(edits, onto: elements)
            if replayed != reference.entries || replayedEach != reference.entries {
                failures.append(
                    "round \(round): \(elements) + \(edits) → \(replayed), expected \(reference.entries)")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(3))")
        // The rounds cover the list of pieces, not only the list of every entry.
        #expect(splitIntoPieces > 500)
    }

    /// Pieces laid out in the list they were cut from: runs in order, with entries between them
    /// and some entries dropped, growing or shrinking the list; and runs out of order, which are
    /// copied instead.
    @Test(arguments: [5, 6] as [UInt64])
    func piecesAreLaidOutAsTheirPlainConcatenation(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        var failures: [String] = []
        for round in 0..<3_000 {
            let elements = (0..<Int.random(in: 1...40, using: &random)).map { Entry(id: $0, version: $0) }
            var pieces: [StoreJournalPiece<Entry>] = []
            var offset = 0
            while offset < elements.count {
                let length = Int.random(in: 1...6, using: &random)
                let end = min(offset + length, elements.count)
                // A run kept, or its entries dropped.
                if Int.random(in: 0..<4, using: &random) != 0 { pieces.append(.run(offset..<end)) }
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    pieces.append(.entry(Entry(id: 100 + pieces.count, version: round)))
                }
                offset = end
            }
            if round % 10 == 0 { pieces.shuffle(using: &random) }
            let expected = pieces.flatMap { piece -> [Entry] in
                switch piece {
                case .run(let offsets): Array(elements[offsets])
                case .entry(let element): [element]
                }
            }
            var laidOut = elements
            StoreJournalPiece.rearrange(pieces, into: &laidOut)
            if laidOut != expected { failures.append("round \(round): \(pieces) → \(laidOut)") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }
}
