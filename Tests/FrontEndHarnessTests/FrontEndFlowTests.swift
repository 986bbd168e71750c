import Foundation
import NotesCore
import NotesViewModels
import SwiftUIStandIn
import Testing

/// The SwiftUI-shaped front end over every screen, driven as a user would, on the stand-in's
/// update model: every flow works through view code alone, and no view is evaluated again without
/// its output changing.
@MainActor
@Suite struct FrontEndFlowTests {
    let clock = ManualTimerClock(start: Date(timeIntervalSince1970: 1_800_000_000))
    let disk = InMemoryFileSystem()

    func launchedHost() async throws -> (AppViewModel, ViewHost) {
        let app = AppViewModel(
            storeDirectory: URL(fileURLWithPath: "/store"),
            environment: .test(clock: clock, fileSystem: disk.fileSystem))
        let host = try ViewHost(NotesAppView(app: app))
        #expect(host.shows("Opening notes…"))
        try await host.settle()
        return (app, host)
    }

    @Test func searchEditCancelAndDone() async throws {
        let (_, host) = try await launchedHost()
        #expect(host.shows("5 Notes"))
        try host.type("bread", into: "Search")
        #expect(host.text.contains("Buy ⟦bread⟧.") && !host.shows("Long note"))
        try host.replaceText("", in: "Search")
        #expect(host.shows("Long note"))

        try host.tap("Short note")
        try host.type(" and milk", into: "Enter note title")
        #expect(try host.value(of: "Enter note title") == "Short note and milk")
        try host.tap("Cancel")
        #expect(host.shows("Short note") && !host.shows("Short note and milk"))

        try host.tap("Short note")
        try host.type("!", into: "Enter note content")
        try host.tap("Done")
        #expect(host.shows("Buy bread.!"))
        #expect(host.unchangedEvaluations == 0, "\(host.unchangedViews)")
    }

    @Test func newNoteWithAColourFromThePicker() async throws {
        let (app, host) = try await launchedHost()
        try host.tap("+")
        try host.type("Groceries", into: "Enter note title")
        #expect(!(try host.tap("Done")), "a disabled Done takes no tap")
        #expect(host.shows("The note's text is empty."))
        try host.type("Milk", into: "Enter note content")
        try host.tap("Red")
        try host.tap("Custom")
        #expect(host.shows("Note colour"))
        try host.drag("Hue and saturation", through: [CGPoint(x: 10, y: 10), CGPoint(x: 200, y: 100)])
        try host.slide("Brightness", to: 0.5)
        try host.replaceText("#336699", in: "Hex")
        try host.tap("Done")
        #expect(host.shows("Enter note title"))
        guard case .editNote(let editor) = app.screen.value else {
            Issue.record("the editor is not on top")
            return
        }
        #expect(editor.color.value.hex() == "#336699")
        try host.tap("Done")
        #expect(host.shows("Groceries"))
        #expect(host.unchangedEvaluations == 0, "\(host.unchangedViews)")
    }

    @Test func galleryPagerSwipesAndDeleteThenQuit() async throws {
        let (app, host) = try await launchedHost()
        try host.choose("Gallery", in: "Tabs")
        #expect(host.shows("11 photos"))
        #expect(host.shows("Sunrise"))
        try host.tap("Sunrise")
        #expect(host.shows("1 of 11"))
        try host.choose("SunriseOverMountains", in: "Pages")
        #expect(host.shows("2 of 11"))
        try host.tap("Delete")
        #expect(host.shows(PhotoPagerText.deleteQuestion(.english)))
        try host.tap("Delete")
        #expect(host.shows("2 of 10"))
        #expect(!host.shows("SunriseOverMountains"))
        try host.tap("Back")
        #expect(host.shows("10 photos"))
        #expect(await app.quitRequested() == .saved)
        #expect(host.unchangedEvaluations == 0, "\(host.unchangedViews)")
    }
}
