import Foundation
import NotesCore
import Testing

/// A date with its time of day, as the self-destruct date is shown: in the locale's order.
@Suite struct NoteDateTimeFormatTests {
    /// 2027-01-16 08:00 UTC: day and month differ, so their order shows.
    static let date = Date(timeIntervalSince1970: 1_800_086_400)
    static let utc = TimeZone(identifier: "UTC")!

    static func format(_ identifier: String, timeZone: TimeZone = utc) -> NoteDateTimeFormat {
        NoteDateTimeFormat(
            calendar: Calendar(identifier: .gregorian), timeZone: timeZone,
            locale: Locale(identifier: identifier))
    }

    @Test func theDayTheMonthAndTheYearComeInTheLocalesOrder() {
        let expected = [("en_US", "01/16/2027"), ("en_GB", "16/01/2027"), ("ru_RU", "16.01.2027")]
        for (identifier, day) in expected {
            let text = Self.format(identifier).string(from: Self.date)
            #expect(text.hasPrefix(day), "\(identifier): \(text)")
            #expect(text.contains("8:00"), "\(identifier): \(text)")
        }
        #expect(Self.format("en_US").string(from: Self.date).hasSuffix("AM"))
    }

    @Test(arguments: ["en_US", "en_GB", "ru_RU", "de_DE", "fr_FR", "ja_JP", "zh_CN", "ko_KR"])
    func outputMatchesFoundationsPatternOverAYear(identifier: String) throws {
        let locale = Locale(identifier: identifier)
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let format = Self.format(identifier, timeZone: newYork)
        let reference = DateFormatter()
        reference.locale = locale
        reference.timeZone = newYork
        guard let pattern = Self.pattern(for: locale) else {
            Issue.record("no date and time pattern for \(identifier)")
            return
        }
        reference.dateFormat = pattern
        var mismatches: [String] = []
        for step in 0..<(366 * 3) {
            let date = Self.date.addingTimeInterval(Double(step) * 3_600 * 8.03)
            let expected = reference.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
                .replacingOccurrences(of: "\u{200F}", with: "")
            let actual = format.string(from: date)
            if actual != expected { mismatches.append("\(expected) ≠ \(actual)") }
        }
        #expect(mismatches.isEmpty)
    }

    @Test func theCalendarsTimeZoneIsReplacedByTheGivenOne() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.utc
        let kiritimati = try #require(TimeZone(identifier: "Pacific/Kiritimati"))
        let format = NoteDateTimeFormat(
            calendar: calendar, timeZone: kiritimati, locale: Locale(identifier: "ru_RU"))
        #expect(format.calendar.timeZone == kiritimati)
        // 08:00 UTC is 22:00 the same day in Kiritimati (UTC+14).
        let text = format.string(from: Self.date)
        #expect(text.hasPrefix("16.01.2027") && text.hasSuffix("22:00"), "\(text)")
    }

    /// The locale's date and time pattern (optional on Apple's platforms, not on Linux).
    private static func pattern(for locale: Locale) -> String? {
        DateFormatter.dateFormat(fromTemplate: "yMMddjmm", options: 0, locale: locale)
    }
}
