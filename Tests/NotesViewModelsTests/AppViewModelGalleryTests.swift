import Foundation
import NotesCore
import NotesViewModels
import Testing

/// The gallery tab: the pager as a route above the gallery, deletion from the pager, restoration.
@MainActor
@Suite struct AppViewModelGalleryTests {
    static func pager(_ shell: AppShellHarness) -> PhotoPagerViewModel? {
        guard case .photoPager(let pager) = shell.app.screen.value else { return nil }
        return pager
    }

    @Test func galleryOpensThePagerWhichDeletesTheCurrentPhotoAndGoesBack() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.app.tabSelected(.gallery)
        let gallery = try #require(shell.app.gallery)
        guard case .gallery = shell.app.screen.value else {
            Issue.record("expected the gallery on its tab")
            return
        }
        let count = shell.app.library.notebook.photoCount
        #expect(count > 0)
        let second = shell.app.library.notebook.photoID(at: 1)
        gallery.cellTapped(at: 1)
        let pager = try #require(Self.pager(shell))
        #expect(shell.app.navigation.value.galleryPath == [.photoPager(second)])
        #expect(shell.app.isTabBarHidden.value)
        #expect(pager.currentPhoto.value?.id == second)
        pager.deleteTapped()
        pager.deleteConfirmed()
        #expect(shell.app.library.notebook.photo(withID: second) == nil)
        #expect(shell.app.library.notebook.photoCount == count - 1)
        shell.app.backTapped()
        #expect(shell.app.navigation.value.galleryPath == [])
        #expect(shell.app.isTabBarHidden.value == false)
        #expect(gallery.destination.value == nil)
        await shell.autosave()
        #expect(await shell.relaunched().app.library.notebook.photo(withID: second) == nil)
    }

    @Test func deletingTheOnlyPhotoClosesThePager() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let ids = (0..<shell.app.library.notebook.photoCount).map {
            shell.app.library.notebook.photoID(at: $0)
        }
        for id in ids.dropFirst() { shell.app.library.removePhoto(withID: id) }
        shell.app.tabSelected(.gallery)
        shell.app.gallery?.cellTapped(at: 0)
        let pager = try #require(Self.pager(shell))
        pager.deleteTapped()
        pager.deleteConfirmed()
        #expect(shell.app.navigation.value.galleryPath == [])
        guard case .gallery = shell.app.screen.value else {
            Issue.record("expected the gallery after the last photo was deleted")
            return
        }
    }

    @Test func restoringThePagerReopensItAtThePhotoOrDropsItWhenThePhotoIsGone() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let last = shell.app.library.notebook.photoID(at: shell.app.library.notebook.photoCount - 1)
        shell.app.restore(AppNavigation(selectedTab: .gallery, galleryPath: [.photoPager(last)]))
        #expect(Self.pager(shell)?.currentPhoto.value?.id == last)
        shell.app.restore(AppNavigation(selectedTab: .gallery, galleryPath: [.photoPager(Photo.ID(UUID()))]))
        #expect(shell.app.navigation.value.galleryPath == [])
    }

    @Test func eachTabKeepsItsStackWithThePagerOpen() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.app.tabSelected(.gallery)
        shell.app.gallery?.cellTapped(at: 0)
        let pager = try #require(Self.pager(shell))
        shell.app.tabSelected(.notes)
        #expect(shell.app.isTabBarHidden.value == false)
        shell.app.tabSelected(.gallery)
        #expect(Self.pager(shell) === pager)
    }
}

/// Nothing the shell created for a route outlives its pop.
@MainActor
@Suite struct AppViewModelReleaseTests {
    @Test func aPoppedPagerAndAPoppedPickerAreReleased() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        weak var pager: PhotoPagerViewModel?
        weak var picker: ColorPickerViewModel?
        weak var editor: EditNoteViewModel?
        do {
            shell.app.tabSelected(.gallery)
            shell.app.gallery?.cellTapped(at: 2)
            if case .photoPager(let shown) = shell.app.screen.value { pager = shown }
            #expect(pager != nil)
            shell.app.backTapped()
            shell.app.tabSelected(.notes)
            let first = try #require(shell.list?.rows.value.ids.first)
            shell.list?.rowTapped(first)
            editor = shell.editor
            shell.editor?.colorSelector.squareLongPressed(.custom)
            if case .colorPicker(let shown) = shell.app.screen.value { picker = shown }
            #expect(picker != nil)
            shell.app.backTapped()
            shell.app.backTapped()
        }
        #expect(shell.app.navigation.value == AppNavigation(selectedTab: .notes))
        #expect(pager == nil)
        #expect(picker == nil)
        #expect(editor == nil)
    }
}
