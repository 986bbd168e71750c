import Foundation
import NotesCore

// The code of Docs/NotesKit.docc/Store.md. Each region between `// snippet: name` and
// `// end snippet` is one code block of the article, character for character (after removing the
// region's common indentation); DocSnippetTests checks that they match, so the article's code is
// always code that compiles. It is compiled only, never run: it is the live store, over the disk
// and the real clock, which the tests replace (see StoreLiveFileSystemTests for the disk).

/// The article's example of opening a store, adding a photo and saving; never called.
private func openAddAPhotoAndSave(at url: URL, jpegBytes: Data) throws {
    // snippet: open-add-save
    var store = NoteStore(
        directory: url, fileSystem: .live, clock: { Date() }, makeID: { UUID() },
        mode: .readWriteOrReadOnly)
    let load = try store.load()
    var contents = load.contents
    contents.photos.append(try store.addPhoto(jpegBytes, fileExtension: "jpg"))
    try store.save(contents)
    store.close()
    // end snippet
}
