import Foundation
import NotesCore

/// The environment a front end runs with.
extension AppEnvironment {
    /// The system clock, the user's calendar, time zone and locale, random ids, real timers and the
    /// real disk.
    ///
    /// - Parameters:
    ///   - measureLines: the front end's own text measure (the text UI passes its column measure; a
    ///     graphical front end its text layout).
    ///   - photoSource: the front end's photo picker; none by default.
    public static func live(
        measureLines: @escaping ContentHeight.LineMeasure, photoSource: PhotoSource = .returning(.cancelled)
    ) -> AppEnvironment {
        AppEnvironment(
            now: .live, calendar: .current, timeZone: .current, locale: .current, ids: .live,
            scheduler: .live(), fileSystem: .live, measureLines: measureLines, photoSource: photoSource)
    }
}
