import Foundation
import NotesCore

/// Every effect and setting the app runs with, in one value: the shell derives each screen's
/// environment from it.
///
/// Nothing in the app reads the system clock, the process locale, the disk or a layout engine
/// itself. Use ``live(measureLines:photoSource:)`` in a front end and ``test(clock:fileSystem:language:imageLoader:photoSource:storeReading:)`` in
/// tests, where time moves only when the test advances a ``ManualTimerClock``.
public struct AppEnvironment: Sendable {
    /// What time it is.
    public var now: NowSource
    /// The calendar that says when a day starts (date texts, the midnight refresh).
    public var calendar: Calendar
    /// The time zone dates are shown in.
    public var timeZone: TimeZone
    /// The locale dates are formatted with.
    public var locale: Locale
    /// The language of every word the screens show.
    public var language: NotesLanguage
    /// Where the ids of new notes and photos come from.
    public var ids: IDGenerator
    /// Runs actions at a moment: self-destruct dates, the start of each day, autosave and its retry.
    public var scheduler: TimerScheduler
    /// The disk the store lives on.
    public var fileSystem: FileSystem
    /// Where and when the launch reads the store: off the main actor, its first page and its end
    /// handed to the shell on the main actor.
    public var storeReading: AppStoreReading
    /// How many of the newest notes a launch shows before the rest of the store is read.
    ///
    /// 50 unless set, more than a screen holds; `0` waits for the whole store.
    public var firstPageCount = 50
    /// How many lines one paragraph wraps to at a width (columns in a terminal, points elsewhere).
    public var measureLines: ContentHeight.LineMeasure
    /// How long after the first of a burst of committed changes the burst is saved, in seconds.
    ///
    /// Changes made while waiting join the same save, so a save is never later than this after the
    /// change that started the wait.
    public var autosaveDelay: TimeInterval
    /// How long after a failed save it is tried again, in seconds; each further failure in a row
    /// doubles the wait, up to ``longestSaveRetryDelay``.
    public var saveRetryDelay: TimeInterval
    /// The longest wait between retries of a save that keeps failing, in seconds; five minutes
    /// unless set.
    public var longestSaveRetryDelay: TimeInterval = 300
    /// The colour chosen last in any picker, shared by every editor for as long as the app runs.
    public var colorMemory: ColorPickerMemory
    /// Loads photos' images for the gallery and the pager, or `nil` to read the store's own photo
    /// files (``ImageLoader/store(_:largestFile:)``).
    public var imageLoader: ImageLoader?
    /// The front end's photo picker, which the gallery's add button opens.
    public var photoSource: PhotoSource
    /// The gallery grid's columns, insets and spacing, in the front end's units (points, or the
    /// text UI's columns).
    public var galleryMetrics: GalleryMetrics
    /// The device the app writes the store as; ``NotesCore/StoreDeviceID/solitary`` by default.
    ///
    /// A store folder shared with other devices through a sync engine needs each device to have
    /// its own id, kept outside the folder (``NotesCore/StoreDeviceID/stored(in:fileSystem:makeID:)``):
    /// then no file is ever written by two devices and nothing one device saves is lost.
    public var device: StoreDeviceID = .solitary
    /// What tells the running app that files in the store folder changed, so that it reads other
    /// devices' saves as they arrive; `nil` (the default) reads them only at launch.
    ///
    /// ``NotesCore/InotifyChangeSource`` on Linux, `FolderEventChangeSource` on Apple
    /// platforms, a ``NotesCore/ManualChangeSource`` in tests.
    public var changeSource: (any StoreChangeSource)?

    /// Creates an environment from its effects.
    ///
    /// - Parameters:
    ///   - now: what time it is.
    ///   - calendar: when a day starts.
    ///   - timeZone: the time zone dates are shown in.
    ///   - locale: the locale dates are formatted with.
    ///   - language: the language of the screens; by default the one `locale` names.
    ///   - ids: where the ids of new notes and photos come from.
    ///   - scheduler: runs actions at a moment (self-destruct, midnight, autosave).
    ///   - fileSystem: the disk the store lives on.
    ///   - measureLines: how many lines a paragraph wraps to at a width.
    ///   - imageLoader: loads photos' images; by default from the store's photo files.
    ///   - photoSource: the photo picker; by default one that is always cancelled (no picker).
    ///   - storeReading: runs the launch's read of the store; by default on a detached task.
    ///   - autosaveDelay: the longest a committed change waits to be saved; half a second by default.
    ///   - saveRetryDelay: the wait before a failed save is retried; five seconds by default.
    public init(
        now: NowSource, calendar: Calendar, timeZone: TimeZone, locale: Locale,
        language: NotesLanguage? = nil, ids: IDGenerator, scheduler: TimerScheduler,
        fileSystem: FileSystem, measureLines: @escaping ContentHeight.LineMeasure,
        imageLoader: ImageLoader? = nil, photoSource: PhotoSource = .returning(.cancelled),
        storeReading: AppStoreReading = .background, autosaveDelay: TimeInterval = 0.5,
        saveRetryDelay: TimeInterval = 5
    ) {
        self.now = now
        self.calendar = calendar
        self.timeZone = timeZone
        self.locale = locale
        self.language = language ?? NotesLanguage(localeIdentifier: locale.identifier)
        self.ids = ids
        self.scheduler = scheduler
        self.fileSystem = fileSystem
        self.storeReading = storeReading
        self.measureLines = measureLines
        self.autosaveDelay = autosaveDelay
        self.saveRetryDelay = saveRetryDelay
        self.colorMemory = ColorPickerMemory()
        self.imageLoader = imageLoader
        self.photoSource = photoSource
        self.galleryMetrics = .standard
    }

    /// The row-date formatter for this clock, calendar, time zone and locale.
    public var dateFormatter: NoteDateFormatter {
        NoteDateFormatter(now: now, calendar: calendar, timeZone: timeZone, locale: locale)
    }

    /// The notes list's share of the environment.
    public var listNotes: ListNotesEnvironment {
        ListNotesEnvironment(
            now: now, ids: ids, dateFormatter: dateFormatter, language: language, scheduler: scheduler)
    }

    /// The gallery's share of the environment, over `store` (which keeps added photos).
    ///
    /// It holds this copy of the store value; a caller whose store changes state (acknowledged,
    /// closed) builds a new one. The shell itself reads its one store at each import and load.
    public func gallery(store: NoteStore) -> GalleryEnvironment {
        GalleryEnvironment(
            imageLoader: imageLoader ?? .store(store), photoSource: photoSource,
            photoStorage: .store(store), language: language, metrics: galleryMetrics)
    }

    /// The pager's share of the environment, over `store` (which holds the photo files).
    public func photoPager(store: NoteStore) -> PhotoPagerEnvironment {
        PhotoPagerEnvironment(imageLoader: imageLoader ?? .store(store), language: language)
    }

    /// The editor's share of the environment.
    public var editNote: EditNoteEnvironment {
        EditNoteEnvironment(
            now: now, language: language, measureLines: measureLines, colorMemory: colorMemory, ids: ids)
    }
}
