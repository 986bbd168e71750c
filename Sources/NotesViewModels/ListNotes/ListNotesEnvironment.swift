import NotesCore

/// The effects the notes list needs, injected through ``ListNotesViewModel/init(library:environment:)``.
///
/// Nothing in the list reads the system clock, makes ids or reads the process locale itself: tests
/// pass a ``ManualTimerClock``'s `nowSource` and `scheduler`, ``NotesCore/IDGenerator/incrementing()``
/// and a formatter with a fixed time zone and locale.
public struct ListNotesEnvironment: Sendable {
    /// What time it is: decides which notes have self-destructed and what the row dates read.
    public var now: NowSource
    /// Where the id of a new note comes from when the user taps `+`.
    public var ids: IDGenerator
    /// Formats each row's date (time today, day otherwise); its calendar and time zone also say when
    /// each day starts, which is when the list refreshes the date texts.
    public var dateFormatter: NoteDateFormatter
    /// The language of the count label and the search texts.
    public var language: NotesLanguage
    /// Wakes the list when the next self-destruct date is reached, and at the start of each day to
    /// refresh the date texts (two independent timers).
    public var scheduler: TimerScheduler

    /// Creates an environment from its effects.
    public init(
        now: NowSource, ids: IDGenerator, dateFormatter: NoteDateFormatter, language: NotesLanguage,
        scheduler: TimerScheduler
    ) {
        self.now = now
        self.ids = ids
        self.dateFormatter = dateFormatter
        self.language = language
        self.scheduler = scheduler
    }
}
