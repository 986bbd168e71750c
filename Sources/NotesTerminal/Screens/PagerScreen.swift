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
    func frame(width: Int, height: Int) -> ScreenFrame {
        let screen = PhotoPagerScreen(width: width, audience: .user)
        pager.layoutWidthChanged(screen.layoutWidth)
        let lines = screen.render(pager).split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalLine(String($0)) }
        guard host.inlineImages == nil else { return ScreenFrame(lines) }
        var shown = lines
        // On a short terminal the photo takes the place of the list of slots.
        let separators = lines.indices.filter { lines[$0].text.hasPrefix("├") }
        if height - lines.count - 1 < Self.smallestPictureRows, separators.count >= 2 {
            shown.removeSubrange(separators[0] + 1...separators[1])
        }
        let picture = pictureLines(width: width, rows: height - shown.count - 1)
        return ScreenFrame(picture.isEmpty ? shown : shown + [TerminalLine("")] + picture)
    }

    /// The current photo as a picture in the rows the pager's wireframe leaves free, for terminals
    /// that draw pictures (the renderer leaves it out elsewhere); none until its image has loaded,
    /// or when fewer than three rows are free.
    func images(width: Int, bodyHeight: Int) -> [TerminalImage] {
        guard let image = pager.pages.value.first(where: \.isCurrent)?.load.image, image.data.count > 3 else {
            return []
        }
        let wireframeLines = PhotoPagerScreen(width: width, audience: .user).render(pager).split(
            separator: "\n"
        ).count
        let rows = bodyHeight - wireframeLines - 1
        guard rows >= 3, width > 4 else { return [] }
        let format: TerminalImage.Format = image.data.starts(with: [0x89, 0x50, 0x4E, 0x47]) ? .png : .jpeg
        // Body row r is screen row r + 1, under the top line; one blank row after the wireframe.
        return [
            TerminalImage(
                column: 2, row: 1 + wireframeLines + 1, columns: width - 4, rows: rows, data: image.data,
                format: format)
        ]
    }

    /// The picture of the current photo in `rows` lines under the card, where
    /// ``NotesTextUI/PhotoPagerScreen/pictureSpan(_:line:rows:pixels:)`` puts it.
    ///
    /// The other two slots' photos are rendered ahead, so paging draws a rendering that is ready.
    /// Empty until the photo has loaded; a photo that cannot be drawn says so in one line.
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
        guard case .undecodable(let error) = current else { return [] }
        let text = NotesTerminalText.noPreview(error, language: host.language)
        return [
            TerminalLine(
                TextLine.padded(
                    TextLine.truncated(text, toWidth: box.width), toWidth: width, alignment: .center))
        ]
    }
}
