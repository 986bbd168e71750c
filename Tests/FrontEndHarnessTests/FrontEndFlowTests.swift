import Foundation
import NotesCore
import NotesViewModels
import SwiftUIStandIn
import Testing

/// The SwiftUI-shaped front end over every screen, driven as a user would, on the stand-in's
/// update model: every flow works, and no view is evaluated again without its output changing.
@MainActor
@Suite struct FrontEndFlowTests {
    let clock = ManualTimerClock(start: Date(timeIntervalSince1970: 1_800_000_000))
    let disk = InMemoryFileSystem()

    func launchedHost() async throws -> (AppViewModel, ViewHost) {
        let app = AppViewModel(
            storeDirectory: URL(fileURLWithPath: "/store"),
            environment: .test(clock: clock, fileSystem: disk.fileSystem))
        let host = try ViewHost(NotesAppView(app: app))
        await app.launch()
        try host.update()
        return (app, host)
    }

    @Test func flows() async throws {
        let (app, host) = try await launchedHost()
        try host.tap("Short note")
        try host.type(" and milk", into: "Enter note title")
        try host.tap("Cancel")
        print("AFTER CANCEL\n" + host.text)
        try host.tap("Short note")
        try host.type("!", into: "Enter note content")
        try host.tap("Done")
        print("AFTER DONE\n" + host.text)
        try host.replaceText("bread", in: "Search")
        print("SEARCH\n" + host.text)
        try host.replaceText("", in: "Search")
        try host.tap("+")
        try host.type("New", into: "Enter note title")
        print("NEW\n" + host.text)
        try host.type("Body", into: "Enter note content")
        try host.tap("Red")
        try host.tap("Custom")
        print("PICKER\n" + host.text)
        try host.drag("Hue and saturation", through: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 50)])
        try host.slide("Brightness", to: 0.5)
        try host.replaceText("#336699", in: "Hex")
        print("PICKER2\n" + host.text)
        try host.tap("Done")
        print("EDITOR\n" + host.text)
        try host.tap("Done")
        try host.choose("Gallery", in: "Tabs")
        print("GALLERY\n" + host.text)
        _ = app
        #expect(host.unchangedEvaluations == 0, "\(host.unchangedViews)")
    }
}
