import Foundation
import NotesCore

/// The environment tests and previews run with.
extension AppEnvironment {
    /// A manual clock and its timers, a Gregorian calendar in UTC, the `en_001` locale (English as
    /// used worldwide: `h:mm a`, `dd/MM/yy`), incrementing ids, and a line measure of one column per character.
    ///
    /// - Parameters:
    ///   - clock: time moves only when the test advances it; its timers run the autosave.
    ///   - fileSystem: an ``NotesCore/InMemoryFileSystem``'s or a temporary folder's file system.
    ///   - language: the language of the screens; English by default.
    ///   - imageLoader: completes every load at once with a synthetic image by default; pass a
    ///     ``ControlledImageLoader``'s to complete them when the test says.
    ///   - photoSource: the picker; cancelled at once by default.
    ///   - storeReading: the launch's read of the store; on a detached task by default, or a
    ///     ``ControlledStoreReading``'s to hand its first page and its end over when the test says.
    public static func test(
        clock: ManualTimerClock, fileSystem: FileSystem, language: NotesLanguage = .english,
        imageLoader: ImageLoader = .immediate, photoSource: PhotoSource = .returning(.cancelled),
        storeReading: AppStoreReading = .background
    ) -> AppEnvironment {
        var calendar = Calendar(identifier: .gregorian)
        let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
        calendar.timeZone = utc
        return AppEnvironment(
            now: clock.nowSource, calendar: calendar, timeZone: utc,
            locale: Locale(identifier: "en_001"), language: language, ids: .incrementing(),
            scheduler: clock.scheduler, fileSystem: fileSystem,
            measureLines: { paragraph, width in
                max(1, (paragraph.count + max(width, 1) - 1) / max(width, 1))
            },
            imageLoader: imageLoader, photoSource: photoSource, storeReading: storeReading)
    }
}
