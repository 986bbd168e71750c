import Testing
import TextSnapshots

@Suite struct SnapshotStyleTests {
    static let teal = SnapshotColor(red: 0x80, green: 0xFF, blue: 0xFF)
    static let red = SnapshotColor(red: 0xFF, green: 0, blue: 0)
    static let blue = SnapshotColor(red: 0, green: 0, blue: 0xFF)

    /// An inverse title bar, a swatch, a field of two colours, a bold word and a picture.
    static var sample: SnapshotStyle {
        var style = SnapshotStyle()
        style.paint(row: 0, columns: 0..<4, with: SnapshotCellStyle(isInverse: true))
        style.paint(row: 4, columns: 3..<9, with: SnapshotCellStyle(foreground: teal))
        style.paint(row: 9, columns: 2..<4, with: SnapshotCellStyle(background: red))
        style.paint(row: 9, columns: 4..<5, with: SnapshotCellStyle(background: blue))
        style.paint(row: 9, columns: 6..<8, with: SnapshotCellStyle(isBold: true))
        style.paint(row: 12, columns: 1..<3, with: .picture(top: red, bottom: blue))
        style.paint(row: 12, columns: 3..<4, with: .picture(top: blue, bottom: nil))
        return style
    }

    @Test func theSidecarIsOneLinePerRunSortedWithRepeatsCompressed() {
        #expect(
            Self.sample.sidecarText == """
                style 1
                0:0 inverse 4
                4:3 fg #80FFFF*6
                9:2 bg #FF0000*2 #0000FF
                9:6 bold 2
                12:1 picture #FF0000/#0000FF*2 #0000FF/-

                """)
    }

    @Test func theSidecarReadsBackToTheSameCells() throws {
        let read = try SnapshotStyle(sidecar: Self.sample.sidecarText)
        #expect(read == Self.sample)
        #expect(read[12, 3] == .picture(top: Self.blue, bottom: nil))
        #expect(read[9, 5] == .plain)
    }

    @Test func theBytesDependOnlyOnTheCellsNotOnHowTheyWerePainted() {
        var painted = SnapshotStyle()
        painted.paint(row: 2, columns: 0..<6, with: SnapshotCellStyle(foreground: Self.red))
        painted.paint(row: 2, columns: 3..<6, with: SnapshotCellStyle(foreground: Self.blue))
        painted.paint(row: 2, columns: 6..<9, with: .plain)
        var direct = SnapshotStyle()
        direct.paint(row: 2, columns: 3..<6, with: SnapshotCellStyle(foreground: Self.blue))
        direct.paint(row: 2, columns: 0..<3, with: SnapshotCellStyle(foreground: Self.red))
        #expect(painted == direct)
        #expect(painted.sidecarText == "style 1\n2:0 fg #FF0000*3 #0000FF*3\n")
    }

    @Test func changedCellsAreThoseDrawnDifferently() {
        var changed = Self.sample
        changed.paint(row: 9, columns: 3..<4, with: SnapshotCellStyle(background: Self.blue))
        changed.paint(row: 20, columns: 0..<1, with: SnapshotCellStyle(isBold: true))
        #expect(
            changed.changedCells(comparedWith: Self.sample) == [
                SnapshotStyle.Cell(row: 9, column: 3), SnapshotStyle.Cell(row: 20, column: 0),
            ])
    }

    @Test func aBrokenSidecarNamesItsLine() {
        #expect(throws: SnapshotStyleError(line: 1, reason: "the first line is not \"style 1\"")) {
            try SnapshotStyle(sidecar: "colours\n")
        }
        #expect(throws: SnapshotStyleError(line: 2, reason: "#12345 is not #RRGGBB")) {
            try SnapshotStyle(sidecar: "style 1\n0:0 fg #12345\n")
        }
        #expect(throws: SnapshotStyleError.self) { try SnapshotStyle(sidecar: "style 1\n0 fg #123456\n") }
    }

    @Test func coloursAreWrittenAndReadAsHex() {
        #expect(SnapshotColor(red: 1, green: 0xAB, blue: 0xFF).description == "#01ABFF")
        #expect(SnapshotColor(hex: "#01abff") == SnapshotColor(red: 1, green: 0xAB, blue: 0xFF))
        #expect(SnapshotColor(hex: "01ABFF") == nil)
        #expect(SnapshotColor(hex: "#01ABFG") == nil)
    }
}
