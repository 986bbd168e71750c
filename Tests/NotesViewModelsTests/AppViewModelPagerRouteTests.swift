import Foundation
import NotesCore
import NotesViewModels
import Testing

/// The pager's route follows the photo the user is on, so restoring puts them back there.
@MainActor
@Suite struct AppViewModelPagerRouteTests {
    @Test func restoringThePagerReturnsToThePhotoTheUserWasOn() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.app.tabSelected(.gallery)
        let notebook = shell.app.library.notebook
        shell.app.gallery?.cellTapped(at: 0)
        let pager = try #require(AppViewModelGalleryTests.pager(shell))
        pager.nextTapped()
        pager.nextTapped()
        #expect(shell.app.navigation.value.galleryPath == [.photoPager(notebook.photoID(at: 2))])
        let saved = shell.app.navigation.value

        let next = await shell.relaunched()
        next.app.restore(saved)
        #expect(AppViewModelGalleryTests.pager(next)?.currentPhoto.value?.id == notebook.photoID(at: 2))
    }

    @Test func restoringThePagerAfterThePhotoItOpenedAtWasDeletedKeepsIt() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.app.tabSelected(.gallery)
        let opened = shell.app.library.notebook.photoID(at: 0)
        shell.app.gallery?.cellTapped(at: 0)
        let pager = try #require(AppViewModelGalleryTests.pager(shell))
        pager.nextTapped()
        let current = try #require(pager.currentPhoto.value?.id)
        shell.app.library.removePhoto(withID: opened)
        let saved = shell.app.navigation.value
        shell.app.restore(saved)
        #expect(shell.app.navigation.value.galleryPath == [.photoPager(current)])
        #expect(AppViewModelGalleryTests.pager(shell)?.currentPhoto.value?.id == current)
    }

    @Test func theRouteFollowsThePhotoShownAfterTheCurrentOneIsDeleted() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.app.tabSelected(.gallery)
        let second = shell.app.library.notebook.photoID(at: 1)
        shell.app.gallery?.cellTapped(at: 0)
        let pager = try #require(AppViewModelGalleryTests.pager(shell))
        pager.deleteTapped()
        pager.deleteConfirmed()
        #expect(shell.app.navigation.value.galleryPath == [.photoPager(second)])
    }
}
