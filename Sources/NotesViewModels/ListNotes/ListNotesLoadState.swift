/// Whether the list shows every note, or the newest ones while the rest of the store is read.
public enum ListNotesLoadState: Hashable, Sendable {
    /// Every note is listed.
    case complete
    /// Only the newest notes are listed while the rest is read; `message` says so: "Loading…".
    ///
    /// A search meanwhile finds what is listed and refines itself when the rest arrives.
    case loading(message: String)
}
