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
    /// The save status in the environment's language (``AppText/saveStatus(_:language:)``).
    public let saveStatusText: Property<String>
    /// The notice's title and message in the environment's language, or `nil` when there is none.
    public let noticeText: Property<AppNoticeText?>
    /// Whether the tab bar is hidden (on the editor, the colour picker and the photo pager).
    public let isTabBarHidden: Property<Bool>
    /// Whether a ``notice`` waits for the user, for an alert's `isPresented`; setting it to false
    /// is the acknowledgement, ``noticeAcknowledged()``.
    public let isNoticePresented: EditableProperty<Bool>
    /// The notice to present, as one optional value for a front end that presents and dismisses
    /// from state (a UIKit alert): ``notice``, and setting it to `nil` is the acknowledgement,
    /// ``noticeAcknowledged()``.
    public let presentation: EditableProperty<AppNotice?>
    /// The selected tab; setting it is the user choosing a tab, ``tabSelected(_:)``.
    public let selectedTab: EditableProperty<AppTab>
    /// A note the user was typing when the app last had to end, kept beside the store and offered
    /// back once launched; `nil` when there is none or once the user answered (see
    /// ``keptDraftRestoreTapped()``).
    public let keptDraft: Property<Note?>

    /// The notes and photos, once launched; one library for every screen.
    public internal(set) var library = NotesLibrary()

    let launchStateValue = MutableProperty(AppLaunchState.launching)
    let accessValue = MutableProperty(AppStoreAccess.writable)
    let noticeValue = MutableProperty<AppNotice?>(nil)
    let saveStatusValue = MutableProperty(AppSaveStatus.saved)
    let navigationValue = MutableProperty(AppNavigation())
    let screenValue = MutableProperty<AppScreen?>(nil, deduplication: .notifyEveryWrite)
    /// Each tab's screens, root first; empty until the app runs.
    let stackValues: [AppTab: MutableProperty<[AppScreen]>]
    /// Each tab's screens above its root, editable as a navigation path.
    let pathValues: [AppTab: EditableProperty<[AppScreen]>]
    let keptDraftValue = MutableProperty<Note?>(nil)
    var store: NoteStore
    var stacks: [AppTab: [AppStackEntry]] = [:]
    var autosave = AppAutosave(savedRevision: 0)
    /// The notes whose last change is not on disk (see ``unsavedNotes``).
    var unsaved = AppUnsavedNotes()
    /// The note being typed when the app had to end, which could not be kept beside the store.
    var unkeptDraft: Note?
    var saveTimer: TimerCancellation?
    var runningSave: Task<Void, Never>?
    var lastSaveFailure: AppSaveFailure?
    var selfDestruct: SelfDestructTimer?
    var pendingRestoration: AppNavigation?
    /// Deleted photos beyond undo whose files wait for a save without them.
    var pendingPhotoFileRemovals: [Photo] = []
    var isLaunching = false
    /// Whether the store has been read (or could not be), so that a quit may close it.
    var hasOpenedStore = false
    /// What the user changed on the first page while the rest of the store is read; `nil` once it
    /// is (or when no first page was shown).
    var launchChanges: AppLaunchChanges?
    /// Who waits for the store to be read: a quit requested while it is.
    var openingWaiters: [CheckedContinuation<Void, Never>] = []
    /// The watch of the store folder for other devices' saves, while the store is open.
    var folderWatch: StoreWatch?
    /// Notices of a changed folder on their way to the main actor.
    let folderNoticesInFlight = Locked(0)
    /// The read of other devices' changes under way, if any.
    var runningRefresh: Task<Void, Never>?
    /// Whether the folder changed again since the last read of it started, or while it could not
    /// be read (a save running or waiting).
    var refreshPending = false
    /// Whether the library's changes are other devices' saves being applied, which need no save.
    var isApplyingRefresh = false
    let subscriptions = SubscriptionBag()

    /// Creates the app over the store in `storeDirectory`; nothing is read until ``launch()``.
    public init(storeDirectory: URL, environment: AppEnvironment) {
        self.storeDirectory = storeDirectory
        self.environment = environment
        store = NoteStore(
            directory: storeDirectory, fileSystem: environment.fileSystem, clock: environment.now.now,
            makeID: environment.ids.next, mode: .readWriteOrReadOnly, device: environment.device)
        launchState = launchStateValue
        access = accessValue
        notice = noticeValue
        saveStatus = saveStatusValue
        navigation = navigationValue
        screen = screenValue
        isTabBarHidden = navigationValue.map(\.isTabBarHidden)
        let language = environment.language
        saveStatusText = saveStatusValue.map { AppText.saveStatus($0, language: language) }
        noticeText = noticeValue.map { $0.map { AppText.notice($0, language: language) } }
        let target = ActionTarget<AppViewModel>()
        isNoticePresented = .presenting(noticeValue) { target.object?.noticeAcknowledged() }
        presentation = .presentation(noticeValue) { target.object?.noticeAcknowledged() }
        selectedTab = EditableProperty(navigationValue.map(\.selectedTab)) { target.object?.tabSelected($0) }
        var stackValues: [AppTab: MutableProperty<[AppScreen]>] = [:]
        var pathValues: [AppTab: EditableProperty<[AppScreen]>] = [:]
        for tab in AppTab.allCases {
            let stack = MutableProperty<[AppScreen]>([], deduplication: .using(AppScreen.sameScreens))
            stackValues[tab] = stack
            pathValues[tab] = EditableProperty(stack.map { Array($0.dropFirst()) }) {
                target.object?.pathChanged(to: $0, on: tab)
            }
        }
        self.stackValues = stackValues
        self.pathValues = pathValues
        keptDraft = keptDraftValue
        target.object = self
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
