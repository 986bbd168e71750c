import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// When the current photo goes, the pager shows the next one that is left, else the previous one,
/// however many photos go with it and however the library learns of it.
@MainActor
@Suite struct PhotoPagerRemovalRuleTests {
    @Test func removingTheCurrentPhotoWithOneBeforeItInOneBatchShowsTheNextOne() throws {
        let harness = try PhotoPagerHarness(count: 6, at: 3)
        #expect(harness.current == 4)
        batch {
            harness.library.removePhoto(withID: .fixture(index: 3))
            harness.library.removePhoto(withID: .fixture(index: 4))
        }
        #expect(harness.current == 5)
        #expect(harness.pager.title.value == "3 of 4")
    }

    @Test func replacingTheNotebookWithoutTheCurrentPhotoAndOneBeforeItShowsTheNextOne() throws {
        let harness = try PhotoPagerHarness(count: 6, at: 3)
        var notebook = harness.library.notebook
        notebook.removePhoto(withID: .fixture(index: 3))
        notebook.removePhoto(withID: .fixture(index: 4))
        harness.library.replace(with: notebook)
        #expect(harness.current == 5)
    }

    @Test func removingTheCurrentPhotoAndEveryOneAfterItShowsTheLastOneBefore() throws {
        let harness = try PhotoPagerHarness(count: 6, at: 2)
        var notebook = harness.library.notebook
        for number in [2, 3, 4, 5, 6] { notebook.removePhoto(withID: .fixture(index: number)) }
        harness.library.replace(with: notebook)
        #expect(harness.current == 1)
    }

    @Test func removingTheCurrentPhotoAndTheNextOnesShowsTheFirstOneLeftAfterIt() throws {
        let harness = try PhotoPagerHarness(count: 8, at: 2)
        batch {
            for number in [1, 3, 4, 5] { harness.library.removePhoto(withID: .fixture(index: number)) }
        }
        #expect(harness.current == 6)
    }

    @Test func aPhotoAddedInTheSameChangeIsNotTheNextOneWhenAnOlderOneIsLeft() throws {
        let harness = try PhotoPagerHarness(count: 4, at: 3)
        var notebook = harness.library.notebook
        notebook.removePhoto(withID: .fixture(index: 4))
        notebook.addPhoto(.fixture(9))
        harness.library.replace(with: notebook)
        #expect(harness.current == 3, "photo 9 is new, not one that came after photo 4")
    }
}
