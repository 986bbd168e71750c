import Testing
import TextSnapshots

/// The style sidecar beside the text: compared, made pending, accepted and indexed as the text is.
@Suite struct SnapshotStyleVerifierTests {
    static let text = "┌──────┐\n│██████│\n└──────┘\n"

    static func style(_ color: SnapshotColor) -> SnapshotStyle {
        var style = SnapshotStyle()
        style.paint(row: 1, columns: 1..<7, with: SnapshotCellStyle(background: color))
        return style
    }

    static let green = style(SnapshotColor(red: 0, green: 0xC8, blue: 0x53))
    static let blue = style(SnapshotColor(red: 0x1E, green: 0x88, blue: 0xE5))

    @Test func aChangedColourFailsAndWritesOnlyThePendingSidecar() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.text, to: "Picker/swatch.txt")
        try sandbox.write(Self.green.sidecarText, to: "Picker/swatch.style")
        let result = verifySnapshot(
            Self.text, style: Self.blue, named: "swatch", suite: "Picker",
            configuration: sandbox.configuration(.pending))
        #expect(result.status == .pending)
        #expect(result.failure == .styleMismatch(try SnapshotID(parsing: "Picker/swatch")))
        #expect(result.message.contains("the style (colours and pictures) does not match"))
        #expect(result.message.contains("6 cells changed."))
        #expect(result.message.contains("-1:1 bg #00C853*6\n+1:1 bg #1E88E5*6\n"))
        #expect(sandbox.files() == ["Picker/swatch.style", "Picker/swatch.style.new", "Picker/swatch.txt"])
    }

    @Test func aMatchingStylePassesAndClearsItsPendingFile() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.text, to: "Picker/swatch.txt")
        try sandbox.write(Self.green.sidecarText, to: "Picker/swatch.style")
        try sandbox.write(Self.blue.sidecarText, to: "Picker/swatch.style.new")
        let result = verifySnapshot(
            Self.text, style: Self.green, named: "swatch", suite: "Picker",
            configuration: sandbox.configuration(.pending))
        #expect(result == SnapshotResult(status: .matched))
        #expect(sandbox.files() == ["Picker/swatch.style", "Picker/swatch.txt"])
    }

    @Test func aMissingSidecarIsWrittenInMissingModeAndFailsOnCI() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.text, to: "Picker/swatch.txt")
        let never = verifySnapshot(
            Self.text, style: Self.green, named: "swatch", suite: "Picker",
            configuration: sandbox.configuration(.never))
        #expect(never.failure == .missingStyle(try SnapshotID(parsing: "Picker/swatch")))
        #expect(sandbox.files() == ["Picker/swatch.txt"])
        let written = verifySnapshot(
            Self.text, style: Self.green, named: "swatch", suite: "Picker",
            configuration: SnapshotConfiguration(
                directory: sandbox.directory, mode: .missing, session: SnapshotSession(scope: .complete)))
        #expect(written.status == .written)
        #expect(sandbox.text(at: "Picker/swatch.style") == Self.green.sidecarText)
    }

    @Test func aSidecarTheAssertionNoLongerRecordsFails() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.text, to: "Picker/swatch.txt")
        try sandbox.write(Self.green.sidecarText, to: "Picker/swatch.style")
        let result = verifySnapshot(
            Self.text, named: "swatch", suite: "Picker", configuration: sandbox.configuration(.pending))
        #expect(result.status == .failed)
        #expect(result.failure == .styleNotRecorded(try SnapshotID(parsing: "Picker/swatch")))
    }

    @Test func reviewListsAcceptsAndIndexesTheSidecarWithItsText() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.text, to: "Picker/swatch.txt")
        try sandbox.write(Self.green.sidecarText, to: "Picker/swatch.style")
        try sandbox.write(Self.blue.sidecarText, to: "Picker/swatch.style.new")
        let review = SnapshotReview(directory: sandbox.directory)
        let id = try SnapshotID(parsing: "Picker/swatch")
        #expect(review.pendingIDs() == [id])
        let (_, list) = review.run(.list)
        #expect(list.contains("== Picker/swatch (style, changed)\n--- a/Snapshots/Picker/swatch.style"))
        let (status, output) = review.run(.accept([id]))
        #expect(status == 0)
        #expect(output.hasPrefix("accepted Picker/swatch (style)\n"))
        #expect(sandbox.text(at: "Picker/swatch.style") == Self.blue.sidecarText)
        #expect(
            sandbox.text(at: "INDEX.md")?.contains(
                "[swatch](Picker/swatch.txt) · [style](Picker/swatch.style)") == true)
    }

    @Test func theScanExpectsSidecarsAndReportsOnesWithoutText() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.text, to: "Picker/swatch.txt")
        try sandbox.write(Self.green.sidecarText, to: "Picker/swatch.style")
        try sandbox.write(Self.blue.sidecarText, to: "Picker/swatch.style.new")
        try sandbox.write(Self.green.sidecarText, to: "Picker/gone.style")
        let session = SnapshotSession(scope: .complete)
        _ = verifySnapshot(
            Self.text, style: Self.green, named: "swatch", suite: "Picker",
            configuration: SnapshotConfiguration(directory: sandbox.directory, mode: .never, session: session)
        )
        let summary = session.summary()
        #expect(summary.obsolete == ["Picker/gone (style)"])
        #expect(summary.unexpected == [])
    }
}
