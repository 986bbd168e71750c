import NotesViewModels
import Terminal

/// Keys: the layer in effect finds the action in its table, and the screen performs it. The same
/// table gives the footer and the help, so that a key is handled exactly when it is listed.
extension NotesTerminalApp {
    /// The layer whose keys are in effect now: a box over the screen, else the screen on top.
    func keyLayer() -> KeyLayer {
        if question != nil { return .question }
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
        case .listNotes(let list): return .screen(listScreen(for: list))
        case .editNote(let editor): return .screen(editorScreen(for: editor))
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
        case .screen(let screen): return screen.namedKeyTable
        case .noScreen: return named(AppKey.noScreenTable(words))
        }
    }

    /// The box or screen whose keys are in effect now, or `nil` under a box of the app's own (a
    /// message, a notice, the launch, the offer of a kept draft) or with no screen.
    var screenOnTop: (any TerminalScreen)? {
        switch keyLayer() {
        case .question: questionBox
        case .help: help
        case .screen(let screen): screen
        case .message, .notice, .launching, .launchFailed, .keptDraft, .noScreen: nil
        }
    }

    /// The keys in effect now, their actions named: what the footer shows and the tests check.
    package var activeKeyTable: KeyTable<String> { keyTable(keyLayer()) }

    /// The keys of the screen on top, whatever box is over it: what the help shows.
    package var screenKeyTable: KeyTable<String> { keyTable(screenKeyLayer()) }

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
        case .help:
            return boxed(help.keyTable, press) { key in
                let action = help.handle(key, press)
                // Ctrl-C closes the help and goes on to quit, as on the screen under it.
                return key == .app(.interrupt) ? keyPressed(press) : action
            }
        case .screen(let screen):
            return performed(screen, press)
        case .noScreen:
            return performed(AppKey.noScreenTable(words), press) { _ in .redraw }
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
        performed(screen.keyTable, press) { screen.handle($0, press) }
    }

    /// Performs the action `table` binds `press` to on a screen: the keys every screen shares
    /// here, the screen's own in `perform`.
    private func performed<Action: ScreenAction>(
        _ table: KeyTable<Action>, _ press: TerminalKeyPress,
        _ perform: (Action) -> NotesTerminalAction
    ) -> NotesTerminalAction {
        guard let action = table.action(for: press) else {
            refusal = nil
            return .redraw
        }
        if let key = action.shared {
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
