import Foundation
import NotesCore
import NotesTextUI
import NotesViewModels
import Terminal

/// The photo pager: ←/→ or h/l page, `d` deletes (asking first), `u` undoes the last delete, `r`
/// retries a failed load, Esc goes back; the current photo drawn under its card.
///
/// It keeps no view state of its own: the current photo and the deletion waiting for its answer
/// are the view model's.
@MainActor
final class PagerScreen: TerminalScreen {
    /// What the pager's keys do: page and the rest, or answer the deletion question.
    enum Action: ScreenAction {
        case pager(PagerKey)
        case deletion(BoxKey)

        var shared: AppKey? {
            switch self {
            case .pager(let key): key.shared
            case .deletion(let key): key.shared
            }
        }
    }

    /// The pager shown.
    let pager: PhotoPagerViewModel
    private unowned let host: any ScreenHost

    /// Below this many free lines the pager's photo takes the place of its list of slots.
    static let smallestPictureRows = 6

    /// A screen showing `pager` in the app `host` shows.
    init(pager: PhotoPagerViewModel, host: any ScreenHost) {
        self.pager = pager
        self.host = host
    }

    var keyTable: KeyTable<Action> {
        if pager.pendingDeletion.value != nil {
            return BoxKey.photoDeletion(host.words).mapped(Action.deletion)
        }
        return PagerKey.table(host.words).mapped(Action.pager)
    }

    var isAskingYesOrNo: Bool { pager.pendingDeletion.value != nil }

    func handle(_ action: Action, _ press: TerminalKeyPress) -> NotesTerminalAction {
        switch action {
        case .deletion(let key):
            if key == .yes { pager.deleteConfirmed() } else { pager.deleteCancelled() }
        case .pager(.previous): pager.previousTapped()
        case .pager(.next): pager.nextTapped()
        case .pager(.delete): if !host.refusesChangeWhileReadOnly() { pager.deleteTapped() }
        case .pager(.undoDelete): if !host.refusesChangeWhileReadOnly() { host.undoDeletionPressed() }
        case .pager(.retry):
            if let photo = pager.currentPhoto.value { pager.retryTapped(photo.id) }
        case .pager(.back): host.app.backTapped()
        case .pager(.app): break
        }
        return .redraw
    }

    /// The pager: its slots and the current photo as a framed card with its name and pixel size;
    /// below it, where the terminal has no image protocol, the photo in half-block characters in the
    /// lines left of `height`, after a blank one.
    ///
    /// Where the terminal has one, the photo is one of ``images(width:bodyHeight:)`` instead, and
    /// only a photo being decoded for it, or one that cannot be, says so under the card.
    func frame(width: Int, height: Int) -> ScreenFrame {
        let screen = PhotoPagerScreen(width: width, audience: .user)
        pager.layoutWidthChanged(screen.layoutWidth)
        let lines = screen.render(pager).split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalLine(String($0)) }
        guard host.inlineImages == nil else {
            switch inlinePixels(width: width, bodyHeight: height) {
            case .undecodable(let error):
                return ScreenFrame(
                    lines + [TerminalLine(""), noPreviewLine(error, width: width, within: width - 4)])
            case .rendering:
                return ScreenFrame(lines + [TerminalLine(""), drawingLine(width: width, within: width - 4)])
            case .drawn, nil:
                return ScreenFrame(lines)
            }
        }
        var shown = lines
        // On a short terminal the photo takes the place of the list of slots.
        let separators = lines.indices.filter { lines[$0].text.hasPrefix("├") }
        if height - lines.count - 1 < Self.smallestPictureRows, separators.count >= 2 {
            shown.removeSubrange(separators[0] + 1...separators[1])
        }
        let picture = pictureLines(width: width, rows: height - shown.count - 1)
        return ScreenFrame(picture.isEmpty ? shown : shown + [TerminalLine("")] + picture)
    }

    /// The size in pixels a cell is taken to have where the terminal is sent pixels: a photo is
    /// decoded to no more than its cells show at this size, a typical one.
    static let cellPixels = PixelSize(width: 10, height: 20)

    /// The current photo as a picture in the rows the pager's wireframe leaves free, for terminals
    /// that draw pictures (the renderer leaves it out elsewhere); none until its image has loaded,
    /// or when fewer than three rows are free.
    ///
    /// A photo in a format the terminal's protocol draws goes as its bytes over all those cells; one
    /// it does not (a JPEG on kitty) goes as pixels where the protocol takes them, decoded off the
    /// main actor to no more than the cells show at ``cellPixels`` (never enlarged), over the cells
    /// of its aspect ratio, centred; none until they are decoded.
    func images(width: Int, bodyHeight: Int) -> [TerminalImage] {
        guard let image = currentImage, let area = inlineArea(width: width, bodyHeight: bodyHeight) else {
            return []
        }
        // Body row r is screen row r + 1, under the top line.
        guard let inline = host.inlineImages, Self.needsPixels(image, inline) else {
            return [
                TerminalImage(
                    column: 2, row: 1 + area.row, columns: area.columns, rows: area.rows, data: image.data,
                    format: Self.format(of: image))
            ]
        }
        guard case .drawn(let pixels) = inlinePixels(width: width, bodyHeight: bodyHeight) else { return [] }
        let size = pixels.size
        let cell = Self.cellPixels
        let columns = min(max((size.width + cell.width - 1) / cell.width, 1), area.columns)
        let rows = min(max((size.height + cell.height - 1) / cell.height, 1), area.rows)
        return [
            TerminalImage(
                column: 2 + (area.columns - columns) / 2, row: 1 + area.row, columns: columns, rows: rows,
                data: Data(pixels.rgb), format: .rgb(width: size.width, height: size.height))
        ]
    }

    /// The current photo's image, once loaded with more than a signature's bytes.
    private var currentImage: LoadedImage? {
        guard let image = pager.pages.value.first(where: \.isCurrent)?.load.image, image.data.count > 3 else {
            return nil
        }
        return image
    }

    /// Where ``images(width:bodyHeight:)`` puts the photo: its first body row (one blank row after
    /// the wireframe) and the columns and rows inside the frame's border and padding; `nil` when
    /// fewer than three rows or one column are free.
    private func inlineArea(width: Int, bodyHeight: Int) -> (row: Int, columns: Int, rows: Int)? {
        let wireframeLines = PhotoPagerScreen(width: width, audience: .user).render(pager).split(
            separator: "\n"
        ).count
        let rows = bodyHeight - wireframeLines - 1
        guard rows >= 3, width > 4 else { return nil }
        return (wireframeLines + 1, width - 4, rows)
    }

    /// The encoding `image`'s bytes say: PNG by its signature, else JPEG.
    private static func format(of image: LoadedImage) -> TerminalImage.Format {
        image.data.starts(with: [0x89, 0x50, 0x4E, 0x47]) ? .png : .jpeg
    }

    /// Whether `image` goes to a terminal with `inline` as decoded pixels: the protocol does not
    /// draw its format and takes pixels.
    private static func needsPixels(_ image: LoadedImage, _ inline: InlineImageProtocol) -> Bool {
        !inline.draws(format(of: image)) && inline.draws(.rgb(width: 1, height: 1))
    }

    /// The current photo's pixels for a terminal protocol that takes pixels and not its format,
    /// decoded as ``images(width:bodyHeight:)`` draws them (the other slots' photos ahead, so
    /// paging draws pixels that are ready); `nil` where it goes as its bytes or there is no room.
    private func inlinePixels(width: Int, bodyHeight: Int) -> TerminalPictureCache.Entry? {
        guard let inline = host.inlineImages, let area = inlineArea(width: width, bodyHeight: bodyHeight)
        else {
            return nil
        }
        let box = PixelSize(
            width: area.columns * Self.cellPixels.width, height: area.rows * Self.cellPixels.height)
        var current: TerminalPictureCache.Entry?
        for page in pager.pages.value {
            guard let image = page.load.image, image.data.count > 3, Self.needsPixels(image, inline) else {
                continue
            }
            let entry = host.pictures.picture(of: image, within: box, scaling: .reduced)
            if page.isCurrent { current = entry }
        }
        return current
    }

    /// The line that says the current photo cannot be drawn for `error`, centred in `width` and
    /// cut to `limit` columns.
    private func noPreviewLine(_ error: PhotoDecodeError, width: Int, within limit: Int) -> TerminalLine {
        let text = NotesTerminalText.noPreview(error, language: host.language)
        return TerminalLine(
            TextLine.padded(TextLine.truncated(text, toWidth: limit), toWidth: width, alignment: .center))
    }

    /// The picture of the current photo in `rows` lines under the card, where
    /// ``NotesTextUI/PhotoPagerScreen/pictureSpan(_:line:rows:pixels:)`` puts it.
    ///
    /// The other two slots' photos are rendered ahead, so paging draws a rendering that is ready.
    /// Empty until the photo has loaded; while it is decoded, and for a photo that cannot be drawn,
    /// one line says so.
    private func pictureLines(width: Int, rows: Int) -> [TerminalLine] {
        let screen = PhotoPagerScreen(width: width, audience: .user)
        guard let box = screen.pictureBox(rows: rows) else { return [] }
        let pictures = host.pictures
        var current: TerminalPictureCache.Entry?
        for page in pager.pages.value {
            guard let image = page.load.image, !image.data.isEmpty else { continue }
            let entry = pictures.picture(of: image, within: box)
            if page.isCurrent { current = entry }
        }
        if let span = screen.pictureSpan(pager, line: 0, rows: rows, pixels: pictures.pixels(of:within:)) {
            return TerminalPicture(pixels: span.pixels, isShaded: host.colors == .none).lines.map {
                $0.indented(by: span.column)
            }
        }
        switch current {
        case .undecodable(let error): return [noPreviewLine(error, width: width, within: box.width)]
        case .rendering: return [drawingLine(width: width, within: box.width)]
        case .drawn, nil: return []
        }
    }

    /// The line that says the current photo is being drawn (a large photo takes a moment to
    /// decode), centred in `width` and cut to `limit` columns.
    private func drawingLine(width: Int, within limit: Int) -> TerminalLine {
        let text = NotesTerminalText.drawingPhoto(host.language)
        return TerminalLine(
            TextLine.padded(TextLine.truncated(text, toWidth: limit), toWidth: width, alignment: .center))
    }
}
