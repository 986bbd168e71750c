import Foundation
import NotesCore
import NotesTerminal
import Terminal
import Testing

/// The pager's photo on a terminal with an image protocol: kitty is sent a JPEG as raw pixels,
/// decoded and reduced to its cells, and a PNG as its file; iTerm2 is sent either as its file.
@MainActor
@Suite struct NotesTerminalAppInlineImageTests {
    /// A 120×240 baseline JPEG (written by ImageMagick): red at the top to blue at the bottom.
    static let tallJPEG = Data(
        base64Encoded:
            "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDACgcHiMeGSgjISMtKygwPGRBPDc3PHtYXUlkkYCZlo+AjIqgtObDoKrarYqMyP/L"
            + "2u71////m8H////6/+b9//j/2wBDASstLTw1PHZBQXb4pYyl+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4"
            + "+Pj4+Pj4+Pj4+Pj4+Pj/wAARCADwAHgDAREAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAEE/8QAFBABAAAAAAAAAAAA"
            + "AAAAAAAAAP/EABgBAQEBAQEAAAAAAAAAAAAAAAABAgQF/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8Ayud6"
            + "4AAAAAAAAAAAAACNIAAAAAAAAAAAAAAKgAAAAAAAAAAAAAAoAAAAAAAAAAAAAAioAAAAAAAAAAAAAAKgAAAAAAAAAAAAAAqA"
            + "AAAAAAAAAAAAAIqAAAAAAAAAAAAAACoAAAAAAAAAAAAAAKgAAAAAAAAAAAAACKgAAAAAAAAAAAAAAqAAAAAAAAAAAAAACoAA"
            + "AAAAAAAAAAAAioAAAAAAAAAAAAAAKgAAAAAAAAAAAAAAqAAAAAAAAAAAAAAIoAAAAAAAAAAAAAANIAAAAAAAAAAAAAAKgAAA"
            + "AAAAAAAAAAAqAAAAAAAAAAAAAAIqAAAAAAAAAAAAAACoAAAAAAAAAAAAAAKgAAAAAAAAAAAAACKgAAAAAAAAAAAAAAqAAAAA"
            + "AAAAAAAAACoAAAAAAAAAAAAAAioAAAAAAAAAAAAAAKgAAAAAAAAAAAAAAqAAAAAAAAAAAAAAIoAAAAAAAAAAAAAA/9k="
    )!

    /// A harness on `inline` with every photo `bytes`, on the pager of the first photo, its
    /// pictures decoded.
    static func pager(_ inline: InlineImageProtocol, bytes: Data) async -> TerminalAppHarness {
        var harness = TerminalAppHarness(
            imageLoader: NotesTerminalAppPictureTests.loader(bytes), inlineImages: inline)
        await harness.app.launch()
        harness.press(.tab)
        harness.press(.enter)
        await harness.frontEnd.picturesSettled()
        return harness
    }

    /// What the renderer writes for the harness's frame on a terminal with `inline`.
    static func output(_ harness: TerminalAppHarness, _ inline: InlineImageProtocol) -> String {
        var renderer = FrameRenderer(colors: .trueColor, synchronizedOutput: false, inlineImages: inline)
        return renderer.render(harness.frame, size: harness.size)
    }

    /// The first of kitty's graphics commands in `output` that places a picture: its keys, and the
    /// base64 of all its chunks.
    static func kittyPicture(_ output: String) -> (keys: String, payload: String)? {
        let commands = output.components(separatedBy: "\u{1B}_G").dropFirst().map {
            $0.components(separatedBy: "\u{1B}\\")[0].split(
                separator: ";", maxSplits: 1, omittingEmptySubsequences: false
            ).map(String.init)
        }
        guard let first = commands.firstIndex(where: { $0[0].hasPrefix("a=T,") }) else { return nil }
        var end = first
        while end < commands.count, commands[end][0].hasSuffix("m=1") { end += 1 }
        let payload = commands[first...min(end, commands.count - 1)].map { $0.count > 1 ? $0[1] : "" }
            .joined()
        return (commands[first][0], payload)
    }

    @Test func kittyDrawsAJPEGPhotoAsItsPixelsReducedToTheCellsItGoesIn() async throws {
        let harness = await Self.pager(.kitty, bytes: Self.tallJPEG)
        let picture = try #require(Self.kittyPicture(Self.output(harness, .kitty)))
        // 76 × 9 cells free under the card at 80×24: 760×180 pixels at 10×20 a cell, so the
        // 120×240 photo is reduced to 90×180, over 9 × 9 cells centred in the 76 columns.
        #expect(picture.keys == "a=T,f=24,s=90,v=180,q=2,C=1,c=9,r=9,m=1")
        let pixels = try #require(Data(base64Encoded: picture.payload))
        #expect(pixels.count == 90 * 180 * 3)
        // Red at the top, blue at the bottom.
        #expect(pixels[0] > 200 && pixels[2] < 60)
        #expect(pixels[pixels.count - 3] < 60 && pixels[pixels.count - 1] > 200)
        let image = try #require(harness.frame.images.first)
        #expect(image.column == 2 + (76 - 9) / 2)
        #expect(!harness.lines.contains { $0.contains("No preview") || $0.contains("▀") })
    }

    @Test func kittyPagingDrawsPixelsDecodedAhead() async throws {
        var harness = await Self.pager(.kitty, bytes: Self.tallJPEG)
        // The neighbours were decoded with the current photo: the next page draws at once.
        harness.press(.right)
        #expect(harness.lines.contains { $0.contains("2 of") })
        #expect(
            Self.kittyPicture(Self.output(harness, .kitty))?.keys.hasPrefix("a=T,f=24,s=90,v=180,") == true)
    }

    @Test func kittyNeverEnlargesASmallJPEG() async throws {
        let harness = await Self.pager(.kitty, bytes: NotesTerminalAppPictureTests.jpeg)
        let picture = try #require(Self.kittyPicture(Self.output(harness, .kitty)))
        #expect(picture.keys == "a=T,f=24,s=16,v=16,q=2,C=1,c=2,r=1,m=0")
        #expect(Data(base64Encoded: picture.payload)?.count == 16 * 16 * 3)
    }

    @Test func kittyStillDrawsAPNGPhotoAsItsFile() async throws {
        let harness = await Self.pager(.kitty, bytes: NotesTerminalAppPictureTests.png)
        let picture = try #require(Self.kittyPicture(Self.output(harness, .kitty)))
        #expect(picture.keys.hasPrefix("a=T,f=100,q=2,C=1,c=76,r="))
        #expect(Data(base64Encoded: picture.payload) == NotesTerminalAppPictureTests.png)
    }

    @Test func kittySaysAJPEGThatCannotBeDecodedHasNoPreview() async throws {
        let harness = await Self.pager(.kitty, bytes: Data([0xFF, 0xD8, 0xFF, 0xE0]))
        #expect(harness.lines.contains { $0.contains("No preview: the image ends before its pixel data") })
        #expect(harness.frame.images.isEmpty)
        #expect(!Self.output(harness, .kitty).contains("a=T"))
    }

    @Test func iTerm2IsSentAJPEGPhotoAsItsFileOverTheFreeCells() async throws {
        let harness = await Self.pager(.iTerm2, bytes: Self.tallJPEG)
        let output = Self.output(harness, .iTerm2)
        #expect(
            output.contains(
                "\u{1B}]1337;File=inline=1;size=\(Self.tallJPEG.count);width=76;height=9;preserveAspectRatio=1:"
                    + Self.tallJPEG.base64EncodedString() + "\u{07}"))
        #expect(!output.contains("\u{1B}_G"))
        #expect(harness.frame.images.map(\.format) == [.jpeg])
    }
}
