import Bindings
import NotesCore

/// The gallery: the library's photos in a grid of square cells, thumbnails for the cells in view,
/// adding a photo from a picker, deleting one with confirmation, and opening the pager.
///
/// A front end reports its width with ``layoutWidthChanged(_:)`` and draws from ``layout``; it
/// reports the cells in view with ``visibleItemsChanged(_:)`` (see
/// ``GalleryLayout/visibleItems(offset:height:)``) and draws ``cells``. Thumbnails are loaded for
/// those cells and ``GalleryEnvironment/thumbnailMargin`` cells around them, and cancelled when
/// they scroll away. Keyboard front ends move the selection with ``selectionMoved(_:)`` and open it
/// with ``selectionActivated()``. Tapping a photo sets ``destination`` to
/// ``GalleryDestination/pager(_:)``.
///
/// Adding goes through the environment's ``PhotoSource`` and ``PhotoStorage``: bytes that are not
/// a PNG or JPEG image the store can read set ``addState`` to a typed error and add nothing. A
/// picked file is copied by ``PhotoStorage/importFile`` in a detached task while ``addState`` is
/// ``GalleryAddState/adding(name:)``; the gallery stays usable, ``addCancelled()`` stops the copy,
/// and the photo joins the library on the main actor once its file is in place.
///
/// Main-actor isolated. Opening, scrolling and moving the selection cost O(*k*) in the cells in
/// view, never O(*m*) in the photos; a deletion costs O(√*m*) in the notebook.
@MainActor
public final class GalleryViewModel {
    /// Whether the app shell hides its tab bar on the gallery: never.
    public static let hidesTabBar = false

    /// The language of the gallery's words.
    public let language: NotesLanguage
    /// "Gallery", "Галерея".
    public let title: String
    /// The grid's geometry at the reported width.
    public let layout: Property<GalleryLayout>
    /// The grid's number of columns, for a lazy grid's columns; unlike ``layout`` it does not
    /// change with the width alone.
    public let columnCount: Property<Int>
    /// The number of photos.
    public let photoCount: Property<Int>
    /// Whether there are no photos; the front end shows ``GalleryText/emptyMessage(_:)``.
    public let isEmpty: Property<Bool>
    /// The cells in view, as last reported and clamped to the cells there are.
    public let visibleItems: Property<Range<Int>>
    /// The cells in view, with their photos, thumbnails and selection.
    public let cells: Property<[GalleryCell]>
    /// The cell the keyboard selection is on, or `nil` before the first move.
    public let selection: Property<Int?>
    /// Where adding a photo stands.
    public let addState: Property<GalleryAddState>
    /// The photo waiting for the user to confirm its deletion, or `nil`.
    public let pendingDeletion: Property<Photo?>
    /// Every item of the grid, photos first and the add cell last, built lazily.
    ///
    /// What a lazy grid's `ForEach` shows. Report each cell's ``cellAppeared(_:)`` and
    /// ``cellDisappeared(_:)`` so that thumbnails load for the cells in view. It changes when a
    /// photo, a thumbnail of a cell in view or the selection does; not when a thumbnail of the
    /// margin around them loads.
    public let items: Property<GalleryItems>
    /// Which items the grid has, in order, as ids: it changes only when photos come, go or move.
    ///
    /// What a lazy grid's `ForEach` or a diffable data source shows; each cell reads its
    /// ``itemModel(for:)``. Report each cell's ``cellAppeared(_:)`` and ``cellDisappeared(_:)`` so
    /// that thumbnails load for the cells in view.
    public let itemIDs: Property<GalleryItemIDs>
    /// The screen to present on top of the gallery, or `nil`.
    public let destination: Property<GalleryDestination?>
    /// Whether a deletion waits for the user's confirmation (``pendingDeletion``), for an alert's
    /// `isPresented`; setting it to false is ``deleteConfirmationDismissed()``, after which the
    /// alert's confirming button still works (``deleteConfirmed()``).
    public let isDeleteConfirmationPresented: EditableProperty<Bool>
    /// Why the last add failed, while that should show; `nil` otherwise.
    public let addError: Property<GalleryAddError?>
    /// Whether ``addError`` is set, for an alert's `isPresented`; setting it to false is
    /// ``addErrorDismissed()``.
    public let isAddErrorPresented: EditableProperty<Bool>
    /// What to present, one thing at a time: a question, then a failed add.
    ///
    /// For a front end that presents and dismisses from state (a UIKit alert); `nil` when nothing
    /// is asked. Setting it to `nil` is the user dismissing what is shown, as setting its own
    /// `is…Presented` to false is.
    public let presentation: EditableProperty<GalleryPresentation?>

    let library: NotesLibrary
    let environment: GalleryEnvironment
    let layoutState: MutableProperty<GalleryLayout>
    let visibleState = MutableProperty(0..<0)
    let cellsState = MutableProperty<[GalleryCell]>([])
    let selectionState = MutableProperty<Int?>(nil)
    let addStateValue = MutableProperty(GalleryAddState.idle)
    let pendingDeletionState = MutableProperty<Photo?>(nil)
    let destinationState = MutableProperty<GalleryDestination?>(nil)
    var thumbnails = GalleryThumbnails()
    let itemsState = MutableProperty(GalleryItems())
    let itemIDsState: MutableProperty<GalleryItemIDs>
    /// The item models front ends hold, by item.
    var itemModels: [GalleryItem.ID: WeakReference<GalleryItemModel>] = [:]
    var itemModelsKeptAtLastPrune = 0
    /// The items whose cells the front end reported as appeared and not yet disappeared.
    var appearedItems: Set<GalleryItem.ID> = []
    /// Increases with every change of the library's photos, for ``items``.
    var photosVersion = 1
    var cancellations: [Int: LoadCancellation] = [:]
    var pickCancellation: LoadCancellation?
    /// The copy of a picked file in progress (``GalleryAddState/adding(name:)``), off the main actor.
    package var fileCopy: Task<Void, Never>?
    /// The photo whose delete confirmation was dismissed before its confirming button's action ran.
    var dismissedDeletion: Photo?
    private let subscriptions = SubscriptionBag()

    /// Opens the gallery over `library`'s photos.
    ///
    /// Nothing is loaded until the front end reports the cells in view.
    ///
    /// - Complexity: O(1), whatever the number of photos.
    public init(library: NotesLibrary, environment: GalleryEnvironment) {
        self.library = library
        self.environment = environment
        language = environment.language
        title = GalleryText.title(environment.language)
        layoutState = MutableProperty(
            GalleryLayout(metrics: environment.metrics, width: 0, photoCount: library.notebook.photoCount))
        layout = layoutState
        columnCount = layoutState.map(\.metrics.columns)
        photoCount = layoutState.map(\.photoCount)
        isEmpty = photoCount.map { $0 == 0 }
        visibleItems = visibleState
        cells = cellsState
        selection = selectionState
        addState = addStateValue
        pendingDeletion = pendingDeletionState
        destination = destinationState
        items = itemsState
        itemIDsState = MutableProperty(GalleryItemIDs(notebook: library.notebook, photosVersion: 1))
        itemIDs = itemIDsState
        let target = ActionTarget<GalleryViewModel>()
        isDeleteConfirmationPresented = .presenting(pendingDeletionState) {
            target.object?.deleteConfirmationDismissed()
        }
        addError = addStateValue.map { state -> GalleryAddError? in
            guard case .failed(let error) = state else { return nil }
            return error
        }
        isAddErrorPresented = .presenting(addError) { target.object?.addErrorDismissed() }
        presentation = .presentation(
            combine(pendingDeletionState, addError).map { GalleryPresentation(deletion: $0, addError: $1) }
        ) { target.object?.presentationDismissed() }
        library.changes.subscribe { [weak self] change in
            switch change {
            case .photosChanged, .replaced: self?.libraryPhotosChanged()
            case .saved, .removed: break
            }
        }
        .store(in: subscriptions)
        target.object = self
        publishItems()
    }
}
