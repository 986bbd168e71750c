import Foundation
import NotesCore

/// The side effects and settings an ``EditNoteViewModel`` works with, passed in through `init`.
///
/// Nothing in the editor reads the system clock, the process locale or a layout engine itself: the
/// clock stamps `updatedAt`, the language picks the screen title, the line measure sizes the content
/// field, and the self-destruct rule gives the date the picker shows before the user picks one.
public struct EditNoteEnvironment: Sendable {
    /// Where "now" comes from: stamps saved notes and seeds the default self-destruct date.
    public var now: NowSource
    /// The language of the screen title and the other words of the editor.
    public var language: NotesLanguage
    /// How many lines one paragraph of content wraps to at a width (columns in the text UI,
    /// points in a graphical front end).
    public var measureLines: ContentHeight.LineMeasure
    /// The date the self-destruct picker shows until the user picks one, given the moment the
    /// editor opens.
    public var defaultSelfDestructDate: @Sendable (_ now: Date) -> Date
    /// The colour picked last, kept for as long as the app runs; share one among all editors.
    public var colorMemory: ColorPickerMemory
    /// Where the id of a conflicted copy comes from, when Done keeps another device's version
    /// beside the user's.
    public var ids: IDGenerator

    /// Creates an environment.
    ///
    /// - Parameters:
    ///   - now: the clock.
    ///   - language: the language of the editor's words; English by default.
    ///   - measureLines: the wrapped line count of one paragraph at a width.
    ///   - defaultSelfDestructDate: the picker's initial date for a given "now"; one day later by
    ///     default.
    ///   - colorMemory: the colour picked last in any editor; a fresh, empty memory by default.
    ///   - ids: where a conflicted copy's id comes from; random UUIDs by default.
    public init(
        now: NowSource,
        language: NotesLanguage = .english,
        measureLines: @escaping ContentHeight.LineMeasure,
        defaultSelfDestructDate: @escaping @Sendable (_ now: Date) -> Date = EditNoteEnvironment.oneDayLater,
        colorMemory: ColorPickerMemory = ColorPickerMemory(),
        ids: IDGenerator = .live
    ) {
        self.ids = ids
        self.now = now
        self.language = language
        self.measureLines = measureLines
        self.defaultSelfDestructDate = defaultSelfDestructDate
        self.colorMemory = colorMemory
    }

    /// The default self-destruct rule: 24 hours after `now`.
    public static let oneDayLater: @Sendable (_ now: Date) -> Date = { $0.addingTimeInterval(86_400) }
}
