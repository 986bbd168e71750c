import Foundation

@testable import NotesCore

extension Note {
    /// A note with the given id number, title and content, created at a fixed moment.
    static func search(_ number: Int, title: String, content: String = "") -> Note {
        Note(
            id: .search(number), title: title, content: content,
            createdAt: Date(timeIntervalSince1970: 1_790_000_000))
    }

    /// A French title with a precomposed é.
    static let cafe = Note.search(1, title: "Café au lait", content: "Order two at the counter.")
    /// A Russian note with ё in the content.
    static let yolka = Note.search(2, title: "Праздник", content: "Купить ёлку и игрушки для ёлки.")
    /// A decomposed é (e + U+0301) in the title.
    static let decomposed = Note.search(3, title: "Cafe\u{301} noir", content: "Strong.")
    /// A German note with ß.
    static let strasse = Note.search(4, title: "Straße", content: "Hauptstraße 5")
    /// Emoji in both fields.
    static let party = Note.search(5, title: "Party 🎉", content: "Cake 🎂 and 👍🏽")
    /// Upper-case Cyrillic.
    static let greeting = Note.search(6, title: "ПРИВЕТ", content: "Как дела?")

    /// Every fixture above.
    static let searchFixtures: [Note] = [.cafe, .yolka, .decomposed, .strasse, .party, .greeting]
}

extension Note.ID {
    /// A fixed id whose last bytes are `number`.
    static func search(_ number: Int) -> Note.ID {
        let suffix = String(format: "%012X", number)
        return Note.ID(UUID(uuidString: "5EA4C400-0000-4000-8000-\(suffix)")!)
    }
}

/// The reference answer: fold each field and look for every folded word of the query, one note at
/// a time.
func referenceMatches(_ query: String, in notes: [Note]) -> Set<Note.ID> {
    referenceMatches(query, in: notes.map(FoldedNote.init))
}

/// The reference answer over notes folded once, for tests that search the same notes many times.
func referenceMatches(_ query: String, in notes: [FoldedNote]) -> Set<Note.ID> {
    let needles = referenceWords(query).map(SearchFolding.folded).filter { !$0.isEmpty }
    return Set(
        notes.filter { note in
            needles.allSatisfy { needle in
                note.fields.contains { folded in
                    folded.count >= needle.count
                        && (0...folded.count - needle.count).contains { start in
                            folded[start..<start + needle.count].elementsEqual(needle)
                        }
                }
            }
        }.map(\.id))
}

/// The words of a query by the plain rule: the text between straight double quotes is one word,
/// the rest is split at whitespace.
func referenceWords(_ query: String) -> [String] {
    query.split(separator: "\"", omittingEmptySubsequences: false).enumerated().flatMap { part, text in
        part % 2 == 1 ? [String(text)] : text.split(whereSeparator: \.isWhitespace).map(String.init)
    }
}

/// A note's title and content, folded by the reference rule.
struct FoldedNote {
    var id: Note.ID
    var fields: [[UInt8]]

    init(_ note: Note) {
        id = note.id
        fields = [SearchFolding.folded(note.title), SearchFolding.folded(note.content)]
    }
}

extension SeededRandomNumberGenerator {
    /// Words the random search corpus is made of: Latin, Cyrillic, accented, decomposed, emoji.
    static let searchWords = [
        "café", "Cafe\u{301}", "naïve", "résumé", "München", "Straße", "document", "garden", "ёлка",
        "Елка", "привет", "ПРИВЕТ", "описание", "мой", "мои", "İstanbul", "ısı", "🎉", "👍🏽", "a", "ab",
        "ba", "aba",
    ]

    /// A text of `count` random words.
    mutating func text(words count: Int) -> String {
        (0..<count).map { _ in Self.searchWords[Int(next() % UInt64(Self.searchWords.count))] }
            .joined(separator: " ")
    }

    /// A random query: a slice of a random word, sometimes upper-cased.
    mutating func query() -> String {
        let word = Self.searchWords[Int(next() % UInt64(Self.searchWords.count))]
        let characters = Array(word)
        let start = Int(next() % UInt64(characters.count))
        let length = 1 + Int(next() % UInt64(characters.count - start))
        let slice = String(characters[start..<start + length])
        return next() % 3 == 0 ? slice.uppercased() : slice
    }

    /// A random query of one to three words, sometimes with a quoted phrase, with one or more spaces
    /// (or a tab) between words.
    mutating func wordsQuery() -> String {
        let separators = [" ", "  ", "\t", " \u{A0}"]
        var parts: [String] = []
        for _ in 0...Int(next() % 3) {
            if next() % 6 == 0 {
                parts.append("\"" + query() + " " + query() + (next() % 2 == 0 ? "\"" : ""))
                break
            }
            parts.append(query())
        }
        return parts.map { $0 + separators[Int(next() % UInt64(separators.count))] }.joined()
            .dropLast(next() % 2 == 0 ? 1 : 0).description
    }
}
