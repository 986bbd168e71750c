/// Why the Done button is disabled: the value a front end shows next to it, or when the user taps it
/// anyway.
///
/// Read it from ``EditNoteViewModel/doneDisabledReason`` (`nil` while Done is enabled); a tap on the
/// disabled button sends it on ``EditNoteViewModel/doneRefused``. The words are
/// ``EditNoteText/doneDisabledReason(_:language:)``.
public enum EditNoteDoneBlocker: Hashable, Sendable, CaseIterable {
    /// Nothing differs from the note as it was opened, so there is nothing to save.
    case unchanged
    /// The title is empty or only whitespace.
    case titleEmpty
    /// The content is empty or only whitespace.
    case contentEmpty
    /// The self-destruct date the user set is not in the future: saved, the note would be gone at
    /// once. Time makes a date past, so Done is not shown disabled for it: a tap on Done refuses
    /// it (``EditNoteDraft/selfDestructBlocker(at:)``) and sends it on
    /// ``EditNoteViewModel/doneRefused``; ``EditNoteViewModel/doneDisabledReason`` never holds it.
    case selfDestructInPast
}
