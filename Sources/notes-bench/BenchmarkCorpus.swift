import Foundation
import NotesCore

/// Generated notes for benchmarks: deterministic for a seed, mixed Latin and Cyrillic words,
/// titles of at least 30 characters and bodies of at least 300.
///
/// Words come from 60 Latin-script words (some with diacritics: `café`, `naïve`, `München`) and 60
/// Russian ones (some with `ё`: `ёлка`, `жёлтый`); about one word in five is capitalised. No word
/// contains `q` or `щ`, so queries built from them miss every note and must rule out every note.
enum BenchmarkCorpus {
    /// Latin-script words.
    static let latinWords = [
        "café", "naïve", "résumé", "München", "crème", "brûlée", "document", "meeting", "budget",
        "garden", "project", "report", "travel", "ticket", "window", "kitchen", "coffee", "letter",
        "number", "market", "friend", "summer", "winter", "morning", "evening", "holiday", "picture",
        "music", "river", "mountain", "forest", "island", "bridge", "station", "airport", "hotel",
        "museum", "theatre", "library", "doctor", "family", "birthday", "present", "dinner", "lunch",
        "breakfast", "shopping", "groceries", "apple", "banana", "bread", "butter", "cheese", "tomato",
        "potato", "onion", "garlic", "pepper", "salt", "façade",
    ]

    /// Russian words.
    static let cyrillicWords = [
        "ёлка", "жёлтый", "отчёт", "привет", "описание", "встреча", "бюджет", "сад", "проект",
        "доклад", "поездка", "билет", "окно", "кухня", "кофе", "письмо", "номер", "рынок", "друг",
        "лето", "зима", "утро", "вечер", "праздник", "картина", "музыка", "река", "гора", "лес",
        "остров", "мост", "вокзал", "аэропорт", "гостиница", "музей", "театр", "библиотека", "врач",
        "семья", "день", "подарок", "ужин", "обед", "завтрак", "покупки", "продукты", "яблоко",
        "банан", "хлеб", "масло", "сыр", "помидор", "картошка", "лук", "чеснок", "перец", "соль",
        "чёрный", "серый", "мёд",
    ]

    /// `count` notes generated from `seed`; the same arguments always give the same notes.
    static func notes(count: Int, seed: UInt64 = 2026) -> [Note] {
        var random = SeededRandomNumberGenerator(seed: seed)
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        var notes: [Note] = []
        notes.reserveCapacity(count)
        for index in 0..<count {
            let id = uuid(&random)
            let title = text(minimumLength: 30, using: &random)
            let content = text(minimumLength: 300, using: &random)
            let created = start.addingTimeInterval(Double(index) * 60)
            notes.append(Note(id: Note.ID(id), title: title, content: content, createdAt: created))
        }
        return notes
    }

    /// Words joined by spaces until the text is at least `minimumLength` characters long.
    static func text(minimumLength: Int, using random: inout SeededRandomNumberGenerator) -> String {
        var result = ""
        var length = 0
        while length < minimumLength {
            let latin = random.next() & 1 == 0
            let words = latin ? latinWords : cyrillicWords
            var word = words[Int(random.next() % UInt64(words.count))]
            if random.next() % 5 == 0 { word = word.prefix(1).uppercased() + word.dropFirst() }
            if length > 0 {
                result += " "
                length += 1
            }
            result += word
            length += word.count
        }
        return result
    }

    /// A random version-4 UUID.
    static func uuid(_ random: inout SeededRandomNumberGenerator) -> UUID {
        let high = random.next()
        let low = random.next()
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            bytes[index] = UInt8(truncatingIfNeeded: high >> (8 * UInt64(index)))
            bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (8 * UInt64(index)))
        }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}
