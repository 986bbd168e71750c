/// What the editor asks a front end to present, one thing at a time: an alert or a sheet a view
/// shows while it is set and the user's dismissal clears (see ``EditNoteViewModel/presentation``).
public enum EditNotePresentation: Hashable, Sendable {
    /// Ask whether to delete the note, and why.
    case deleteConfirmation(EditNoteDeleteReason)
    /// Say why the tap on the disabled Done did nothing.
    case doneRefusal(EditNoteDoneBlocker)
    /// Share the note as this plain text.
    case share(String)

    /// The one to present of what is asked: a question first, then a refusal, then the share sheet.
    init?(deletion: EditNoteDeleteReason?, refusal: EditNoteDoneBlocker?, share: String?) {
        if let deletion {
            self = .deleteConfirmation(deletion)
        } else if let refusal {
            self = .doneRefusal(refusal)
        } else if let share {
            self = .share(share)
        } else {
            return nil
        }
    }
}
