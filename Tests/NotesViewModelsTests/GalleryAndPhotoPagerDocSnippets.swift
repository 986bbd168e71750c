import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

// The code of Docs/NotesKit.docc/GalleryAndPhotoPager.md. Each region between `// snippet: name`
// and `// end snippet` is one code block of the article, character for character (after removing
// the region's common indentation); DocSnippetTests checks that they match, so the article's code
// is always code that compiles. Here it also runs, over a store in memory and the stand-ins below.

/// The front end's photo picker, which the user never answers here.
@MainActor
private final class PickerStandIn {
    var presentations = 0

    func present(_ completion: @escaping PhotoSource.Completion) -> LoadCancellation {
        presentations += 1
        return LoadCancellation {}
    }
}

/// A navigation stack that keeps what is pushed onto it.
@MainActor
private final class NavigationStandIn {
    var pushed: [PhotoPagerViewModel] = []

    func push(_ pager: PhotoPagerViewModel) { pushed.append(pager) }
}

@MainActor
@Suite struct GalleryAndPhotoPagerDocSnippets {
    @Test func theGalleryOpensThePagerAtTheTappedPhoto() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore(
            directory: URL(fileURLWithPath: "/store"), fileSystem: fileSystem.fileSystem,
            clock: { Date(timeIntervalSince1970: 1_800_000_000) }, makeID: { UUID() })
        let library = NotesLibrary(notebook: Notebook(try store.load().contents))
        let picker = PickerStandIn()
        let localeIdentifier = "en_US"
        let navigation = NavigationStandIn()
        let bag = SubscriptionBag()
        // snippet: environment
        let loader = ImageLoader.store(store)
        let gallery = GalleryViewModel(
            library: library,
            environment: GalleryEnvironment(
                imageLoader: loader, photoSource: PhotoSource { completion in picker.present(completion) },
                photoStorage: .store(store), language: NotesLanguage(localeIdentifier: localeIdentifier)))
        // end snippet
        // snippet: open-pager
        gallery.destination.subscribe { destination in
            guard let destination else { return }
            let pager = try? PhotoPagerViewModel(
                for: destination, in: library, environment: PhotoPagerEnvironment(imageLoader: loader))
            // push it; hide the tab bar while it is shown (PhotoPagerViewModel.hidesTabBar)
            if let pager { navigation.push(pager) }
        }.store(in: bag)
        // end snippet
        let photos = library.notebook.photos
        try #require(photos.count >= 2)
        gallery.addTapped()
        #expect(picker.presentations == 1)
        gallery.cellTapped(at: 1)
        #expect(gallery.destination.value == .pager(photos[1].id))
        let pager = try #require(navigation.pushed.first)
        #expect(navigation.pushed.count == 1)
        #expect(pager.window.value.currentIndex == 1)
        #expect(PhotoPagerViewModel.hidesTabBar)
        store.close()
    }
}
