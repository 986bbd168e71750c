import NotesViewModels
import SwiftUIStandIn

// snippet: NotesAppView
/// The whole app: launched as it first shows, a tab per navigation stack, a view per stack entry,
/// the shell's notice as an alert, everything saved when the app goes to the background.
struct NotesAppView: View {
    let app: AppViewModel
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        Group {
            switch app.launchState.value {
            case .launching:
                ProgressView(AppText.launching(app.environment.language))
            case .failed(let failure):
                Text(AppText.launchFailedTitle(app.environment.language))
                Text(failure.directory.path)
                Text(failure.reason)
            case .running:
                TabView(selection: Bindable(app.selectedTab).value) {
                    NavigationStack(path: Bindable(app.notesPath).value) {
                        Group {
                            if let list = app.listNotes { ListNotesView(list: list) }
                        }
                        .navigationDestination(for: AppScreen.self) { ScreenView(screen: $0) }
                    }
                    .tabItem { Text(AppTab.notes.title(in: app.environment.language)) }
                    .tag(AppTab.notes)
                    NavigationStack(path: Bindable(app.galleryPath).value) {
                        Group {
                            if let gallery = app.gallery { GalleryView(gallery: gallery) }
                        }
                        .navigationDestination(for: AppScreen.self) { ScreenView(screen: $0) }
                    }
                    .tabItem { Text(AppTab.gallery.title(in: app.environment.language)) }
                    .tag(AppTab.gallery)
                }
                SaveStatusView(app: app)
                    .alert(
                        app.noticeText.value?.title ?? "", isPresented: Bindable(app.isNoticePresented).value,
                        presenting: app.noticeText.value
                    ) { _ in
                        Button("OK") {}
                    } message: { notice in
                        Text(notice.message)
                    }
            }
        }
        // Launches once, when the app first shows; the views follow its launch state.
        .task { await app.launch() }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { Task { await app.enteredBackground() } }
        }
    }
}

/// The view of one screen on a stack.
struct ScreenView: View {
    let screen: AppScreen

    var body: some View {
        switch screen {
        case .listNotes(let list): ListNotesView(list: list)
        case .editNote(let editor): EditNoteView(editor: editor)
        case .colorPicker(let picker): ColorPickerView(picker: picker)
        case .gallery(let gallery): GalleryView(gallery: gallery)
        case .photoPager(let pager): PhotoPagerView(pager: pager)
        }
    }
}

/// The save status under the tabs.
struct SaveStatusView: View {
    let app: AppViewModel

    var body: some View {
        Text(app.saveStatusText.value)
    }
}
// end snippet
