import NotesCore
import NotesTextUI
import NotesViewModels
import Terminal

/// The gallery: arrows or h/j/k/l move, Enter opens, `a` adds (asking for the photo's file on the
/// last line), Esc cancels an add in progress, `d` deletes (asking first), `u` undoes the last
/// delete; the cells with their thumbnails, as many rows as fit, scrolled to keep the selection in
/// view.
///
/// It keeps the first row scrolled to and the path being typed; the selection, the cells and the
/// add in progress are the view model's.
@MainActor
final class GalleryGridScreen: TerminalScreen {
    /// What the gallery's keys do: in the grid, in the path prompt, or answering its boxes.
    enum Action: ScreenAction {
        case grid(GalleryKey)
        case photoPath(PromptKey)
        case deletion(BoxKey)
        case addFailed(BoxKey)

        var shared: AppKey? {
            switch self {
            case .grid(let key): key.shared
            case .photoPath(let key): key.shared
            case .deletion(let key), .addFailed(let key): key.shared
            }
        }
    }

    /// The gallery shown.
    let gallery: GalleryViewModel
    /// The photo picker the add key opens: asks for a file path.
    private let photoPrompt: TerminalPhotoPrompt
    /// The first row of cells on screen.
    private var firstRow = 0
    /// The file path typed while the photo prompt asks.
    private var photoPath = TextFieldEditor(text: "", isMultiline: false)
    private unowned let host: any ScreenHost

    /// A screen showing `gallery` in the app `host` shows; `photoPrompt` asks for the file to add.
    init(gallery: GalleryViewModel, photoPrompt: TerminalPhotoPrompt, host: any ScreenHost) {
        self.gallery = gallery
        self.photoPrompt = photoPrompt
        self.host = host
    }

    var keyTable: KeyTable<Action> {
        let words = host.words
        if photoPrompt.isAsking { return PromptKey.photoPath(words).mapped(Action.photoPath) }
        if gallery.pendingDeletion.value != nil { return BoxKey.photoDeletion(words).mapped(Action.deletion) }
        if case .failed = gallery.addState.value { return BoxKey.addFailed(words).mapped(Action.addFailed) }
        let isAdding = if case .adding = gallery.addState.value { true } else { false }
        return GalleryKey.table(words, isAdding: isAdding).mapped(Action.grid)
    }

    var isTypingText: Bool { photoPrompt.isAsking }

    var isAskingYesOrNo: Bool { !photoPrompt.isAsking && gallery.pendingDeletion.value != nil }

    func pasted(_ text: String) {
        if photoPrompt.isAsking { photoPath.insert(text) }
    }

    func handle(_ action: Action, _ press: TerminalKeyPress) -> NotesTerminalAction {
        switch action {
        case .grid(let key): gridKeyPressed(key)
        case .photoPath(.submit): photoPrompt.pathEntered(photoPath.text)
        case .photoPath(.cancel): photoPrompt.cancelled()
        case .photoPath(.field(let edit)): _ = photoPath.apply(edit, press)
        case .photoPath: break
        case .deletion(let key):
            if key == .yes { gallery.deleteConfirmed() } else { gallery.deleteCancelled() }
        case .addFailed: gallery.addErrorDismissed()
        }
        return .redraw
    }

    private func gridKeyPressed(_ key: GalleryKey) {
        switch key {
        case .left: gallery.selectionMoved(.left)
        case .right: gallery.selectionMoved(.right)
        case .up: gallery.selectionMoved(.up)
        case .down: gallery.selectionMoved(.down)
        case .first: gallery.selectionMoved(.first)
        case .last: gallery.selectionMoved(.last)
        case .open: gallery.selectionActivated()
        case .add:
            guard !host.refusesChangeWhileReadOnly() else { return }
            gallery.addTapped()
            photoPath = TextFieldEditor(text: "", isMultiline: false)
        case .cancelAdding: gallery.addCancelled()
        case .delete: if !host.refusesChangeWhileReadOnly() { gallery.deleteSelectedTapped() }
        case .undoDelete: if !host.refusesChangeWhileReadOnly() { host.undoDeletionPressed() }
        case .app: break
        }
    }

    /// The gallery with as many rows of cells as fit, scrolled to keep the selection in view, and
    /// the path prompt on the last line while it asks, with the caret in it.
    func frame(width: Int, height: Int) -> ScreenFrame {
        gallery.layoutWidthChanged(GalleryScreen(width: width, audience: .user).layoutWidth)
        let screen = GalleryScreen(
            width: width,
            thumbnailRows: Self.thumbnailRows(cellSide: Int(gallery.layout.value.cellSide), height: height))
        // The frame, title and count take five lines; a notice (a failed add, a deletion to confirm)
        // about four more (a copy in progress too), and the path prompt one.
        var reserved = 5 + (photoPrompt.isAsking ? 1 : 0)
        if gallery.pendingDeletion.value != nil { reserved += 4 }
        if case .failed = gallery.addState.value { reserved += 4 }
        if case .adding = gallery.addState.value { reserved += 4 }
        let rowCount = max((height - reserved) / screen.cellLineCount, 1)
        firstRow = GalleryScreen.firstRow(
            keepingInView: gallery.selection.value, from: firstRow, rowCount: rowCount)
        gallery.visibleItemsChanged(
            GalleryScreen.visibleItems(
                firstRow: firstRow, rowCount: rowCount, photoCount: gallery.photoCount.value))
        var lines = screen.render(gallery).split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalLine(String($0)) }
        drawThumbnails(screen: screen, into: &lines)
        guard photoPrompt.isAsking else { return ScreenFrame(lines) }
        let label = NotesTerminalText.hint("Photo file: ", "Файл фото: ", host.language)
        // The last line on screen, whatever the gallery above it needs: the user types here.
        lines = Array(lines.prefix(max(height - 1, 0)))
        lines.append(TerminalLine(TextLine.truncated(" " + label + photoPath.text, toWidth: width)))
        let caret = (
            column: 1 + TextWidth.of(label) + TextWidth.of(photoPath.textBeforeCaret), row: lines.count - 1
        )
        return ScreenFrame(lines, caret: caret)
    }

    /// The lines of a thumbnail in a cell `cellSide` columns wide, on a body of `height` lines:
    /// square (a half-block cell is one pixel wide and two high), but no taller than leaves room
    /// for two rows of cells under the title, the count and a notice, and never fewer than the
    /// wireframe's ``NotesTextUI/GalleryScreen/thumbnailRows``.
    static func thumbnailRows(cellSide: Int, height: Int) -> Int {
        let square = max(cellSide - 2, 0) / 2
        let fitting = (height - 9) / 2 - GalleryScreen.cellHeight
        return max(min(square, fitting), GalleryScreen.thumbnailRows)
    }

    /// Draws each visible cell's thumbnail into the gallery's `lines`, in the blank lines its cell
    /// keeps for it, where ``NotesTextUI/GalleryScreen/thumbnailSpans(_:pixels:)`` puts it; a
    /// thumbnail being decoded shows `…`, one that cannot be drawn says "no preview".
    private func drawThumbnails(screen: GalleryScreen, into lines: inout [TerminalLine]) {
        let pictures = host.pictures
        for span in screen.thumbnailSpans(gallery, pixels: pictures.pixels(of:within:))
        where span.line + span.rows <= lines.count {
            for (offset, row) in TerminalPicture(pixels: span.pixels, isShaded: host.colors == .none).lines
                .enumerated()
            {
                lines[span.line + offset] = row.overlaid(on: lines[span.line + offset], at: span.column)
            }
        }
        let side = Int(gallery.layout.value.cellSide)
        let gridLine = screen.gridLine(gallery)
        for cell in gallery.cells.value {
            guard case .photo(_, let thumbnail) = cell.content, let image = thumbnail.image,
                !image.data.isEmpty
            else { continue }
            let rect = screen.thumbnailRect(
                ofCellAt: cell.index, firstRow: firstRow, gridLine: gridLine, side: side)
            guard rect.columns >= 2, rect.rows >= 1, rect.line + rect.rows <= lines.count else { continue }
            let said: String
            switch pictures.picture(
                of: image, within: PictureSpan.pixelBox(columns: rect.columns, rows: rect.rows))
            {
            case .undecodable: said = NotesTerminalText.noPreviewWord(host.language)
            case .rendering: said = "…"
            case .drawn: continue
            }
            let word = TextLine.padded(
                TextLine.truncated(said, toWidth: rect.columns), toWidth: rect.columns, alignment: .center)
            lines[rect.line + rect.rows / 2] = TerminalLine(word).overlaid(
                on: lines[rect.line + rect.rows / 2], at: rect.column)
        }
    }
}
