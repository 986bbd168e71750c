import Foundation
import NotesCore
import NotesViewModels
import Testing
import UIKitStandIn

/// The stacks and tabs in UIKit: navigation controllers kept in step with the shell's stacks, the
/// user's pops reported back, and nothing written that was already shown.
@MainActor
@Suite struct UIKitNavigationTests {
    static func app(on disk: InMemoryFileSystem) -> AppViewModel {
        AppViewModel(
            storeDirectory: URL(fileURLWithPath: "/store"),
            environment: .test(
                clock: ManualTimerClock(start: Date(timeIntervalSince1970: 1_800_000_000)),
                fileSystem: disk.fileSystem))
    }

    func launched(on disk: InMemoryFileSystem = InMemoryFileSystem()) async throws
        -> (AppViewModel, UIKitHost, NotesTabBarController)
    {
        let app = Self.app(on: disk)
        await app.launch()
        let tabs = NotesTabBarController(app: app) { ScreenStubController(screen: $0) }
        let host = UIKitHost(tabs)
        return (app, host, tabs)
    }

    func stack(_ tabs: NotesTabBarController, _ tab: AppTab) throws -> UINavigationController {
        try #require(tabs.viewControllers?[tab == .notes ? 0 : 1] as? UINavigationController)
    }

    @Test func aSwipeBackAndALongPressPopAreTheShellsPops() async throws {
        let (app, host, tabs) = try await launched()
        let notes = try stack(tabs, .notes)
        let list = try #require(app.listNotes)
        list.rowTapped(app.library.notebook.notes[0].id)
        host.update()
        guard case .editNote(let editor) = app.screen.value else {
            Issue.record("no editor")
            return
        }
        editor.colorSelector.squareLongPressed(.custom)
        host.update()
        #expect(
            notes.viewControllers.map { ($0 as? ScreenStubController)?.screen.kind } == [
                "list", "editor", "picker",
            ])
        notes.swipeBack()
        host.update()
        #expect(app.stack(of: .notes).value.map(\.kind) == ["list", "editor"])
        notes.longPressBack(choosing: 0)
        host.update()
        #expect(app.stack(of: .notes).value.map(\.kind) == ["list"])
        #expect(editor.outcome.value != nil, "the editor closed as Back closes it")
        #expect(notes.viewControllers.count == 1)
        #expect(notes.unchangedStackWrites == 0)
        #expect(host.unchangedEvaluations == 0, "\(host.unchangedControllers)")
        // The list answers the next tap.
        list.rowTapped(app.library.notebook.notes[1].id)
        host.update()
        #expect(notes.viewControllers.count == 2)
    }

    @Test func aTabTappedIsTheShellsTabAndTheShellsTabIsShown() async throws {
        let (app, host, tabs) = try await launched()
        tabs.tapTab(at: 1)
        host.update()
        #expect(app.selectedTab.value == .gallery)
        app.tabSelected(.notes)
        host.update()
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.unchangedSelectionWrites == 0)
        #expect(host.unchangedEvaluations == 0, "\(host.unchangedControllers)")
    }

    @Test func theNoticeIsAnAlertAndItsButtonAcknowledgesIt() async throws {
        let disk = InMemoryFileSystem()
        let first = Self.app(on: disk)
        await first.launch()
        let file = URL(fileURLWithPath: "/store/notes.json")
        var damaged = try #require(disk.contents(of: file))
        damaged.removeLast(40)
        disk.setContents(damaged, of: file)
        _ = await first.quitRequested()
        let (app, host, tabs) = try await launched(on: disk)
        let alert = try #require(tabs.presentedViewController as? UIAlertController)
        #expect(alert.title == "Notes were damaged")
        alert.tapAction("OK")
        host.update()
        #expect(app.notice.value == nil && tabs.presentedViewController == nil)
        #expect(host.unchangedEvaluations == 0, "\(host.unchangedControllers)")
    }

    /// Random pushes, pops by the screens, the back button, swipes, long-press pops and tab taps,
    /// against a plain reference of two stacks of screen kinds and a selected tab: the navigation
    /// controllers always show the shell's stacks, by identity, and no write sets what was shown.
    @Test func randomNavigationAgainstAPlainReference() async throws {
        let (app, host, tabs) = try await launched()
        let navigation = [try stack(tabs, .notes), try stack(tabs, .gallery)]
        for seed in 0..<1_000 {
            var random = SplitMix64(seed: UInt64(seed))
            // Each sequence starts on the notes tab with both stacks at their roots.
            app.restore(AppNavigation())
            host.update()
            var reference: [AppTab: [String]] = [.notes: ["list"], .gallery: ["gallery"]]
            var selected = AppTab.notes
            for step in 0..<20 {
                let shown = navigation[selected == .notes ? 0 : 1]
                switch Int.random(in: 0..<8, using: &random) {
                case 0:
                    let tab = AppTab.allCases.randomElement(using: &random) ?? .notes
                    tabs.tapTab(at: tab == .notes ? 0 : 1)
                    selected = tab
                case 1:
                    shown.swipeBack()
                    if reference[selected, default: []].count > 1 { reference[selected]?.removeLast() }
                case 2:
                    let depth = reference[selected, default: []].count
                    guard depth > 1 else { break }
                    let index = Int.random(in: 0..<(depth - 1), using: &random)
                    shown.longPressBack(choosing: index)
                    reference[selected] = Array(reference[selected, default: []].prefix(index + 1))
                case 3:
                    app.backTapped()
                    if reference[selected, default: []].count > 1 { reference[selected]?.removeLast() }
                default:
                    push(on: app, selected: selected, reference: &reference, using: &random)
                }
                host.update()
                let context = "seed \(seed) step \(step)"
                #expect(app.selectedTab.value == selected, "\(context)")
                #expect(tabs.selectedIndex == (selected == .notes ? 0 : 1), "\(context)")
                for (tab, controller) in zip(AppTab.allCases, navigation) where controller.isViewLoaded {
                    let screens = controller.viewControllers.compactMap {
                        ($0 as? ScreenStubController)?.screen
                    }
                    #expect(screens == app.stack(of: tab).value, "\(context)")
                    #expect(screens.map(\.kind) == reference[tab], "\(context)")
                }
            }
        }
        #expect(navigation.allSatisfy { $0.unchangedStackWrites == 0 })
        #expect(tabs.unchangedSelectionWrites == 0)
        #expect(host.unchangedEvaluations == 0, "\(host.unchangedControllers)")
    }

    /// What the screen on top of the selected tab can push: the list a row or a new note, the
    /// editor the colour picker, the gallery the pager; the picker and the pager push nothing.
    private func push(
        on app: AppViewModel, selected: AppTab, reference: inout [AppTab: [String]],
        using random: inout SplitMix64
    ) {
        switch app.screen.value {
        case .listNotes(let list):
            if Bool.random(using: &random) {
                let notes = app.library.notebook.notes
                list.rowTapped(notes[Int.random(in: 0..<notes.count, using: &random)].id)
            } else {
                list.addTapped()
            }
            reference[selected]?.append("editor")
        case .editNote(let editor):
            editor.colorSelector.squareLongPressed(.custom)
            reference[selected]?.append("picker")
        case .gallery(let gallery):
            gallery.photoTapped(app.library.notebook.photoID(at: 0))
            reference[selected]?.append("pager")
        case .colorPicker, .photoPager, nil:
            break
        }
    }
}
