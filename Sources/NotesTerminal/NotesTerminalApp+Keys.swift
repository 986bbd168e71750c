import NotesViewModels
import Terminal

/// Keys: the layer in effect finds the action in its table, and the screen performs it. The same
/// table gives the footer and the help, so that a key is handled exactly when it is listed.
extension NotesTerminalApp {
    var words: KeyWords { KeyWords(language: language) }

    /// The layer whose keys are in effect now: a box over the screen, else the screen on top.
    func keyLayer() -> KeyLayer {
        if let question { return .question(question) }
        if message != nil { return .message }
        if app.notice.value != nil { return .notice }
        switch app.launchState.value {
        case .launching: return .launching
        case .failed: return .launchFailed
        case .running: break
        }
        if app.keptDraft.value != nil { return .keptDraft }
        if help.isShown { return .help }
        return screenKeyLayer()
    }

    /// The screen on top, in the state its keys depend on.
    func screenKeyLayer() -> KeyLayer {
        switch app.screen.value {
        case .listNotes(let list):
            if search != nil { return .search(list) }
            return exportPrompt != nil ? .export : .list(list)
        case .editNote(let editor): return .editor(editor)
        case .colorPicker(let picker): return .screen(pickerScreen(for: picker))
        case .gallery(let gallery): return .screen(galleryScreen(for: gallery))
        case .photoPager(let pager): return .screen(pagerScreen(for: pager))
        case nil: return .noScreen
        }
    }

    /// The keys of `layer`, their actions named.
    func keyTable(_ layer: KeyLayer) -> KeyTable<String> {
        func named<Action>(_ table: KeyTable<Action>) -> KeyTable<String> { table.mapped { "\($0)" } }
        switch layer {
        case .question: return questionBox.namedKeyTable
        case .message: return named(BoxKey.message(words))
        case .notice: return named(BoxKey.notice(words))
        case .launching: return named(BoxKey.launching(words))
        case .launchFailed: return named(BoxKey.launchFailed(words))
        case .keptDraft: return named(BoxKey.keptDraft(words))
        case .help: return help.namedKeyTable
        case .list(let list): return named(listKeys(list))
        case .search(let list): return named(searchKeys(list))
        case .export: return named(PromptKey.export(words))
        case .editor(let editor): return named(editorKeys(editor))
        case .screen(let screen): return screen.namedKeyTable
        case .noScreen: return named(AppKey.noScreenTable(words))
        }
    }

    /// The keys in effect now, their actions named: what the footer shows and the tests check.
    package var activeKeyTable: KeyTable<String> { keyTable(keyLayer()) }

    /// The keys of the screen on top, whatever box is over it: what the help shows.
    package var screenKeyTable: KeyTable<String> { keyTable(screenKeyLayer()) }

    func listKeys(_ list: ListNotesViewModel) -> KeyTable<ListKey> {
        ListKey.table(words, isTicking: list.mode.value.isEditing)
    }

    func searchKeys(_ list: ListNotesViewModel) -> KeyTable<PromptKey> {
        let findsNothing = if case .noResults = list.searchState.value { true } else { false }
        return PromptKey.search(words, findsNothing: findsNothing)
    }

    func editorKeys(_ editor: EditNoteViewModel) -> KeyTable<EditorKey> {
        let squares = editor.colorSelector.squares.value
        var context = EditorKey.Context(focus: editorFocus)
        if editorFocus == .color, let index = colorFocus, squares.indices.contains(index) {
            context.isOnEmptyCustomSquare = squares[index].color == nil
        }
        if case .differs = editor.otherVersion.value { context.hasOtherVersion = true }
        return EditorKey.table(words, context)
    }

    /// A key press, after the layout is read as Latin where it is not typed text.
    func keyPressed(_ press: TerminalKeyPress) -> NotesTerminalAction {
        let layer = keyLayer()
        switch layer {
        case .question:
            return boxed(questionBox, press)
        case .message:
            return boxed(BoxKey.message(words), press) { key in
                message = nil
                // Ctrl-C closes the message and goes on to quit: nothing else the key does.
                return key == .app(.interrupt) ? keyPressed(press) : .redraw
            }
        case .notice:
            return boxed(BoxKey.notice(words), press) { _ in
                app.noticeAcknowledged()
                return .redraw
            }
        case .launching: return boxed(BoxKey.launching(words), press) { _ in .quit }
        case .launchFailed: return boxed(BoxKey.launchFailed(words), press) { _ in .quit }
        case .keptDraft: return boxed(BoxKey.keptDraft(words), press) { keptDraftKeyPressed($0) }
        case .help: return boxed(help, press)
        case .list(let list):
            return performed(listKeys(list), press, app: \.shared) { listKeyPressed($0, list: list) }
        case .search(let list):
            return performed(searchKeys(list), press, app: \.shared) {
                searchKeyPressed($0, press, list: list)
            }
        case .export:
            return performed(PromptKey.export(words), press, app: \.shared) { exportKeyPressed($0, press) }
        case .editor(let editor):
            return performed(editorKeys(editor), press, app: \.shared) {
                editorKeyPressed($0, press, editor: editor)
            }
        case .screen(let screen):
            return performed(screen, press)
        case .noScreen:
            return performed(AppKey.noScreenTable(words), press, app: \.shared) { _ in .redraw }
        }
    }

    /// Performs the action `box`'s table binds `press` to: Ctrl-L repaints and changes nothing, a
    /// key the box does not take does nothing.
    private func boxed<Box: TerminalScreen>(_ box: Box, _ press: TerminalKeyPress) -> NotesTerminalAction {
        boxed(box.keyTable, press) { box.handle($0, press) }
    }

    /// Performs the action `table` binds `press` to in a box: Ctrl-L repaints and changes nothing,
    /// a key the box does not take does nothing.
    private func boxed<Action: ScreenAction>(
        _ table: KeyTable<Action>, _ press: TerminalKeyPress,
        _ perform: (Action) -> NotesTerminalAction
    ) -> NotesTerminalAction {
        guard let action = table.action(for: press) else { return .redraw }
        if action.shared == .redraw { return .redrawAll }
        refusal = nil
        return perform(action)
    }

    /// Performs the action `screen`'s table binds `press` to: the keys every screen shares here,
    /// the screen's own in the screen.
    private func performed<Screen: TerminalScreen>(_ screen: Screen, _ press: TerminalKeyPress)
        -> NotesTerminalAction
    {
        performed(screen.keyTable, press, app: \.shared) { screen.handle($0, press) }
    }

    /// Performs the action `table` binds `press` to on a screen: the keys every screen shares
    /// here (`app` reads them from the action), the screen's own in `perform`.
    private func performed<Action>(
        _ table: KeyTable<Action>, _ press: TerminalKeyPress, app shared: KeyPath<Action, AppKey?>,
        _ perform: (Action) -> NotesTerminalAction
    ) -> NotesTerminalAction {
        guard let action = table.action(for: press) else {
            refusal = nil
            return .redraw
        }
        if let key = action[keyPath: shared] {
            if key == .redraw { return .redrawAll }
            refusal = nil
            return appKeyPressed(key, press)
        }
        refusal = nil
        return perform(action)
    }

    /// The keys more than one screen shares.
    private func appKeyPressed(_ key: AppKey, _ press: TerminalKeyPress) -> NotesTerminalAction {
        switch key {
        case .redraw: return .redrawAll
        case .suspend: return .redraw
        case .help:
            help.open()
            return .redraw
        case .interrupt:
            // Quitting drops the note being typed: ask first.
            guard app.unsavedDraft == nil else {
                ask(.quitDiscardingDraft)
                return .redraw
            }
            return .quit
        case .quit: return .quit
        case .nextTab, .previousTab:
            let tabs = AppTab.allCases
            let current = app.navigation.value.selectedTab
            let index = tabs.firstIndex(of: current)!
            let step = key == .previousTab ? tabs.count - 1 : 1
            app.tabSelected(tabs[(index + step) % tabs.count])
            return .redraw
        }
    }
}
