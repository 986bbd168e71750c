import Foundation
import Testing
import TextSnapshots

@Suite struct SnapshotReviewPageTests {
    /// A suite with a changed colour, one unchanged snapshot, and a new one.
    static func sandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        let text = SnapshotStyleVerifierTests.text
        try sandbox.write(text, to: "Picker/swatch.txt")
        try sandbox.write(SnapshotStyleVerifierTests.green.sidecarText, to: "Picker/swatch.style")
        try sandbox.write(SnapshotStyleVerifierTests.blue.sidecarText, to: "Picker/swatch.style.new")
        try sandbox.write("a < b & \"c\"\n", to: "List/plain.txt")
        try sandbox.write("fresh\n", to: "List/added.txt.new")
        return sandbox
    }

    static func page() throws -> String {
        let sandbox = try sandbox()
        return try SnapshotReviewPage(review: SnapshotReview(directory: sandbox.directory)).html
    }

    @Test func theChangedColourIsDrawnBesideTheAcceptedOneWithItsCellsMarked() throws {
        let html = try Self.page()
        #expect(html.contains("<span class=\"c\" style=\"background:#00C853\">██████</span>"))
        #expect(html.contains("<span class=\"c m\" style=\"background:#1E88E5\">██████</span>"))
        #expect(html.contains("Pending: 6 cells changed"))
        #expect(html.contains("<code>swift run snapshots accept Picker/swatch</code>"))
        #expect(html.contains("<code>swift run snapshots reject Picker/swatch</code>"))
        #expect(html.contains("<summary>Style sidecar diff</summary>"))
        #expect(html.contains("<ins>+1:1 bg #1E88E5*6</ins>"))
    }

    @Test func everySnapshotIsOnThePageChangedOnesMarkedForTheFirstView() throws {
        let html = try Self.page()
        #expect(html.contains("2 pending of 3 snapshots in 2 suites."))
        #expect(html.contains("id=\"s-List%2Fplain\" tabindex=\"-1\" data-accept"))
        #expect(html.contains("id=\"s-List%2Fadded\" tabindex=\"-1\" data-changed"))
        #expect(html.contains("Pending (new)"))
        #expect(html.contains("a &lt; b &amp; &quot;c&quot;"))
    }

    @Test func thePageLoadsNothingFromOutside() throws {
        let html = try Self.page()
        for outside in ["http:", "https:", "src=", "<link", "@import", "url("] {
            #expect(!html.contains(outside), "\(outside)")
        }
    }

    @Test func picturesAreDrawnAsTheirTwoPixels() {
        var style = SnapshotStyle()
        let red = SnapshotColor(red: 0xFF, green: 0, blue: 0)
        let blue = SnapshotColor(red: 0, green: 0, blue: 0xFF)
        style.paint(row: 0, columns: 1..<2, with: .picture(top: red, bottom: blue))
        let text = "[ ]\n"
        let html = SnapshotReviewPage.frameHTML(text: text, style: style)
        #expect(
            html
                == "<pre>[<span class=\"c\" style=\"background:linear-gradient(#FF0000 50%,#0000FF 50%)\"> </span>]\n</pre>"
        )
    }

    @Test func theCommandIsWrittenToTheFolder() throws {
        let sandbox = try Self.sandbox()
        let folder = sandbox.root.appendingPathComponent("review", isDirectory: true)
        let command = try SnapshotReviewCommand(arguments: ["review", "--html", folder.path])
        let (status, output) = SnapshotReview(directory: sandbox.directory).run(command)
        #expect(status == 0)
        #expect(output.hasSuffix("(3 snapshots, 2 pending).\n"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path))
    }
}
