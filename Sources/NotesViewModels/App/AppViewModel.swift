import Bindings
import Foundation
import NotesCore

/// The whole app: launch, tabs, navigation, autosave and self-destruct, so that a front end only
/// draws the screen on top and forwards what the user did.
///
/// A front end calls ``launch()`` once, then draws ``screen`` (the view model on top of the
/// selected tab), the tab bar unless ``isTabBarHidden``, any ``notice`` and the ``saveStatus``,
/// and calls the screens' own methods for what the user did on them. The shell pushes and pops
/// screens itself as they ask (the list's destination, the editor's finish), creates each screen's
/// view model with its share of the one ``AppEnvironment``, and lets go of it when it closes.
///
/// Every change committed to the ``library`` is saved: changes are coalesced for at most
/// ``AppEnvironment/autosaveDelay`` through the injected scheduler, encoded and written off the main
/// actor from a copy of the notebook, one save at a time. A failed save is shown as
/// ``AppSaveStatus/failed(_:)`` and retried; the notes in memory are kept. ``enteredBackground()``
/// and ``quitRequested()`` save at once and wait.
///
/// Main-actor isolated.
@MainActor
public final class AppViewModel {
    /// The folder of the store the app opens.
    public let storeDirectory: URL
    /// The effects every screen is made with.
    public let environment: AppEnvironment
    /// Launching, running, or failed with the folder and the reason.
    public let launchState: Property<AppLaunchState>
    /// Whether committed changes are written to the store.
    public let access: Property<AppStoreAccess>
    /// A message the user must acknowledge, or `nil`.
    public let notice: Property<AppNotice?>
    /// Whether the committed changes are on disk.
    public let saveStatus: Property<AppSaveStatus>
    /// The selected tab and each tab's routes.
    public let navigation: Property<AppNavigation>
    /// The screen on top of the selected tab, or `nil` until the app runs.
    public let screen: Property<AppScreen?>
    /// Whether the tab bar is hidden (on the editor, the colour picker and the photo pager).
    public let isTabBarHidden: Property<Bool>

    /// The notes and photos, once launched; one library for every screen.
    public internal(set) var library = NotesLibrary()

    let launchStateValue = MutableProperty(AppLaunchState.launching)
    let accessValue = MutableProperty(AppStoreAccess.writable)
    let noticeValue = MutableProperty<AppNotice?>(nil)
    let saveStatusValue = MutableProperty(AppSaveStatus.saved)
    let navigationValue = MutableProperty(AppNavigation())
    let screenValue = MutableProperty<AppScreen?>(nil, deduplication: .notifyEveryWrite)
    var store: NoteStore
    var stacks: [AppTab: [AppStackEntry]] = [:]
    var autosave = AppAutosave(savedRevision: 0)
    var saveTimer: TimerCancellation?
    var runningSave: Task<Void, Never>?
    var lastSaveFailure: AppSaveFailure?
    var selfDestruct: SelfDestructTimer?
    var pendingRestoration: AppNavigation?
    /// Deleted photos beyond undo whose files wait for a save without them.
    var pendingPhotoFileRemovals: [Photo] = []
    var isLaunching = false
    let subscriptions = SubscriptionBag()

    /// Creates the app over the store in `storeDirectory`; nothing is read until ``launch()``.
    public init(storeDirectory: URL, environment: AppEnvironment) {
        self.storeDirectory = storeDirectory
        self.environment = environment
        store = NoteStore(
            directory: storeDirectory, fileSystem: environment.fileSystem, clock: environment.now.now,
            makeID: environment.ids.next, mode: .readWriteOrReadOnly)
        launchState = launchStateValue
        access = accessValue
        notice = noticeValue
        saveStatus = saveStatusValue
        navigation = navigationValue
        screen = screenValue
        isTabBarHidden = navigationValue.map(\.isTabBarHidden)
    }

    /// The notes list, the root of the notes tab, once launched.
    public var listNotes: ListNotesViewModel? {
        guard case .listNotes(let list) = stacks[.notes]?.first?.screen else { return nil }
        return list
    }

    /// The gallery, the root of the gallery tab, once launched.
    public var gallery: GalleryViewModel? {
        guard case .gallery(let gallery) = stacks[.gallery]?.first?.screen else { return nil }
        return gallery
    }

    /// The tab titles in the environment's language, in tab order.
    public var tabTitles: [(tab: AppTab, title: String)] {
        AppTab.allCases.map { ($0, $0.title(in: environment.language)) }
    }
}
