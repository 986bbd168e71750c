import Terminal
import Testing

@testable import NotesTerminal

/// The gallery's thumbnails are sized to the terminal, as the pager's photo is: square in a cell
/// as wide as a third of the terminal, as tall as leaves room for two rows of cells, and never
/// smaller than the three lines of a small terminal.
@MainActor
@Suite struct NotesTerminalAppThumbnailSizeTests {
    /// The first thumbnail drawn: its width in columns and its height in lines.
    static func firstThumbnail(in harness: TerminalAppHarness) throws -> (columns: Int, lines: Int) {
        let lines = harness.frame.lines.map(\.text)
        let top = try #require(lines.firstIndex { $0.contains("▀") })
        let row = Array(lines[top])
        let start = try #require(row.firstIndex(of: "▀"))
        let columns = row[start...].prefix { $0 == "▀" }.count
        let height = lines[top...].prefix { Array($0).indices.contains(start) && Array($0)[start] == "▀" }
            .count
        return (columns, height)
    }

    @Test func thumbnailsGrowWithTheTerminalAndKeepTheirShape() async throws {
        let standard = try Self.firstThumbnail(
            in: await NotesTerminalAppPictureTests.gallery(size: TerminalAppHarness.standardSize))
        let large = try Self.firstThumbnail(
            in: await NotesTerminalAppPictureTests.gallery(size: TerminalSize(columns: 160, rows: 50)))
        #expect(large.columns > standard.columns)
        #expect(large.lines > standard.lines)
        // The 8×6 picture keeps its 4:3 shape: a line is two pixels high.
        let ratio = Double(large.columns) / Double(large.lines * 2)
        #expect(abs(ratio - 4.0 / 3.0) < 0.2, "\(large)")
    }

    @Test func aThumbnailIsSquareButLeavesRoomForTwoRowsOfCells() {
        // At 80×24 the gallery keeps three lines, the size of its snapshots.
        #expect(GalleryGridScreen.thumbnailRows(cellSide: 25, height: 21) == 3)
        // Square where the terminal is tall enough: 22 columns inside the border, 11 lines.
        #expect(GalleryGridScreen.thumbnailRows(cellSide: 24, height: 60) == 11)
        // Two rows of cells (four lines each besides the thumbnail) under nine lines of the rest.
        #expect(GalleryGridScreen.thumbnailRows(cellSide: 60, height: 47) == 15)
        #expect(GalleryGridScreen.thumbnailRows(cellSide: 4, height: 100) == 3)
    }
}
