import Foundation

/// A numeric date or time pattern in ICU's syntax (`h:mm a`, `dd.MM.yy`), compiled once into parts
/// that format from calendar fields without a formatter.
///
/// Understands the fields a locale's short time and numeric date use: hours (`h`, `H`, `K`, `k`),
/// minutes (`m`), the day period (`a`, `b`, `B`, shown as the AM/PM marker), day (`d`), month (`M`),
/// year (`y`, `yy`, `yyyy`), quoted text and literal separators. Digits are always ASCII. Bidi marks
/// (U+200E, U+200F, U+061C) in literals are dropped and no-break spaces (U+202F, U+00A0) become
/// plain spaces, so that widths and copied text stay those of the visible text.
public struct NoteDatePattern: Hashable, Sendable {
    /// One piece of the pattern.
    enum Part: Hashable, Sendable {
        case literal(String)
        /// Hour 1–12 (`h`), 0–23 (`H`), 0–11 (`K`) or 1–24 (`k`), padded to `width` digits.
        case hour(HourCycle, width: Int)
        case minute(width: Int)
        case dayPeriod
        case day(width: Int)
        case month(width: Int)
        /// The year's last two digits (`yy`), or the whole year padded to `width`.
        case year(width: Int)
    }

    /// How hours are counted.
    enum HourCycle: Hashable, Sendable {
        case oneToTwelve, zeroToTwentyThree, zeroToEleven, oneToTwentyFour
    }

    /// The pattern as given.
    public let pattern: String
    let parts: [Part]

    /// Compiles `pattern`; `nil` when it holds a field this type does not format (a month name, a
    /// weekday, a time zone).
    ///
    /// - Complexity: O(*n*) in the length of the pattern.
    public init?(_ pattern: String) {
        var parts: [Part] = []
        var characters = pattern[...]
        var literal = ""
        func flush() {
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
        }
        while let character = characters.first {
            if character == "'" {
                characters = characters.dropFirst()
                if characters.first == "'" {
                    literal.append("'")
                    characters = characters.dropFirst()
                    continue
                }
                let quoted = characters.prefix { $0 != "'" }
                literal += quoted
                characters = characters.dropFirst(quoted.count + 1)
                continue
            }
            guard character.isASCII, character.isLetter else {
                literal += Self.plain(character)
                characters = characters.dropFirst()
                continue
            }
            let run = characters.prefix { $0 == character }
            characters = characters.dropFirst(run.count)
            flush()
            let width = min(run.count, 2)
            switch character {
            case "h": parts.append(.hour(.oneToTwelve, width: width))
            case "H": parts.append(.hour(.zeroToTwentyThree, width: width))
            case "K": parts.append(.hour(.zeroToEleven, width: width))
            case "k": parts.append(.hour(.oneToTwentyFour, width: width))
            case "m": parts.append(.minute(width: width))
            case "a", "b", "B": parts.append(.dayPeriod)
            case "d": parts.append(.day(width: width))
            case "M" where run.count <= 2: parts.append(.month(width: width))
            case "y": parts.append(.year(width: run.count == 2 ? 2 : run.count))
            default: return nil
            }
        }
        flush()
        self.pattern = pattern
        self.parts = parts
    }

    /// The text for `fields` (hour, minute, day, month, year as a calendar gives them), with `am`
    /// or `pm` for the day period.
    ///
    /// - Complexity: O(*p*) in the number of parts.
    public func string(_ fields: DateComponents, am: String, pm: String) -> String {
        var text = ""
        let hour = fields.hour ?? 0
        for part in parts {
            switch part {
            case .literal(let literal): text += literal
            case .hour(let cycle, let width):
                let value =
                    switch cycle {
                    case .oneToTwelve: hour % 12 == 0 ? 12 : hour % 12
                    case .zeroToTwentyThree: hour
                    case .zeroToEleven: hour % 12
                    case .oneToTwentyFour: hour == 0 ? 24 : hour
                    }
                text += Self.digits(value, width: width)
            case .minute(let width): text += Self.digits(fields.minute ?? 0, width: width)
            case .dayPeriod: text += hour < 12 ? am : pm
            case .day(let width): text += Self.digits(fields.day ?? 0, width: width)
            case .month(let width): text += Self.digits(fields.month ?? 0, width: width)
            case .year(let width):
                let year = fields.year ?? 0
                text += width == 2 ? Self.digits(year % 100, width: 2) : Self.digits(year, width: width)
            }
        }
        return text
    }

    /// `character` as written into a literal: bidi marks dropped, no-break spaces (ICU puts U+202F
    /// before AM/PM) as plain spaces.
    static func plain(_ character: Character) -> String {
        switch character {
        case "\u{200E}", "\u{200F}", "\u{061C}": ""
        case "\u{202F}", "\u{00A0}": " "
        default: String(character)
        }
    }

    /// `value` in ASCII digits, zero-padded to `width`.
    private static func digits(_ value: Int, width: Int) -> String {
        let text = String(max(value, 0))
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
