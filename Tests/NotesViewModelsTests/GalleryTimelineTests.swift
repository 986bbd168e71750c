import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing
import TextSnapshots

/// What a front end of the gallery sees during each interaction, as one timeline per interaction
/// under `Snapshots/GalleryTimelineTests/`.
@MainActor
@Suite struct GalleryTimelineTests {
    /// Records the gallery's cells, count, selection, add state, deletion and destination, and
    /// every thumbnail load started and cancelled.
    @MainActor
    final class Timeline {
        let recorder = Recorder()
        let harness: GalleryHarness
        private let bag = SubscriptionBag()

        init(count: Int) {
            harness = GalleryHarness(count: count)
            let gallery = harness.gallery
            let harness = harness
            gallery.cells.subscribe { [recorder] cells in
                recorder.note("cells = \(cells.isEmpty ? "(none)" : harness.summary)")
            }.store(in: bag)
            recorder.record(gallery.photoCount, as: "photoCount")
            recorder.record(gallery.selection, as: "selection")
            gallery.addState.subscribe { [recorder] state in recorder.note("addState = \(state)") }.store(
                in: bag)
            gallery.pendingDeletion.subscribe { [recorder] photo in
                recorder.note(
                    "pendingDeletion = \(photo.map { "#\(harness.number(of: $0.id)) \($0.name)" } ?? "none")")
            }
            .store(in: bag)
            gallery.destination.subscribe { [recorder] destination in
                let text = destination.map { destination -> String in
                    switch destination {
                    case .pager(let id): "pager(#\(harness.number(of: id)))"
                    }
                }
                recorder.note("destination = \(text ?? "none")")
            }
            .store(in: bag)
        }

        /// Marks what the user did next, then notes the loads it started and cancelled.
        func step(_ text: String, _ action: () -> Void) {
            recorder.note("-- " + text)
            let started = harness.loader.started.count
            let cancelled = harness.loader.cancelled.count
            action()
            let newStarts = harness.loader.started[started...].map {
                "#\(harness.number(of: $0.request.photo.id))"
            }
            let newCancels = harness.loader.cancelled[cancelled...].map { number in
                "#\(harness.number(of: harness.loader.started[number - 1].request.photo.id))"
            }
            if !newStarts.isEmpty { recorder.note("thumbnails started: \(newStarts.joined(separator: " "))") }
            if !newCancels.isEmpty {
                recorder.note("thumbnails cancelled: \(newCancels.joined(separator: " "))")
            }
        }
    }

    @Test func scrollingLoadsAndCancelsThumbnails() {
        let timeline = Timeline(count: 30)
        let gallery = timeline.harness.gallery
        timeline.step("front end laid out 375 points wide, rows 0–1 in view") {
            gallery.layoutWidthChanged(375)
            gallery.visibleItemsChanged(0..<6)
        }
        timeline.step("thumbnails of #2 and #1 arrive, in that order") {
            timeline.harness.loader.succeed(.fixture(index: 2))
            timeline.harness.loader.succeed(.fixture(index: 1))
        }
        timeline.step("user scrolled to rows 4–5") { gallery.visibleItemsChanged(12..<18) }
        timeline.step("the cancelled thumbnail of #3 arrives late") {
            timeline.harness.loader.completeCancelled(
                .fixture(index: 3),
                with: .success(LoadedImage(photoID: .fixture(index: 3), size: PixelSize(width: 9, height: 9)))
            )
        }
        timeline.step("thumbnail of #14 fails") { timeline.harness.loader.fail(.fixture(index: 14)) }
        assertSnapshot(timeline.recorder.timeline, named: "scrolling-loads-and-cancels-thumbnails")
    }

    @Test func addingAPhotoAndBytesThatAreNotAnImage() {
        let timeline = Timeline(count: 2)
        let gallery = timeline.harness.gallery
        timeline.step("front end laid out, everything in view") { gallery.visibleItemsChanged(0..<3) }
        timeline.step("user tapped the add cell") { gallery.cellTapped(at: 2) }
        timeline.step("user picked a text file") {
            timeline.harness.picker.finish(.picked(PickedPhoto(name: "notes.txt", bytes: Data("hello".utf8))))
        }
        timeline.step("user dismissed the error") { gallery.addErrorDismissed() }
        timeline.step("user tapped +") { gallery.addTapped() }
        timeline.step("user picked a JPEG") {
            timeline.harness.picker.finish(.picked(PickedPhoto(name: "Beach", bytes: GalleryHarness.jpeg)))
        }
        timeline.step("front end reported the grown grid") { gallery.visibleItemsChanged(0..<4) }
        assertSnapshot(timeline.recorder.timeline, named: "adding-a-photo")
    }

    @Test func keyboardSelectionDeletionAndOpeningThePager() {
        let timeline = Timeline(count: 5)
        let gallery = timeline.harness.gallery
        timeline.step("front end laid out, everything in view") { gallery.visibleItemsChanged(0..<6) }
        timeline.step("user pressed → twice and ↓") {
            gallery.selectionMoved(.right)
            gallery.selectionMoved(.right)
            gallery.selectionMoved(.down)
        }
        timeline.step("user pressed Delete") { gallery.deleteSelectedTapped() }
        timeline.step("user confirmed") { gallery.deleteConfirmed() }
        timeline.step("user pressed ← and Return") {
            gallery.selectionMoved(.left)
            gallery.selectionActivated()
        }
        assertSnapshot(timeline.recorder.timeline, named: "keyboard-delete-and-open")
    }
}
