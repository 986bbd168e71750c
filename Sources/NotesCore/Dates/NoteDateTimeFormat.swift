import Foundation

/// A moment as a locale writes a numeric date with the time of day, in the locale's order:
/// `01/16/2027, 8:00 AM` in the US, `16.01.2027, 08:00` in Russia, `16/01/2027, 08:00` in Britain,
/// `2027/01/16 8:00` in Japan.
///
/// The pattern is the locale's for the template `yMMddjmm` (the whole year, the month and day as
/// numbers, hour and minute in the locale's hour cycle), asked for once in `init` with
/// `DateFormatter.dateFormat(fromTemplate:options:locale:)`, as ``NoteDateFormatter`` asks for its
/// patterns. Digits are always ASCII `0`–`9`; the separators, the order of the fields, the hour
/// cycle and the AM/PM marker are the locale's. A pattern with a field that is not numeric falls
/// back to `yyyy-MM-dd HH:mm`.
///
/// A `Hashable`, `Sendable` value that is cheap to use: each call does one calendar decomposition
/// and builds the string from the numbers, with no formatter in the loop. Nothing is read from the
/// environment: no `Locale.current` or `TimeZone.current`.
public struct NoteDateTimeFormat: Hashable, Sendable {
    /// The calendar that gives a moment's fields, in the time zone moments are shown in.
    public let calendar: Calendar
    /// The pattern, from the locale: `MM/dd/y, h:mm a` in the US, `dd.MM.y, HH:mm` in Russia.
    public let pattern: NoteDatePattern
    /// The locale's marker for times before noon, such as `AM`.
    public let amSymbol: String
    /// The locale's marker for times from noon on, such as `PM`.
    public let pmSymbol: String

    /// The pattern when the locale's cannot be used.
    static let fallbackPattern = NoteDatePattern("yyyy-MM-dd HH:mm")!

    /// A format for `locale`, showing moments in `timeZone`.
    ///
    /// `calendar`'s own time zone is replaced by `timeZone`.
    public init(calendar: Calendar, timeZone: TimeZone, locale: Locale) {
        var calendar = calendar
        calendar.timeZone = timeZone
        self.calendar = calendar
        let symbols = Self.dayPeriodSymbols(locale)
        amSymbol = symbols.am
        pmSymbol = symbols.pm
        pattern =
            DateFormatter.dateFormat(fromTemplate: "yMMddjmm", options: 0, locale: locale).flatMap(
                NoteDatePattern.init) ?? Self.fallbackPattern
    }

    /// `date` in the locale's order, in the calendar's time zone.
    public func string(from date: Date) -> String {
        let fields = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: date)
        return pattern.string(fields, am: amSymbol, pm: pmSymbol)
    }

    /// The locale's abbreviated markers for times before noon and from noon on (`AM`, `PM`).
    static func dayPeriodSymbols(_ locale: Locale) -> (am: String, pm: String) {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = .gmt
        let marker = Date.VerbatimFormatStyle(
            format: "\(dayPeriod: .standard(.abbreviated))", locale: locale, timeZone: utc.timeZone,
            calendar: utc)
        return (
            Date(timeIntervalSince1970: 0).formatted(marker),
            Date(timeIntervalSince1970: 12 * 3_600).formatted(marker)
        )
    }
}
