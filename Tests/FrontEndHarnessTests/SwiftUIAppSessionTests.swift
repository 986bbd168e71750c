import Foundation
import NotesCore
import NotesViewModels
import SwiftUIStandIn
import Testing

/// The whole SwiftUI app of the Writing a front end article, every screen, on the stand-in's
/// update model: launched by its own `task`, driven as a user would, saved on going to the
/// background.
@MainActor
@Suite struct SwiftUIAppSessionTests {
    let clock = ManualTimerClock(start: Date(timeIntervalSince1970: 1_800_000_000))
    let disk = InMemoryFileSystem()
    let loader = ControlledImageLoader()

    @Test func aWholeSessionOnEveryScreenWastesNoEvaluationAndEvaluatesOneCellPerThumbnail() async throws {
        let app = AppViewModel(
            storeDirectory: URL(fileURLWithPath: "/store"),
            environment: .test(clock: clock, fileSystem: disk.fileSystem, imageLoader: loader.loader))
        let host = try ViewHost(NotesAppView(app: app))
        #expect(host.shows("Opening notes…"))
        try await host.settle()
        #expect(!host.shows("Opening notes…") && host.shows("5 Notes"))

        // Search, with the matches styled, then clear it.
        try host.type("bread", into: "Search")
        #expect(host.text.contains("Buy ⟦bread⟧.") && !host.shows("Long note"))
        try host.deleteBackward(5, in: "Search")
        #expect(host.shows("Long note") && !host.text.contains("⟦"))

        // Open a note, give it a colour from the picker, and save it.
        try host.tap("Short note")
        try host.type(" and milk", into: "Enter note title")
        try host.tap("Custom")
        #expect(host.shows("Note colour"))
        try host.drag("Hue and saturation", through: [CGPoint(x: 10, y: 10), CGPoint(x: 200, y: 100)])
        try host.slide("Brightness", to: 0.5)
        try host.replaceText("#336699", in: "Hex")
        try host.tap("Done")
        guard case .editNote(let editor) = app.screen.value else {
            Issue.record("the editor is not on top after the picker's Done")
            return
        }
        #expect(editor.color.value.hex() == "#336699")
        try host.tap("Done")
        #expect(app.notesPath.value.isEmpty)
        #expect(host.shows("Short note and milk"))

        // A new note.
        try host.tap("+")
        try host.type("Groceries", into: "Enter note title")
        try host.type("Milk", into: "Enter note content")
        try host.tap("Done")
        #expect(host.shows("6 Notes") && host.shows("Groceries"))

        // The gallery: each thumbnail arriving evaluates its own cell, and no other view.
        #expect(loader.started.isEmpty, "no thumbnail loads while the gallery tab is not shown")
        try host.choose("Gallery", in: "Tabs")
        #expect(host.shows("11 photos"))
        let waiting = loader.waitingPhotoIDs
        #expect(waiting.count == 11)
        for (index, id) in waiting.enumerated() {
            let before = host.text
            #expect(loader.succeed(id))
            try host.update()
            #expect(host.lastUpdateEvaluatedViews == ["GalleryCellView"], "thumbnail \(index)")
            #expect(host.text != before, "thumbnail \(index) shows")
        }

        // The pager: the next photo, then delete it after a cancelled question.
        try host.tap("Sunrise")
        #expect(host.shows("1 of 11"))
        try host.choose("SunriseOverMountains", in: "Pages")
        #expect(host.shows("2 of 11"))
        try host.tap("Delete")
        #expect(host.shows(PhotoPagerText.deleteQuestion(.english)))
        try host.tap("Cancel")
        #expect(!host.shows(PhotoPagerText.deleteQuestion(.english)) && host.shows("2 of 11"))
        try host.tap("Delete")
        try host.tap("Delete")
        #expect(host.shows("2 of 10") && !host.shows("SunriseOverMountains"))
        try host.tap("Back")
        #expect(host.shows("10 photos") && app.galleryPath.value.isEmpty)

        // Going to the background saves everything at once.
        #expect(app.saveStatus.value != .saved)
        try host.changeScenePhase(to: .background)
        for _ in 0..<1_000 where app.saveStatus.value != .saved {
            try await Task.sleep(for: .milliseconds(2))
        }
        try host.update()
        #expect(app.saveStatus.value == .saved)
        #expect(host.shows(app.saveStatusText.value))

        #expect(host.unchangedEvaluations == 0, "\(host.unchangedViews)")
    }
}
