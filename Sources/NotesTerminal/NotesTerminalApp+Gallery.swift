import NotesCore
import NotesTextUI
import NotesViewModels
import Terminal

/// Keys on the gallery (arrows or h/j/k/l move, Enter opens, `a` adds, Esc cancels an add in
/// progress, `d` deletes, `u` undoes the last delete) and the pager (←/→ or h/l page, `d` deletes, `u` undoes, `r` retries a failed load,
/// Esc back).
extension NotesTerminalApp {
    func galleryKeyPressed(_ key: GalleryKey, gallery: GalleryViewModel) -> NotesTerminalAction {
        switch key {
        case .left: gallery.selectionMoved(.left)
        case .right: gallery.selectionMoved(.right)
        case .up: gallery.selectionMoved(.up)
        case .down: gallery.selectionMoved(.down)
        case .first: gallery.selectionMoved(.first)
        case .last: gallery.selectionMoved(.last)
        case .open: gallery.selectionActivated()
        case .add:
            gallery.addTapped()
            photoPath = TextFieldEditor(text: "", isMultiline: false)
        case .cancelAdding: gallery.addCancelled()
        case .delete: gallery.deleteSelectedTapped()
        case .undoDelete: undoDeletionPressed()
        case .app: break
        }
        return .redraw
    }

    func photoPathKeyPressed(_ key: PromptKey, _ press: TerminalKeyPress) -> NotesTerminalAction {
        switch key {
        case .submit: photoPrompt.pathEntered(photoPath.text)
        case .cancel: photoPrompt.cancelled()
        case .field(let edit): _ = photoPath.apply(edit, press)
        case .toRows, .switchFormat, .app: break
        }
        return .redraw
    }

    func pagerKeyPressed(_ key: PagerKey, pager: PhotoPagerViewModel) -> NotesTerminalAction {
        switch key {
        case .previous: pager.previousTapped()
        case .next: pager.nextTapped()
        case .delete: pager.deleteTapped()
        case .undoDelete: undoDeletionPressed()
        case .retry:
            if let photo = pager.currentPhoto.value { pager.retryTapped(photo.id) }
        case .back: app.backTapped()
        case .app: break
        }
        return .redraw
    }

    /// The gallery with as many rows of cells as fit, scrolled to keep the selection in view.
    func galleryLines(_ gallery: GalleryViewModel, width: Int, height: Int) -> [TerminalLine] {
        let screen = GalleryScreen(width: width, audience: .user)
        gallery.layoutWidthChanged(screen.layoutWidth)
        // The frame, title and count take five lines; a notice (a failed add, a deletion to confirm)
        // about four more (a copy in progress too), and the path prompt one.
        var reserved = 5 + (photoPrompt.isAsking ? 1 : 0)
        if gallery.pendingDeletion.value != nil { reserved += 4 }
        if case .failed = gallery.addState.value { reserved += 4 }
        if case .adding = gallery.addState.value { reserved += 4 }
        let rowCount = max((height - reserved) / screen.cellLineCount, 1)
        galleryFirstRow = GalleryScreen.firstRow(
            keepingInView: gallery.selection.value, from: galleryFirstRow, rowCount: rowCount)
        gallery.visibleItemsChanged(
            GalleryScreen.visibleItems(
                firstRow: galleryFirstRow, rowCount: rowCount, photoCount: gallery.photoCount.value))
        var lines = screen.render(gallery).split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalLine(String($0)) }
        drawThumbnails(gallery, screen: screen, into: &lines)
        if photoPrompt.isAsking {
            let prompt = NotesTerminalText.hint("Photo file: ", "Файл фото: ", language) + photoPath.text
            // The last line on screen, whatever the gallery above it needs: the user types here.
            lines = Array(lines.prefix(max(height - 1, 0)))
            lines.append(TerminalLine(TextLine.truncated(" " + prompt, toWidth: width)))
        }
        return lines
    }

    /// The caret in the photo path prompt, the line after the gallery.
    func photoPathCaret(lineCount: Int) -> (column: Int, row: Int)? {
        guard photoPrompt.isAsking else { return nil }
        let prompt = NotesTerminalText.hint("Photo file: ", "Файл фото: ", language)
        return (
            1 + TextWidth.of(prompt) + TextWidth.of(photoPath.textBeforeCaret), lineCount - 1
        )
    }

    /// The current photo as a picture in the rows the pager's wireframe leaves free, for terminals
    /// that draw pictures (the renderer leaves it out elsewhere); none until its image has loaded,
    /// or when fewer than three rows are free.
    func pagerImages(_ pager: PhotoPagerViewModel, width: Int, bodyHeight: Int) -> [TerminalImage] {
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

    /// Below this many free lines the pager's photo takes the place of its list of slots.
    static let smallestPictureRows = 6

    /// The pager: its slots and the current photo as a framed card with its name and pixel size;
    /// below it, where the terminal has no image protocol, the photo in half-block characters in the
    /// lines left of `height`, after a blank one.
    func pagerLines(_ pager: PhotoPagerViewModel, width: Int, height: Int) -> [TerminalLine] {
        let screen = PhotoPagerScreen(width: width, audience: .user)
        pager.layoutWidthChanged(screen.layoutWidth)
        let lines = screen.render(pager).split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalLine(String($0)) }
        guard inlineImages == nil else { return lines }
        var shown = lines
        // On a short terminal the photo takes the place of the list of slots.
        let separators = lines.indices.filter { lines[$0].text.hasPrefix("├") }
        if height - lines.count - 1 < Self.smallestPictureRows, separators.count >= 2 {
            shown.removeSubrange(separators[0] + 1...separators[1])
        }
        let picture = pagerPictureLines(pager, width: width, rows: height - shown.count - 1)
        return picture.isEmpty ? shown : shown + [TerminalLine("")] + picture
    }
}
