import Foundation
import NotesCore

/// The environment a front end runs with.
extension AppEnvironment {
    /// The system clock, the user's calendar, time zone and locale, random ids, real timers, the
    /// real disk, and the platform's watch of the store folder (``liveChangeSource``).
    ///
    /// - Parameters:
    ///   - measureLines: the front end's own text measure (the text UI passes its column measure; a
    ///     graphical front end its text layout).
    ///   - photoSource: the front end's photo picker; none by default.
    public static func live(
        measureLines: @escaping ContentHeight.LineMeasure, photoSource: PhotoSource = .returning(.cancelled)
    ) -> AppEnvironment {
        var environment = AppEnvironment(
            now: .live, calendar: .current, timeZone: .current, locale: .current, ids: .live,
            scheduler: .live(), fileSystem: .live, measureLines: measureLines, photoSource: photoSource)
        environment.changeSource = liveChangeSource
        return environment
    }

    /// The platform's way of hearing that files in the store folder changed: inotify on Linux, a
    /// `DispatchSource` over the folder on Apple platforms.
    public static var liveChangeSource: (any StoreChangeSource)? {
        #if os(Linux)
            InotifyChangeSource()
        #elseif canImport(Darwin)
            FolderEventChangeSource()
        #else
            nil
        #endif
    }
}
