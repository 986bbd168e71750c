import Foundation
import NotesCore
import Testing

/// Where the list's days begin and end: ``NoteDateFormatter/day(containing:)`` and
/// ``NoteDateFormatter/startOfNextDay(after:)``, including nights whose midnight a daylight-saving
/// change skips or repeats.
@Suite struct DateNextDayTests {
    static let utc = TimeZone(identifier: "UTC")!
    static let newYork = TimeZone(identifier: "America/New_York")!
    /// Clocks went from 00:00 to 01:00 on 4 November 2018, and from 00:00 back to 23:00 the evening
    /// before on 17 February 2019.
    static let saoPaulo = TimeZone(identifier: "America/Sao_Paulo")!
    /// Clocks went from 01:00 back to 00:00 on 5 November 2023: midnight came twice.
    static let havana = TimeZone(identifier: "America/Havana")!
    /// 30 December 2011 did not happen: 29 December was followed by 31 December.
    static let apia = TimeZone(identifier: "Pacific/Apia")!

    static func date(_ text: String) throws -> Date {
        try Date(text, strategy: .iso8601)
    }

    static func formatter(_ timeZone: TimeZone) -> NoteDateFormatter {
        NoteDateFormatter(
            now: .fixed(.distantPast), calendar: Calendar(identifier: .gregorian), timeZone: timeZone,
            locale: Locale(identifier: "en_US_POSIX"))
    }

    @Test func theNextDayStartsAtTheNextLocalMidnight() throws {
        let formatter = Self.formatter(Self.utc)
        let next = formatter.startOfNextDay(after: try Self.date("2026-03-20T10:00:00Z"))
        #expect(next == (try Self.date("2026-03-21T00:00:00Z")))
    }

    @Test func atMidnightTheNextDayIsTheFollowingOne() throws {
        let formatter = Self.formatter(Self.newYork)
        let midnight = try Self.date("2026-03-20T00:00:00-04:00")
        #expect(formatter.startOfNextDay(after: midnight) == (try Self.date("2026-03-21T00:00:00-04:00")))
        let justBefore = midnight.addingTimeInterval(-0.001)
        #expect(formatter.startOfNextDay(after: justBefore) == midnight)
    }

    @Test func daysWhereClocksChangeAreTheirRealLength() throws {
        let formatter = Self.formatter(Self.newYork)
        let springForward = try #require(
            formatter.day(containing: try Self.date("2026-03-08T12:00:00-04:00")))
        #expect(springForward.start == (try Self.date("2026-03-08T00:00:00-05:00")))
        #expect(springForward.duration == 23 * 3_600)
        let fallBack = try #require(formatter.day(containing: try Self.date("2026-11-01T12:00:00-05:00")))
        #expect(fallBack.start == (try Self.date("2026-11-01T00:00:00-04:00")))
        #expect(fallBack.duration == 25 * 3_600)
        let saturday = try Self.date("2026-03-07T18:00:00-05:00")
        #expect(formatter.startOfNextDay(after: saturday) == springForward.start)
    }

    @Test func aSkippedMidnightStartsTheDayAtOneOClock() throws {
        let formatter = Self.formatter(Self.saoPaulo)
        let evening = try Self.date("2018-11-03T22:00:00-03:00")
        let next = try #require(formatter.startOfNextDay(after: evening))
        #expect(next == (try Self.date("2018-11-04T01:00:00-02:00")))
        #expect(formatter.string(from: evening, relativeTo: next.addingTimeInterval(-1)) == "10:00 PM")
        #expect(formatter.string(from: evening, relativeTo: next) == "11/03/18")
        let shortDay = try #require(formatter.day(containing: next))
        #expect(shortDay.start == next)
        #expect(shortDay.end == (try Self.date("2018-11-05T00:00:00-02:00")))
    }

    @Test func anHourRepeatedBeforeMidnightStillEndsTheDayOnce() throws {
        // At 00:00 -02:00 clocks went back to 23:00 -03:00: the day ends at the second midnight.
        let formatter = Self.formatter(Self.saoPaulo)
        let secondMidnight = try Self.date("2019-02-17T00:00:00-03:00")
        let firstHalfPast = try Self.date("2019-02-16T23:30:00-02:00")
        let secondHalfPast = try Self.date("2019-02-16T23:30:00-03:00")
        #expect(formatter.startOfNextDay(after: firstHalfPast) == secondMidnight)
        #expect(formatter.startOfNextDay(after: secondHalfPast) == secondMidnight)
        let clocksWentBack = try Self.date("2019-02-17T00:00:00-02:00")
        #expect(formatter.string(from: firstHalfPast, relativeTo: clocksWentBack) == "11:30 PM")
    }

    @Test func aRepeatedMidnightDoesNotStartAnotherDay() throws {
        let formatter = Self.formatter(Self.havana)
        let saturday = try Self.date("2023-11-04T20:00:00-04:00")
        #expect(formatter.startOfNextDay(after: saturday) == (try Self.date("2023-11-05T00:00:00-04:00")))
        // 00:30 after clocks went back from 01:00 to 00:00: still Sunday, which ends on Monday.
        let secondHalfPast = try Self.date("2023-11-05T00:30:00-05:00")
        #expect(
            formatter.startOfNextDay(after: secondHalfPast) == (try Self.date("2023-11-06T00:00:00-05:00")))
        let sunday = try #require(formatter.day(containing: secondHalfPast))
        #expect(sunday.duration == 25 * 3_600)
    }

    @Test func aSkippedDateEndsTheDayBeforeAtTheDayAfter() throws {
        let formatter = Self.formatter(Self.apia)
        let next = formatter.startOfNextDay(after: try Self.date("2011-12-29T12:00:00-10:00"))
        #expect(next == (try Self.date("2011-12-31T00:00:00+14:00")))
    }

    @Test func theNextDayIsLaterAndStartsADayThroughBothChangesOfAYear() throws {
        let formatter = Self.formatter(Self.saoPaulo)
        let start = try Self.date("2018-10-01T00:00:00-03:00")
        var failures: [Date] = []
        for step in 0..<(24 * 200) {
            let moment = start.addingTimeInterval(Double(step) * 3_607)
            let next = formatter.startOfNextDay(after: moment)
            let isNextDay =
                next.map {
                    $0 > moment && $0.timeIntervalSince(moment) <= 25 * 3_600
                        && formatter.day(containing: $0)?.start == $0
                        && formatter.startOfNextDay(after: $0.addingTimeInterval(-0.5)) == $0
                } ?? false
            if !isNextDay { failures.append(moment) }
        }
        #expect(failures.isEmpty)
    }
}
