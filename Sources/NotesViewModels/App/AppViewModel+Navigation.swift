import Bindings
import NotesCore

/// Tabs, the stacks of screens and what each screen asks for.
extension AppViewModel {
    /// The user chose a tab: it shows its stack as it was left.
    public func tabSelected(_ tab: AppTab) {
        guard navigationValue.value.selectedTab != tab else { return }
        navigationValue.value.selectedTab = tab
        publishScreen()
    }

    /// The user went back (a back button, a swipe, Esc): the screen on top of the selected tab
    /// closes the way its own Cancel closes it; the editor discards its changes.
    ///
    /// Nothing happens on a tab's root.
    public func backTapped() {
        closeTop(of: navigationValue.value.selectedTab)
    }

    /// Closes the screen on top of `tab` the way its own Cancel closes it.
    ///
    /// The screen then asks to be popped, and the shell tells the screen below. Nothing happens on
    /// a tab's root.
    func closeTop(of tab: AppTab) {
        guard let top = stacks[tab]?.last, top.route != nil else { return }
        switch top.screen {
        case .editNote(let editor): editor.dismissed()
        case .colorPicker(let picker): picker.cancelTapped()
        case .photoPager(let pager): pager.backTapped()
        case .listNotes, .gallery: break
        }
    }

    /// Restores a navigation state saved from ``navigation``: the tab, then each route whose note
    /// or photo still exists; the rest of a path above a vanished route is dropped.
    ///
    /// Before ``launch()`` ends, the state is kept and restored as the app starts.
    public func restore(_ state: AppNavigation) {
        guard case .running = launchStateValue.value, launchChanges == nil else {
            pendingRestoration = state
            return
        }
        for tab in AppTab.allCases {
            popAll(above: 0, on: tab)
            for route in state[path: tab] where routeOpened(route, on: tab) == false { break }
        }
        navigationValue.value.selectedTab = state.selectedTab
        publishScreen()
    }

    /// Makes each tab's root screen and shows the notes tab.
    func installRoots() {
        let list = ListNotesViewModel(library: library, environment: environment.listNotes)
        let root = AppStackEntry(route: nil, screen: .listNotes(list))
        list.destination.subscribe { [weak self, weak list] destination in
            guard let self, let list, let destination else { return }
            listRouted(to: destination, from: list)
        }
        .store(in: root.subscriptions)
        stacks[.notes] = [root]
        publishStack(of: .notes)
        let gallery = GalleryViewModel(library: library, environment: galleryEnvironment())
        let galleryRoot = AppStackEntry(route: nil, screen: .gallery(gallery))
        gallery.destination.subscribe { [weak self, weak gallery] destination in
            guard let self, let gallery, let destination else { return }
            galleryRouted(to: destination, from: gallery)
        }
        .store(in: galleryRoot.subscriptions)
        stacks[.gallery] = [galleryRoot]
        publishStack(of: .gallery)
        publishScreen()
    }

    /// The gallery asked for the pager: pushes it, or tells the gallery the photo is gone.
    private func galleryRouted(to destination: GalleryDestination, from gallery: GalleryViewModel) {
        guard stacks[.gallery]?.count == 1 else { return }
        let pager: PhotoPagerViewModel
        do {
            pager = try PhotoPagerViewModel(
                for: destination, in: library, environment: photoPagerEnvironment())
        } catch {
            gallery.destinationDismissed()
            return
        }
        guard case .pager(let id) = destination else { return }
        let entry = AppStackEntry(route: .photoPager(id), screen: .photoPager(pager))
        pager.finished.subscribe { [weak self, weak pager] _ in
            guard let self, let pager else { return }
            screenClosed(pager, on: .gallery)
        }
        .store(in: entry.subscriptions)
        // The route follows the photo the user is on, so a restoration puts them back there.
        pager.currentPhoto.subscribeToChanges { [weak self, weak pager] photo, _ in
            guard let self, let pager, let photo else { return }
            routeChanged(to: .photoPager(photo.id), of: pager, on: .gallery)
        }
        .store(in: entry.subscriptions)
        push(entry, on: .gallery)
    }

    /// Opens `route` on `tab` as a restoration does, through the screen that would have asked for
    /// it; returns whether it is now on top.
    private func routeOpened(_ route: AppRoute, on tab: AppTab) -> Bool {
        switch route {
        case .editNote(let id):
            guard tab == .notes, library.note(withID: id) != nil else { return false }
            listNotes?.rowTapped(id)
        case .newNote(let id):
            guard tab == .notes else { return false }
            listNotes?.newNoteRestored(id)
        case .colorPicker(let id):
            guard tab == .notes, case .editNote(let editor) = stacks[tab]?.last?.screen, editor.noteID == id
            else { return false }
            editor.colorSelector.squareLongPressed(.custom)
        case .photoPager(let id):
            guard tab == .gallery, let index = library.notebook.index(ofPhotoWithID: id) else { return false }
            gallery?.cellTapped(at: index)
        }
        // A tab's root has no route, so a route on top means something was pushed.
        return stacks[tab]?.last?.route != nil
    }

    /// The list asked for the editor: pushes it, or tells the list the destination is gone when the
    /// note vanished meanwhile.
    ///
    /// A new note is refused while the store keeps no change, with the read-only notice saying why:
    /// nothing could be typed in it that would be kept.
    private func listRouted(to destination: ListNotesDestination, from list: ListNotesViewModel) {
        guard stacks[.notes]?.count == 1 else { return }
        switch destination {
        case .newNote, .newNoteTitled:
            if let notice = readOnlyNotice {
                list.destinationDismissed()
                noticeValue.value = notice
                return
            }
        case .editNote:
            break
        }
        let editor: EditNoteViewModel
        do {
            editor = try EditNoteViewModel(for: destination, in: library, environment: environment.editNote)
        } catch {
            list.destinationDismissed()
            return
        }
        let route: AppRoute =
            switch destination {
            case .editNote(let id): .editNote(id)
            case .newNote(let id), .newNoteTitled(let id, _): .newNote(id)
            }
        let entry = AppStackEntry(route: route, screen: .editNote(editor))
        editor.finished.subscribe { [weak self, weak editor] _ in
            guard let self, let editor else { return }
            screenClosed(editor, on: .notes)
        }
        .store(in: entry.subscriptions)
        editor.destination.subscribe { [weak self, weak editor] destination in
            guard let self, let editor, case .colorPicker(let route) = destination else { return }
            editorRouted(to: route, from: editor)
        }
        .store(in: entry.subscriptions)
        push(entry, on: .notes)
    }

    /// The editor asked for the colour picker: pushes it above the editor; its outcome goes back to
    /// the editor, which closes it.
    private func editorRouted(to route: ColorPickerRoute, from editor: EditNoteViewModel) {
        guard case .editNote(let top) = stacks[.notes]?.last?.screen, top === editor else { return }
        let picker = ColorPickerViewModel(
            route: route, language: environment.language, memory: environment.colorMemory)
        let entry = AppStackEntry(route: .colorPicker(editor.noteID), screen: .colorPicker(picker))
        picker.finished.subscribe { [weak self, weak picker, weak editor] outcome in
            guard let self, let picker else { return }
            // The outcome reaches the editor before the pop tells it the picker closed.
            let isShown = stacks[.notes]?.contains { $0.shows(picker) } ?? false
            if isShown { editor?.colorPickerFinished(outcome) }
            screenClosed(picker, on: .notes)
        }
        .store(in: entry.subscriptions)
        push(entry, on: .notes)
    }

    /// Pushes `entry` on `tab` and shows it if `tab` is selected.
    func push(_ entry: AppStackEntry, on tab: AppTab) {
        stacks[tab, default: []].append(entry)
        navigationValue.value[path: tab] = stacks[tab, default: []].compactMap(\.route)
        publishStack(of: tab)
        publishScreen()
    }

    /// The screen showing `object` on `tab` is now put back by `route`; publishes the new path.
    func routeChanged(to route: AppRoute, of object: AnyObject, on tab: AppTab) {
        guard let index = stacks[tab]?.firstIndex(where: { $0.shows(object) }), index > 0 else { return }
        stacks[tab]?[index].route = route
        navigationValue.value[path: tab] = stacks[tab, default: []].compactMap(\.route)
    }

    /// Pops the screen showing `object` and everything above it; a screen already popped is
    /// ignored.
    func screenClosed(_ object: AnyObject, on tab: AppTab) {
        guard let index = stacks[tab]?.firstIndex(where: { $0.shows(object) }), index > 0 else { return }
        popAll(above: index - 1, on: tab)
        publishScreen()
    }

    /// Pops every entry above position `index` of `tab`, ending each one's subscriptions, and
    /// tells the screen left on top that its destination closed.
    ///
    /// The one way a screen leaves a stack, whatever pops it (its own finish, back, a
    /// restoration), so the screen below never keeps a destination that is no longer shown.
    func popAll(above index: Int, on tab: AppTab) {
        guard var stack = stacks[tab], stack.count > index + 1 else { return }
        let popped = stack[(index + 1)...]
        stack.removeSubrange((index + 1)...)
        stacks[tab] = stack
        for entry in popped {
            entry.subscriptions.cancelAll()
            // A pager's loads end with it; the others have nothing running once unsubscribed.
            if case .photoPager(let pager) = entry.screen, pager.outcome.value == nil { pager.backTapped() }
        }
        navigationValue.value[path: tab] = stack.compactMap(\.route)
        stack[index].screen.destinationDismissed()
        publishStack(of: tab)
    }

    /// Publishes the screen on top of the selected tab.
    func publishScreen() {
        screenValue.value = stacks[navigationValue.value.selectedTab]?.last?.screen
    }
}
