import Foundation
import NotesCore
import NotesTerminal
import NotesTextUI
import NotesViewModels
import Terminal
import Testing
import TextSnapshots

/// Photos drawn with half-block characters where the terminal has no image protocol: the pager's
/// photo and the gallery's thumbnails, at 80×24 and 40×15.
@MainActor
@Suite struct NotesTerminalAppPictureTests {
    /// An 8×6 picture: red across, green down, blue constant.
    static let png = Data(
        PNGEncoder.encode(width: 8, height: 6) { x, y in (UInt8(x * 32), UInt8(y * 51), 128) })

    /// A loader that gives every photo ``png``, or `bytes` when given.
    static func loader(_ bytes: Data = png) -> ImageLoader {
        ImageLoader { request, completion in
            completion(
                .success(
                    LoadedImage(photoID: request.photo.id, size: PixelSize(width: 8, height: 6), data: bytes))
            )
            return .none
        }
    }

    static let small = TerminalSize(columns: 40, rows: 15)

    /// A harness on the gallery, its thumbnails drawn.
    static func gallery(
        size: TerminalSize, bytes: Data = png, colors: ColorCapability = .trueColor
    ) async -> TerminalAppHarness {
        var harness = TerminalAppHarness(size: size, imageLoader: loader(bytes), colors: colors)
        await harness.app.launch()
        harness.press(.tab)
        await harness.frontEnd.picturesSettled()
        return harness
    }

    /// The colours of the cell at `column` of a frame line.
    static func colors(of line: TerminalLine, at column: Int) -> TextStyle? {
        line.spans.last { $0.range.contains(column) }?.style
    }

    @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 15)])
    func thePagerDrawsThePhotoInHalfBlocks(size: TerminalSize) async throws {
        var harness = await Self.gallery(size: size)
        harness.press(.enter)
        await harness.frontEnd.picturesSettled()
        let frame = harness.frame
        let row = try #require(frame.lines.firstIndex { $0.text.contains("▀") })
        let line = frame.lines[row]
        let first = try #require(line.text.firstIndex(of: "▀"))
        let column = line.text.distance(from: line.text.startIndex, to: first)
        // The top-left cell: the first pixel on top, the first pixel of the second pixel row (or the
        // first, enlarged) below.
        let style = try #require(Self.colors(of: line, at: column))
        #expect(style.foreground == RGBColor(red: 0, green: 0, blue: 128))
        #expect(style.background?.red == 0 && style.background?.blue == 128)
        assertSnapshot(
            harness.screen, style: harness.screenStyle, named: "pager-picture-\(size.columns)x\(size.rows)")
    }

    @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 15)])
    func theGalleryDrawsThumbnailsInTheirCells(size: TerminalSize) async throws {
        let harness = await Self.gallery(size: size)
        let frame = harness.frame
        let thumbnailLines = frame.lines.filter { $0.text.contains("▀") }
        #expect(thumbnailLines.count == 3 * (size == Self.small ? 1 : 2))
        // Every line keeps its width: the cells' borders stay in place.
        #expect(frame.lines.allSatisfy { TextWidth.of($0.text) <= size.columns })
        assertSnapshot(
            harness.screen, style: harness.screenStyle,
            named: "gallery-thumbnails-\(size.columns)x\(size.rows)")
    }

    @Test func whileAPhotoIsDecodedThePagerAndItsThumbnailSaySo() async throws {
        var harness = TerminalAppHarness(size: Self.small, imageLoader: Self.loader(Self.png))
        await harness.app.launch()
        harness.press(.tab)
        // The decoding runs off the main actor, which this test holds until it awaits.
        #expect(harness.lines.contains { $0.contains("…") && !$0.contains("▀") })
        await harness.frontEnd.picturesSettled()
        harness.press(.enter)
        #expect(harness.lines.contains { $0.contains("Drawing the photo…") })
        await harness.frontEnd.picturesSettled()
        #expect(!harness.lines.contains { $0.contains("Drawing the photo…") })
        #expect(harness.lines.contains { $0.contains("▀") })
    }

    @Test func withoutColoursPhotosAreDrawnInShades() async throws {
        var harness = await Self.gallery(size: TerminalAppHarness.standardSize, colors: .none)
        let shades = Set("░▒▓█")
        let thumbnails = harness.frame.lines.filter { $0.text.contains { shades.contains($0) } }
        #expect(thumbnails.count == 6)
        #expect(!harness.lines.joined().contains("▀"))
        #expect(thumbnails.allSatisfy { $0.spans.allSatisfy { $0.style.foreground == nil } })
        harness.press(.enter)
        await harness.frontEnd.picturesSettled()
        // The pager's photo too: darker blue-green at the top left, lighter to the bottom right.
        let picture = harness.frame.lines.filter { $0.text.contains { shades.contains($0) } }
        #expect(picture.count >= 3)
        #expect(!harness.lines.joined().contains("▀"))
    }

    @Test func aPhotoThatCannotBeDecodedSaysSo() async throws {
        var harness = await Self.gallery(
            size: TerminalAppHarness.standardSize, bytes: Data([0xFF, 0xD8, 0xFF, 0xE0]))
        #expect(harness.lines.contains { $0.contains("no preview") })
        harness.press(.enter)
        await harness.frontEnd.picturesSettled()
        #expect(harness.lines.contains { $0.contains("No preview: the image ends before its pixel data") })
    }

    /// A 16×16 baseline JPEG (4:4:4, written by ImageMagick): gradients and colour patches.
    static let jpeg = Data(
        base64Encoded:
            "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQ"
            + "ERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQU"
            + "FBQUFBQUFBQUFBQUFBT/wAARCAAQABADAREAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAACAUG/8QAKRAAAAQEBAUFAAAA"
            + "AAAAAAAAAQIEEQMFEhMABgcUFRciM0EWITFS4f/EABkBAAIDAQAAAAAAAAAAAAAAAAQHAgUGCP/EACsRAAEDAgQEBQUAAAAA"
            + "AAAAAAECERIDBAUTFDEABhZSISIjQVEIFSUycf/aAAwDAQACEQMRAD8AOOmKDlYoizbY7i9BFLTXQzmAzuw/TDXxDBOuvxuf"
            + "lQM3jLbys0k9zu/ttwq8UX1DhSLXMjFYVs+wUPkfPDey7kENMZMlyqdeEzKjdlJoNoIlZxidsomFgdnE3yGOdbvm1PPNUYvc"
            + "UBRTcRampRWBEwJKKSErqp9JwtcQhZKRsJ6DEbH7TdLohX6MqTQ9gqTk0wGy3lMeFGeoTps/BcvJJtyDReoeE8S3LILV+y1X"
            + "XVVSZ+0zN5xSc7WvU9mizzYRWFOz7BQZnHdwP9P6Op8ZrWebGNFSnZ9l0xs47uKmnUuGTZLQIzRBikC71iFAGeIbwDiYOr3B"
            + "/wAlTqKTbnOBFOpLchIPgEMAhJq1k+b1EEgD+MQfi/NHV98vmEUcg1WVGTxgAJTIoAPp5hcg2VLUDTajBv/Z"
    )!

    @Test func aJPEGPhotoIsDrawnLikeAPNG() async throws {
        var harness = await Self.gallery(size: TerminalAppHarness.standardSize, bytes: Self.jpeg)
        #expect(!harness.lines.contains { $0.contains("no preview") })
        harness.press(.enter)
        await harness.frontEnd.picturesSettled()
        #expect(!harness.lines.contains { $0.contains("No preview") })
        #expect(harness.lines.contains { $0.contains("▀") })
    }

    @Test func pagingDrawsRenderingsThatAreReady() async throws {
        var harness = await Self.gallery(size: TerminalAppHarness.standardSize)
        harness.press(.enter)
        await harness.frontEnd.picturesSettled()
        // The neighbours were rendered with the current photo: the next page draws at once.
        harness.press(.right)
        #expect(harness.lines.contains { $0.contains("▀") })
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<10 {
                harness.press(.right)
                harness.press(.left)
            }
        }
        // Generous for a debug build on a busy machine; a frame is 16 ms.
        #expect(elapsed < .milliseconds(400))
    }

    @Test func anInlineImageProtocolDrawsThePhotoInsteadOfHalfBlocks() async throws {
        var environment = AppEnvironment.test(
            clock: ManualTimerClock(start: TerminalAppHarness.start),
            fileSystem: InMemoryFileSystem().fileSystem, imageLoader: Self.loader())
        environment.galleryMetrics = GalleryScreen.metrics
        let app = AppViewModel(storeDirectory: TerminalAppHarness.directory, environment: environment)
        let frontEnd = NotesTerminalApp(app: app, timeZone: .gmt, inlineImages: .kitty)
        await app.launch()
        _ = frontEnd.handle(.key(TerminalKeyPress(.tab)))
        _ = frontEnd.handle(.key(TerminalKeyPress(.enter)))
        _ = frontEnd.frame(size: TerminalAppHarness.standardSize)
        await frontEnd.picturesSettled()
        let frame = frontEnd.frame(size: TerminalAppHarness.standardSize)
        #expect(frame.images.count == 1)
        #expect(!frame.lines.dropFirst(13).contains { $0.text.contains("▀") })
    }
}
