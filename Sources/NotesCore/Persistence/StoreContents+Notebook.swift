extension StoreContents {
    /// The point a notebook built from these contents starts its history at, while they are as a
    /// store loaded them (see ``Notebook/init(_:)``); nil otherwise.
    var originMark: NotebookChangeMark? { origin.map { NotebookChangeMark(count: 0, stamp: $0) } }

    /// The contents to save for `notebook`: its notes newest first, its photos in the order added.
    ///
    /// - Complexity: O(*n*) in the number of notes and photos.
    public init(_ notebook: Notebook) {
        self.init(notes: Array(notebook.notes), photos: notebook.photos)
    }
}

extension Notebook {
    /// A notebook holding what a ``NoteStore`` loaded.
    ///
    /// Notes are ordered newest first whatever order the file had; when two notes share an id, the
    /// later one wins.
    ///
    /// A notebook built from what a store loaded, unchanged and in the order it saves, remembers
    /// so: the store's next ``NoteStore/save(_:)-(Notebook)`` then writes only what changed since.
    ///
    /// - Complexity: O(*n* log *n*) in the number of notes; O(*n*) when they are in display order.
    public init(_ contents: StoreContents) {
        self.init(notes: contents.notes, photos: contents.photos, origin: contents.origin)
    }
}
