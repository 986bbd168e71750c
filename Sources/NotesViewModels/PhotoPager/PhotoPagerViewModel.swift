import Bindings
import NotesCore

/// The photo pager: one photo at a time, with the photos before and after it in three reusable
/// slots, each loading its image through the environment's ``ImageLoader``.
///
/// A front end draws ``pages`` (in window order, each in its ``PhotoPagerPage/slot``), scrolls to
/// ``pageOffset``, shows ``title`` and reports what the user did: ``pageSwiped(to:)`` when a swipe
/// settles on a page (the page change is this one event, not a scroll position), ``nextTapped()``
/// and ``previousTapped()`` for the arrow keys, ``photoChosen(at:)`` for a jump,
/// ``retryTapped(_:)``, ``deleteTapped()`` then ``deleteConfirmed()``, ``layoutWidthChanged(_:)``
/// and ``backTapped()``. It closes the screen on ``finished``.
///
/// The window rules live in the pure ``PhotoPagerWindow``: a swipe in the middle starts exactly
/// one load, a swipe at an end none, a jump at most three and never the photos in between. A
/// result for a photo its slot no longer shows is dropped and a reused slot's load is cancelled,
/// so fast swipes never show the wrong photo and never hold more than three images.
///
/// Photos added or removed in the ``NotesLibrary`` while the pager is open keep the current photo
/// (by id). When the current photo goes, the pager shows the next one, else the previous one, else
/// it finishes with ``PhotoPagerOutcome/noPhotosLeft``. After ``finished`` every action is ignored.
///
/// Main-actor isolated. A swipe costs O(1) whatever the number of photos: three id lookups and
/// one binary search at most, no array of photos.
@MainActor
public final class PhotoPagerViewModel {
    /// Whether the app shell hides its tab bar while the pager is shown: always.
    public static let hidesTabBar = true

    /// The language of the pager's words.
    public let language: NotesLanguage
    /// The window as a value: the slots, their loads and the current index.
    public let window: Property<PhotoPagerWindow>
    /// The pages to draw, in window order: `min(3, n)` of them, one current.
    public let pages: Property<[PhotoPagerPage]>
    /// The current photo, or `nil` once there are none.
    public let currentPhoto: Property<Photo?>
    /// "3 of 11" (in the environment's language); empty with no photos.
    public let title: Property<String>
    /// Whether there is a photo before the current one.
    public let isPreviousEnabled: Property<Bool>
    /// Whether there is a photo after the current one.
    public let isNextEnabled: Property<Bool>
    /// The width of one page, as last reported with ``layoutWidthChanged(_:)``; 0 until then.
    public let layoutWidth: Property<Double>
    /// The scroll offset that shows the current page: its position in the window times the width.
    public let pageOffset: Property<Double>
    /// The id of the photo shown, for a paging view's selection.
    ///
    /// Tag each page with its ``PhotoPagerPage/id``; `nil` once no photo is left. Setting it to a page's id is the user's
    /// swipe settling there, ``pageSwiped(to:)``; an id that is not a photo is ignored.
    public let currentPhotoID: EditableProperty<Photo.ID?>
    /// The photo waiting for the user to confirm its deletion, or `nil`.
    public let pendingDeletion: Property<Photo.ID?>
    /// How the pager finished, or `nil` while it is open.
    public let outcome: Property<PhotoPagerOutcome?>
    /// Whether a deletion waits for the user's confirmation (``pendingDeletion``), for an alert's
    /// `isPresented`; setting it to false is ``deleteConfirmationDismissed()``, after which the
    /// alert's confirming button still works (``deleteConfirmed()``).
    public let isDeleteConfirmationPresented: EditableProperty<Bool>
    /// The deletion to confirm, as one optional value for a front end that presents and dismisses
    /// from state (a UIKit alert): ``pendingDeletion``, and setting it to `nil` is
    /// ``deleteConfirmationDismissed()``.
    public let presentation: EditableProperty<Photo.ID?>
    /// Fires once when the pager is done; the screen should close.
    public let finished = Signal<PhotoPagerOutcome>()

    let library: NotesLibrary
    let loader: ImageLoader
    let windowState: MutableProperty<PhotoPagerWindow>
    let widthState = MutableProperty(0.0)
    let pendingDeletionState = MutableProperty<Photo.ID?>(nil)
    let outcomeState = MutableProperty<PhotoPagerOutcome?>(nil)
    /// How to cancel each load still running, by ticket.
    var cancellations: [Int: LoadCancellation] = [:]
    /// The photo whose delete confirmation was dismissed before its confirming button's action ran.
    var dismissedDeletion: Photo.ID?
    /// The notebook as the pager last followed it: the photo order in which "the next one, else
    /// the previous one" is found when the current photo goes (a copy of a value the library
    /// holds too, so it costs nothing until the library changes it).
    var followedNotebook: Notebook
    private let subscriptions = SubscriptionBag()

    /// Opens the pager at the photo with `id`.
    ///
    /// - Throws: ``PhotoPagerError/photoNotFound(_:)`` when the library holds no such photo.
    /// - Complexity: O(log *m*) for *m* photos, to find its index.
    public convenience init(
        showing id: Photo.ID, in library: NotesLibrary, environment: PhotoPagerEnvironment
    ) throws(PhotoPagerError) {
        guard let index = library.notebook.index(ofPhotoWithID: id) else { throw .photoNotFound(id) }
        self.init(index: index, library: library, environment: environment)
    }

    /// Opens the pager at the photo at `index`.
    ///
    /// - Throws: ``PhotoPagerError/indexOutOfRange(_:count:)`` when there is no photo at `index`.
    public convenience init(
        showingPhotoAt index: Int, in library: NotesLibrary, environment: PhotoPagerEnvironment
    ) throws(PhotoPagerError) {
        let count = library.notebook.photoCount
        guard (0..<count).contains(index) else { throw .indexOutOfRange(index, count: count) }
        self.init(index: index, library: library, environment: environment)
    }

    /// Opens the pager a gallery routes to (see ``GalleryDestination``).
    ///
    /// - Throws: ``PhotoPagerError/photoNotFound(_:)`` when the photo was deleted in between.
    public convenience init(
        for destination: GalleryDestination, in library: NotesLibrary, environment: PhotoPagerEnvironment
    ) throws(PhotoPagerError) {
        switch destination {
        case .pager(let id): try self.init(showing: id, in: library, environment: environment)
        }
    }

    private init(index: Int, library: NotesLibrary, environment: PhotoPagerEnvironment) {
        self.library = library
        self.loader = environment.imageLoader
        self.language = environment.language
        followedNotebook = library.notebook
        windowState = MutableProperty(PhotoPagerWindow())
        window = windowState
        let notebookPhoto = { [library] (id: Photo.ID) in library.notebook.photo(withID: id) }
        pages = windowState.map { window in
            let start = window.window.lowerBound
            return window.slotOrder.enumerated().compactMap { position, slot in
                let content = window.slots[slot]
                guard let photo = notebookPhoto(content.photoID) else { return nil }
                return PhotoPagerPage(
                    slot: slot, index: start + position, photo: photo, load: content.load,
                    isCurrent: position == window.currentPosition)
            }
        }
        currentPhoto = windowState.map { $0.currentSlot.flatMap { notebookPhoto($0.photoID) } }
        let language = environment.language
        title = windowState.map { window in
            PhotoPagerText.title(
                index: window.count == 0 ? nil : window.currentIndex, count: window.count, language: language)
        }
        isPreviousEnabled = windowState.map(\.hasPrevious)
        isNextEnabled = windowState.map(\.hasNext)
        layoutWidth = widthState
        pageOffset = combine(windowState.map { $0.currentPosition ?? 0 }, widthState).map { position, width in
            Double(position) * width
        }
        pendingDeletion = pendingDeletionState
        outcome = outcomeState
        let target = ActionTarget<PhotoPagerViewModel>()
        currentPhotoID = EditableProperty(windowState.map { $0.currentSlot?.photoID }) { id in
            target.object?.photoSwipedTo(id)
        }
        isDeleteConfirmationPresented = .presenting(pendingDeletionState) {
            target.object?.deleteConfirmationDismissed()
        }
        presentation = .presentation(pendingDeletionState) { target.object?.deleteConfirmationDismissed() }
        update { window in
            window.show(index: index, count: library.notebook.photoCount, photoID: Self.lookup(library))
        }
        library.changes.subscribe { [weak self] change in
            switch change {
            case .photosChanged, .replaced: self?.libraryPhotosChanged()
            case .saved, .removed: break
            }
        }
        .store(in: subscriptions)
        target.object = self
    }

    /// The id of the photo at an index of `library`'s notebook.
    static func lookup(_ library: NotesLibrary) -> (Int) -> Photo.ID {
        let notebook = library.notebook
        return { notebook.photoID(at: $0) }
    }
}
