import Foundation
import NotesCore
import Testing

@Suite struct DateFormatterTests {
    static let newYork = TimeZone(identifier: "America/New_York")!
    static let kiritimati = TimeZone(identifier: "Pacific/Kiritimati")!
    static let utc = TimeZone(identifier: "UTC")!
    static let english = Locale(identifier: "en_US")

    /// A date from ISO 8601 text with an explicit offset, such as `2026-03-08T12:00:00-04:00`.
    static func date(_ text: String) throws -> Date {
        try Date(text, strategy: .iso8601)
    }

    static func formatter(now: String, timeZone: TimeZone, locale: Locale = english) throws
        -> NoteDateFormatter
    {
        NoteDateFormatter(
            now: .fixed(try date(now)), calendar: Calendar(identifier: .gregorian), timeZone: timeZone,
            locale: locale)
    }

    @Test func aDateEarlierTodayShowsTheTime() throws {
        let formatter = try Self.formatter(now: "2026-03-20T18:00:00-04:00", timeZone: Self.newYork)
        #expect(formatter.string(from: try Self.date("2026-03-20T09:05:00-04:00")) == "9:05 AM")
        #expect(formatter.string(from: try Self.date("2026-03-20T17:59:00-04:00")) == "5:59 PM")
    }

    @Test func midnightIsTheStartOfToday() throws {
        let formatter = try Self.formatter(now: "2026-03-20T00:00:00-04:00", timeZone: Self.newYork)
        #expect(formatter.string(from: try Self.date("2026-03-20T00:00:00-04:00")) == "12:00 AM")
        #expect(formatter.string(from: try Self.date("2026-03-19T23:59:59-04:00")) == "03/19/26")
    }

    @Test func theDayBeforeShowsTheDate() throws {
        let formatter = try Self.formatter(now: "2026-03-20T08:00:00-04:00", timeZone: Self.newYork)
        #expect(formatter.string(from: try Self.date("2026-03-19T12:00:00-04:00")) == "03/19/26")
        #expect(formatter.string(from: try Self.date("2025-12-31T12:00:00-05:00")) == "12/31/25")
    }

    @Test func aFutureDayShowsTheDate() throws {
        let formatter = try Self.formatter(now: "2026-03-20T08:00:00-04:00", timeZone: Self.newYork)
        #expect(formatter.string(from: try Self.date("2026-03-21T00:00:00-04:00")) == "03/21/26")
        #expect(formatter.string(from: try Self.date("2026-03-20T23:59:59-04:00")) == "11:59 PM")
    }

    @Test func theDayClocksSpringForwardIsOneDay() throws {
        // In New York on 8 March 2026, 2:00 EST becomes 3:00 EDT: the day is 23 hours long.
        let formatter = try Self.formatter(now: "2026-03-08T12:00:00-04:00", timeZone: Self.newYork)
        #expect(formatter.string(from: try Self.date("2026-03-08T00:00:00-05:00")) == "12:00 AM")
        #expect(formatter.string(from: try Self.date("2026-03-08T01:30:00-05:00")) == "1:30 AM")
        #expect(formatter.string(from: try Self.date("2026-03-08T03:30:00-04:00")) == "3:30 AM")
        #expect(formatter.string(from: try Self.date("2026-03-07T23:30:00-05:00")) == "03/07/26")
    }

    @Test func theDayClocksFallBackIsOneDay() throws {
        // On 1 November 2026, 2:00 EDT becomes 1:00 EST: the day is 25 hours long.
        let formatter = try Self.formatter(now: "2026-11-01T23:30:00-05:00", timeZone: Self.newYork)
        #expect(formatter.string(from: try Self.date("2026-11-01T00:10:00-04:00")) == "12:10 AM")
        #expect(formatter.string(from: try Self.date("2026-11-01T01:30:00-04:00")) == "1:30 AM")
        #expect(formatter.string(from: try Self.date("2026-11-01T01:30:00-05:00")) == "1:30 AM")
        #expect(formatter.string(from: try Self.date("2026-10-31T23:59:00-04:00")) == "10/31/26")
    }

    @Test func todayFollowsTheTimeZoneNotUTC() throws {
        // 12:00 UTC on 20 March is 02:00 on 21 March in Kiritimati (UTC+14).
        let now = "2026-03-20T12:00:00Z"
        let local = try Self.formatter(now: now, timeZone: Self.kiritimati)
        let utc = try Self.formatter(now: now, timeZone: Self.utc)
        let earlierUTCDay = try Self.date("2026-03-20T09:00:00Z")
        #expect(local.string(from: earlierUTCDay) == "03/20/26")
        #expect(utc.string(from: earlierUTCDay) == "9:00 AM")
        let afterLocalMidnight = try Self.date("2026-03-20T11:00:00Z")
        #expect(local.string(from: afterLocalMidnight) == "1:00 AM")
        #expect(local.isToday(afterLocalMidnight))
        #expect(!local.isToday(earlierUTCDay))
    }

    @Test func amPMFollowsTheLocaleWhileDigitsStayASCII() throws {
        let now = "2026-03-20T18:00:00-04:00"
        let date = try Self.date("2026-03-20T17:46:00-04:00")
        let korean = try Self.formatter(now: now, timeZone: Self.newYork, locale: Locale(identifier: "ko_KR"))
        let arabic = try Self.formatter(now: now, timeZone: Self.newYork, locale: Locale(identifier: "ar_EG"))
        #expect(korean.string(from: date) == "오후 5:46")
        #expect(arabic.string(from: date) == "5:46 م")
        #expect(arabic.string(from: try Self.date("2026-03-19T17:46:00-04:00")) == "19/03/26")
    }

    @Test func theTimeAndTheDateFollowTheLocalesPatterns() throws {
        let now = "2026-03-20T18:00:00-04:00"
        let today = try Self.date("2026-03-20T16:36:00-04:00")
        let yesterday = try Self.date("2026-03-19T16:36:00-04:00")
        let expected: [(String, String, String)] = [
            ("en_US", "4:36 PM", "03/19/26"), ("en_GB", "16:36", "19/03/26"), ("ru_RU", "16:36", "19.03.26"),
            ("de_DE", "16:36", "19.03.26"), ("ja_JP", "16:36", "26/03/19"),
        ]
        for (identifier, time, day) in expected {
            let formatter = try Self.formatter(
                now: now, timeZone: Self.newYork, locale: Locale(identifier: identifier))
            #expect(formatter.string(from: today) == time, "\(identifier)")
            #expect(formatter.string(from: yesterday) == day, "\(identifier)")
        }
    }

    @Test func aPatternWithANonNumericFieldIsRefused() {
        #expect(NoteDatePattern("d MMMM y") == nil)
        #expect(NoteDatePattern("EEE HH:mm") == nil)
        #expect(
            NoteDatePattern("HH 'h' mm")?.string(DateComponents(hour: 7, minute: 5), am: "", pm: "")
                == "07 h 05")
    }

    @Test func formattingRelativeToAGivenMomentIgnoresTheClock() throws {
        let formatter = try Self.formatter(now: "2030-01-01T00:00:00Z", timeZone: Self.utc)
        let date = try Self.date("2026-03-20T10:15:00Z")
        #expect(formatter.string(from: date, relativeTo: try Self.date("2026-03-20T23:00:00Z")) == "10:15 AM")
        #expect(formatter.string(from: date) == "03/20/26")
    }

    @Test func theCalendarTimeZoneIsReplacedByTheInjectedOne() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.utc
        let formatter = NoteDateFormatter(
            now: .fixed(.march20Noon), calendar: calendar, timeZone: Self.kiritimati, locale: Self.english)
        #expect(formatter.calendar.timeZone == Self.kiritimati)
    }

    @Test(arguments: ["en_US", "en_GB", "ru_RU", "de_DE", "fr_FR", "ja_JP", "zh_CN", "ko_KR", "en_AU"])
    func outputMatchesFoundationPatternsOverAYear(identifier: String) throws {
        let locale = Locale(identifier: identifier)
        let now = try Self.date("2026-06-15T12:00:00-04:00")
        let formatter = try Self.formatter(
            now: "2026-06-15T12:00:00-04:00", timeZone: Self.newYork, locale: locale)
        let reference = DateFormatter()
        reference.locale = locale
        reference.timeZone = Self.newYork
        let time = try #require(DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale))
        let day = try #require(DateFormatter.dateFormat(fromTemplate: "yyMMdd", options: 0, locale: locale))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.newYork
        var mismatches: [String] = []
        for step in 0..<(366 * 3) {
            let date = now.addingTimeInterval(Double(step) * 3_600 * 8.03 - 183 * 86_400)
            reference.dateFormat = calendar.isDate(date, inSameDayAs: now) ? time : day
            let expected = reference.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
                .replacingOccurrences(of: "\u{200F}", with: "")
            let actual = formatter.string(from: date)
            if actual != expected { mismatches.append("\(expected) ≠ \(actual)") }
        }
        #expect(mismatches.isEmpty)
    }

    @Test func markersComeFromTheLocale() throws {
        let japanese = try Self.formatter(
            now: "2026-03-20T18:00:00Z", timeZone: Self.utc, locale: Locale(identifier: "ja_JP"))
        #expect(japanese.amSymbol == "午前")
        #expect(japanese.pmSymbol == "午後")
    }
}
