import Foundation

/// Formats a note's date for the notes list: the locale's short time when it falls today
/// (`"4:36 PM"` in the US, `"16:36"` in Russia), its numeric date otherwise (`"03/19/26"` in the
/// US, `"19.03.26"` in Russia, `"19/03/26"` in Britain).
///
/// "Today" is the calendar day of ``now`` in the injected time zone, using the injected calendar
/// (so midnight, daylight-saving changes and zones far from UTC follow local days, not UTC ones).
/// The same calendar and time zone give the fields of the formatted string.
///
/// The patterns follow the injected locale: `init` asks for the locale's patterns of the templates
/// `jmm` (hour and minute in the locale's hour cycle) and `yyMMdd` once, with
/// `DateFormatter.dateFormat(fromTemplate:options:locale:)`. Digits are always ASCII `0`–`9`; the
/// separators, the order of the fields, the hour cycle and the AM/PM marker (`AM` in English, `午前`
/// in Japanese, `م` in Egyptian Arabic) are the locale's. A pattern with a field that is not
/// numeric falls back to `h:mm a` or `dd/MM/yy`.
///
/// A `Sendable` value that is cheap to use: the patterns and the AM/PM markers are looked up once
/// in `init`, and each call does two calendar decompositions and builds the string from the
/// numbers, with no formatter in the loop (a screenful of rows costs a fraction of a millisecond). Nothing is read
/// from the environment: no `Locale.current`, `TimeZone.current` or system clock.
public struct NoteDateFormatter: Sendable {
    /// The clock that says what "today" is.
    public let now: NowSource
    /// The calendar that divides time into days; its time zone is ``timeZone``.
    public let calendar: Calendar
    /// The time zone in which days begin and times are shown.
    public let timeZone: TimeZone
    /// The locale that supplies the AM/PM marker.
    public let locale: Locale
    /// The locale's marker for times before noon, such as `AM`.
    public let amSymbol: String
    /// The locale's marker for times from noon on, such as `PM`.
    public let pmSymbol: String
    /// The pattern of a time today, from the locale: `h:mm a` in the US, `HH:mm` in Russia.
    public let timePattern: NoteDatePattern
    /// The pattern of any other day, from the locale: `MM/dd/yy` in the US, `dd.MM.yy` in Russia.
    public let datePattern: NoteDatePattern

    /// The time pattern when the locale's cannot be used.
    static let fallbackTimePattern = NoteDatePattern("h:mm a")!
    /// The date pattern when the locale's cannot be used.
    static let fallbackDatePattern = NoteDatePattern("dd/MM/yy")!

    /// Creates a formatter.
    ///
    /// `calendar`'s own time zone is replaced by `timeZone`.
    public init(now: NowSource, calendar: Calendar, timeZone: TimeZone, locale: Locale) {
        var calendar = calendar
        calendar.timeZone = timeZone
        self.now = now
        self.calendar = calendar
        self.timeZone = timeZone
        self.locale = locale
        let symbols = NoteDateTimeFormat.dayPeriodSymbols(locale)
        amSymbol = symbols.am
        pmSymbol = symbols.pm
        timePattern =
            DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale).flatMap(
                NoteDatePattern.init) ?? Self.fallbackTimePattern
        datePattern =
            DateFormatter.dateFormat(fromTemplate: "yyMMdd", options: 0, locale: locale).flatMap(
                NoteDatePattern.init) ?? Self.fallbackDatePattern
    }

    /// A moment as this locale writes a date with the time of day, in this time zone and calendar:
    /// for a date that is not a row's (a self-destruct date).
    ///
    /// - Complexity: asks the locale for its pattern; keep the value to format many dates.
    public var dateTimeFormat: NoteDateTimeFormat {
        NoteDateTimeFormat(calendar: calendar, timeZone: timeZone, locale: locale)
    }

    /// Formats `date` relative to the clock's current moment.
    ///
    /// Reads the clock once. To format many rows against one moment, read it yourself and call
    /// ``string(from:relativeTo:)``.
    public func string(from date: Date) -> String {
        string(from: date, relativeTo: now())
    }

    /// Formats `date` as if the current moment were `reference`.
    ///
    /// ``timePattern`` (such as `"9:05 PM"`) when both fall on the same calendar day,
    /// ``datePattern`` (such as `"03/07/26"`) otherwise, including for dates in the future.
    public func string(from date: Date, relativeTo reference: Date) -> String {
        let fields = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: date)
        let pattern = isSameDay(fields, reference) ? timePattern : datePattern
        return pattern.string(fields, am: amSymbol, pm: pmSymbol)
    }

    /// Whether `date` falls on the clock's current calendar day.
    public func isToday(_ date: Date) -> Bool {
        isSameDay(calendar.dateComponents([.era, .year, .month, .day], from: date), now())
    }

    /// The calendar day that contains `date`, from the moment it begins to the moment the next one
    /// begins, in ``calendar`` and ``timeZone``.
    ///
    /// Days are the calendar's, not 86,400-second spans: a day in which clocks spring forward is 23
    /// hours long, one in which they fall back 25; where a daylight-saving change skips midnight
    /// (São Paulo until 2018) the day begins at 1:00; where a time zone skipped a whole date (Samoa,
    /// 30 December 2011) the day before ends at the start of the day after the skipped one.
    ///
    /// - Returns: the day, or `nil` when the calendar cannot compute it (Foundation's API allows it;
    ///   it does not happen for the Gregorian calendar in any time zone tested).
    public func day(containing date: Date) -> DateInterval? {
        calendar.dateInterval(of: .day, for: date)
    }

    /// The moment the calendar day after the one containing `date` begins: the next moment at which
    /// every "today" row date stops being today.
    ///
    /// The end of ``day(containing:)``, so daylight-saving changes at or around midnight give the
    /// day's real start, never a repeated or skipped midnight. Always later than `date`.
    ///
    /// - Returns: the moment, or `nil` when the calendar cannot compute it (see
    ///   ``day(containing:)``).
    public func startOfNextDay(after date: Date) -> Date? {
        guard let end = day(containing: date)?.end, end > date else { return nil }
        return end
    }

    /// Whether `fields` (era, year, month, day) name the calendar day that contains `reference`.
    ///
    /// Compares components rather than calling `Calendar.isDate(_:inSameDayAs:)`, which is an order
    /// of magnitude slower on Linux.
    private func isSameDay(_ fields: DateComponents, _ reference: Date) -> Bool {
        let today = calendar.dateComponents([.era, .year, .month, .day], from: reference)
        return fields.era == today.era && fields.year == today.year && fields.month == today.month
            && fields.day == today.day
    }
}
