/// What ``NoteStore/load()`` found: the contents to start with and where they came from.
public struct StoreLoad: Hashable, Sendable {
    /// Where the contents came from.
    public enum Origin: Hashable, Sendable {
        /// There was no `notes.json`: the preset notes and photos were created and saved.
        case presets
        /// `notes.json` was read in full.
        case stored
        /// `notes.json` could not be read in full; the contents are what could be recovered
        /// (possibly nothing). The file is unchanged and a copy was kept aside.
        case recovered(UnreadableStore)
    }

    /// The notes and photos to start with.
    public var contents: StoreContents
    /// Where they came from.
    public var origin: Origin

    /// Creates a load result.
    public init(contents: StoreContents, origin: Origin) {
        self.contents = contents
        self.origin = origin
    }
}
