import Bindings
import Foundation
import NotesCore
import NotesViewModels

// The code of Docs/NotesKit.docc/WritingAFrontEnd.md. Each region between `// snippet: name` and
// `// end snippet` is one code block of the article, character for character (after removing the
// region's common indentation); DocSnippetTests checks that they match, so the article's code is
// always code that compiles.

/// The drawing side of a front end, reduced to what the article's front end calls.
@MainActor
protocol NotesDrawing: AnyObject {
    func draw(_ list: ListNotesViewModel)
    func draw(_ editor: EditNoteViewModel)
    func draw(_ picker: ColorPickerViewModel)
    func draw(_ gallery: GalleryViewModel)
    func draw(_ pager: PhotoPagerViewModel)
    func drawTabBar(_ tabs: [(tab: AppTab, title: String)], selected: AppTab, hidden: Bool)
    func alert(_ notice: AppNotice, onOK: @escaping () -> Void)
    func showSaveStatus(_ status: AppSaveStatus)
}

// snippet: front-end
@MainActor
final class NotesFrontEnd {
    let app: AppViewModel
    let drawing: any NotesDrawing
    private let subscriptions = SubscriptionBag()

    init(storeDirectory: URL, environment: AppEnvironment, drawing: any NotesDrawing) {
        app = AppViewModel(storeDirectory: storeDirectory, environment: environment)
        self.drawing = drawing
    }

    func start() async {
        app.screen.subscribe { [weak self] screen in
            switch screen {
            case .listNotes(let list): self?.drawing.draw(list)
            case .editNote(let editor): self?.drawing.draw(editor)
            case .colorPicker(let picker): self?.drawing.draw(picker)
            case .gallery(let gallery): self?.drawing.draw(gallery)
            case .photoPager(let pager): self?.drawing.draw(pager)
            case nil: break
            }
        }
        .store(in: subscriptions)
        combine(app.navigation, app.isTabBarHidden).subscribe { [weak self] navigation, hidden in
            guard let self else { return }
            drawing.drawTabBar(app.tabTitles, selected: navigation.selectedTab, hidden: hidden)
        }
        .store(in: subscriptions)
        app.notice.subscribe { [weak self] notice in
            guard let notice else { return }
            self?.drawing.alert(notice) { self?.app.noticeAcknowledged() }
        }
        .store(in: subscriptions)
        app.saveStatus.subscribe { [weak self] status in self?.drawing.showSaveStatus(status) }
            .store(in: subscriptions)
        await app.launch()
    }
}
// end snippet

/// The live environment and the lifecycle calls, as the article shows them.
@MainActor
enum FrontEndLifecycleSnippets {
    static func make(drawing: any NotesDrawing, measureWithTextKit: @escaping ContentHeight.LineMeasure)
        -> NotesFrontEnd
    {
        // snippet: live-environment
        let folder = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        let frontEnd = NotesFrontEnd(
            storeDirectory: folder.appendingPathComponent("Notes"),
            environment: .live(measureLines: measureWithTextKit),
            drawing: drawing)
        // end snippet
        return frontEnd
    }

    static func lifecycle(_ app: AppViewModel, restored: Data?) async -> Data? {
        // snippet: lifecycle
        // At launch, before or after `start()`: put the user back where they were.
        if let restored, let navigation = try? JSONDecoder().decode(AppNavigation.self, from: restored) {
            app.restore(navigation)
        }
        // Going to the background: save now and wait; keep where the user is.
        await app.enteredBackground()
        let saved = try? JSONEncoder().encode(app.navigation.value)
        // Quitting: exit only once everything is on disk.
        switch await app.quitRequested() {
        case .saved, .readOnly: break
        case .awaitingAcknowledgement, .failed: break  // tell the user what was not saved
        }
        // end snippet
        return saved
    }
}
