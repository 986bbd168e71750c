import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Every screen of each tab's stack is observable, and a shorter path is the user popping.
@MainActor
@Suite struct AppViewModelStackTests {
    @Test func theStackListsEveryScreenRootFirst() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let list = try #require(shell.list)
        #expect(shell.app.stack(of: .notes).value == [.listNotes(list)])
        #expect(shell.app.notesPath.value == [])
        let (editor, picker) = try #require(try AppViewModelColorPickerTests.openPicker(shell))
        #expect(
            shell.app.stack(of: .notes).value == [.listNotes(list), .editNote(editor), .colorPicker(picker)])
        #expect(shell.app.notesPath.value == [.editNote(editor), .colorPicker(picker)])
        #expect(shell.app.galleryPath.value == [])
    }

    @Test func aShorterPathPopsThroughTheScreensOwnCancel() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let (editor, picker) = try #require(try AppViewModelColorPickerTests.openPicker(shell))
        picker.axisIncremented(.hue, by: .large)
        shell.app.notesPath.value = [.editNote(editor)]
        #expect(picker.outcome.value == .cancelled)
        #expect(editor.destination.value == nil, "the editor below is told")
        #expect(editor.doneMode.value == .disabled, "the picker's change is discarded")
        #expect(shell.app.notesPath.value == [.editNote(editor)])
        #expect(shell.app.screen.value == .editNote(editor))
    }

    @Test func anEmptyPathPopsEveryScreenAndTellsTheList() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let before = shell.app.library.notebook
        let (editor, _) = try #require(try AppViewModelColorPickerTests.openPicker(shell))
        editor.title.value = "Changed"
        shell.app.path(of: .notes).value = []
        #expect(shell.app.navigation.value.notesPath == [])
        #expect(shell.list?.destination.value == nil)
        #expect(editor.outcome.value == .discarded)
        #expect(shell.app.library.notebook == before)
        #expect(shell.app.stack(of: .notes).value.count == 1)
    }

    @Test func aPathThatIsNotAPrefixIsIgnored() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let (editor, picker) = try #require(try AppViewModelColorPickerTests.openPicker(shell))
        shell.app.notesPath.value = [.colorPicker(picker)]
        shell.app.notesPath.value = [.editNote(editor), .colorPicker(picker), .editNote(editor)]
        #expect(shell.app.notesPath.value == [.editNote(editor), .colorPicker(picker)])
        #expect(picker.outcome.value == nil)
    }

    @Test func theGalleryPathPopsThePager() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.app.selectedTab.value = .gallery
        shell.app.gallery?.cellTapped(at: 0)
        let pager = try #require(shell.app.galleryPath.value.first)
        guard case .photoPager(let pagerModel) = pager else {
            Issue.record("the pager is pushed")
            return
        }
        shell.app.galleryPath.value = []
        #expect(pagerModel.outcome.value != nil)
        #expect(shell.app.gallery?.destination.value == nil)
        #expect(shell.app.navigation.value.galleryPath == [])
    }

    @Test func aTabNotShownPopsToo() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let first = try #require(shell.list?.rows.value.ids.first)
        shell.list?.rowTapped(first)
        shell.app.tabSelected(.gallery)
        shell.app.notesPath.value = []
        #expect(shell.app.navigation.value.notesPath == [])
        #expect(shell.app.navigation.value.selectedTab == .gallery)
    }

    /// Random pushes, pops (by path and by back) and tab switches against a plain list of routes.
    @Test func randomNavigationMatchesAReferenceStack() async throws {
        for seed in 0..<20 as Range<UInt64> {
            var random = SeededRandomNumberGenerator(seed: 0x57AC + seed)
            let shell = AppShellHarness()
            await shell.app.launch()
            var reference: [AppTab: [String]] = [.notes: [], .gallery: []]
            var tab = AppTab.notes
            for step in 0..<60 {
                let path = shell.app.path(of: tab)
                switch random.next() % 5 {
                case 0:
                    tab = tab == .notes ? .gallery : .notes
                    shell.app.selectedTab.value = tab
                case 1:
                    if tab == .notes, reference[.notes]!.isEmpty {
                        shell.list?.addTapped()
                        reference[.notes] = ["editor"]
                    } else if tab == .notes, reference[.notes] == ["editor"], let editor = shell.editor {
                        editor.colorSelector.squareLongPressed(.custom)
                        reference[.notes] = ["editor", "picker"]
                    } else if tab == .gallery, reference[.gallery]!.isEmpty {
                        shell.app.gallery?.cellTapped(at: 0)
                        reference[.gallery] = ["pager"]
                    }
                case 2:
                    shell.app.backTapped()
                    reference[tab] = Array(reference[tab]!.dropLast())
                default:
                    let depth = Int(random.next() % UInt64(path.value.count + 1))
                    path.value = Array(path.value.prefix(depth))
                    reference[tab] = Array(reference[tab]!.prefix(depth))
                }
                for each in AppTab.allCases {
                    let shown = shell.app.path(of: each).value.map(Self.kind)
                    #expect(shown == reference[each], "seed \(seed) step \(step)")
                    #expect(shell.app.navigation.value[path: each].count == reference[each]!.count)
                    #expect(shell.app.stack(of: each).value.count == reference[each]!.count + 1)
                }
                #expect(shell.app.screen.value == shell.app.stack(of: tab).value.last)
            }
        }
    }

    private static func kind(_ screen: AppScreen) -> String {
        switch screen {
        case .listNotes: "list"
        case .editNote: "editor"
        case .colorPicker: "picker"
        case .gallery: "gallery"
        case .photoPager: "pager"
        }
    }
}
