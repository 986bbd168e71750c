import Foundation
import NotesCore
import NotesViewModels
import Observation
import Testing

/// A layout report made in a method that UIKit or AppKit tracks (`viewDidLayoutSubviews()`, a
/// collection view's layout calling `willDisplay`) reads nothing under tracking: the method is not
/// run again when the model changes.
@MainActor
@Suite struct LayoutReportTrackingTests {
    let clock = ManualTimerClock(start: Date(timeIntervalSince1970: 1_800_000_000))

    /// Whether anything `report` read changes when `change` runs.
    func isTracked(_ report: () -> Void, change: () -> Void) -> Bool {
        let fired = Fired()
        withObservationTracking(report) { MainActor.assumeIsolated { fired.value = true } }
        change()
        return fired.value
    }

    @MainActor final class Fired { var value = false }

    func launchedApp() async throws -> AppViewModel {
        let app = AppViewModel(
            storeDirectory: URL(fileURLWithPath: "/store"),
            environment: .test(clock: clock, fileSystem: InMemoryFileSystem().fileSystem))
        await app.launch()
        return app
    }

    @Test func theEditorsLayoutReportsReadNothingUnderTracking() async throws {
        let app = try await launchedApp()
        try #require(app.listNotes).addTapped()
        guard case .editNote(let editor) = app.screen.value else { throw Missing() }
        let view = Rect(x: 0, y: 0, width: 390, height: 844)
        let reports: [(String, () -> Void)] = [
            ("viewFrameChanged", { editor.viewFrameChanged(view, safeArea: Insets()) }),
            (
                "keyboardFrameChanged",
                {
                    editor.keyboardFrameChanged(
                        Rect(x: 0, y: 500, width: 390, height: 344), viewFrame: view, safeArea: Insets())
                }
            ),
            ("contentWidthChanged", { editor.contentWidthChanged(40) }),
            ("caretFrameChanged", { editor.caretFrameChanged(Rect(x: 0, y: 600, width: 2, height: 20)) }),
        ]
        var round = 0
        for (name, report) in reports {
            round += 1
            let tracked = isTracked(report) {
                editor.titleChanged("Title \(round)")
                editor.contentChanged(String(repeating: "line\n", count: round * 30))
                editor.keyboardFrameChanged(
                    Rect(x: 0, y: Double(400 + round), width: 390, height: 300), viewFrame: view,
                    safeArea: Insets())
                editor.viewFrameChanged(
                    Rect(x: 0, y: 0, width: 390 + Double(round), height: 800), safeArea: Insets())
                editor.contentWidthChanged(30 + round)
                editor.caretFrameChanged(Rect(x: 0, y: Double(700 + round), width: 2, height: 20))
            }
            #expect(!tracked, "\(name)")
        }
    }

    @Test func theGallerysAndPagersLayoutReportsReadNothingUnderTracking() async throws {
        let app = try await launchedApp()
        app.tabSelected(.gallery)
        let gallery = try #require(app.gallery)
        let ids = gallery.itemIDs.value
        let reports: [(String, () -> Void)] = [
            ("layoutWidthChanged", { gallery.layoutWidthChanged(390) }),
            ("visibleItemsChanged", { gallery.visibleItemsChanged(0..<6) }),
            ("cellAppeared", { gallery.cellAppeared(ids[7]) }),
            ("cellDisappeared", { gallery.cellDisappeared(ids[7]) }),
        ]
        var round = 0
        for (name, report) in reports {
            round += 1
            let tracked = isTracked(report) {
                gallery.layoutWidthChanged(300 + Double(round) * 50)
                gallery.visibleItemsChanged(0..<(3 + round))
                gallery.cellAppeared(ids[round])
                gallery.selectionMoved(.right)
                gallery.deleteTapped(app.library.notebook.photoID(at: 0))
                gallery.deleteConfirmed()
            }
            #expect(!tracked, "\(name)")
        }
    }

    @Test func thePagersAndPickersLayoutReportsReadNothingUnderTracking() async throws {
        let app = try await launchedApp()
        app.tabSelected(.gallery)
        try #require(app.gallery).cellTapped(at: 0)
        guard case .photoPager(let pager) = app.screen.value else { throw Missing() }
        let pagerResized = isTracked(
            { pager.layoutWidthChanged(390) },
            change: {
                pager.layoutWidthChanged(400)
                pager.nextTapped()
            })
        #expect(!pagerResized)
        app.tabSelected(.notes)
        try #require(app.listNotes).addTapped()
        guard case .editNote(let editor) = app.screen.value else { throw Missing() }
        editor.colorSelector.squareTapped(.custom)
        guard case .colorPicker(let picker) = app.screen.value else { throw Missing() }
        let pickerResized = isTracked(
            { picker.fieldResized(width: 300, height: 200) },
            change: {
                picker.fieldResized(width: 320, height: 210)
                picker.sliderMoved(.hue, to: 0.5)
                picker.hexEntered("#336699")
            })
        #expect(!pickerResized)
    }

    struct Missing: Error {}
}
