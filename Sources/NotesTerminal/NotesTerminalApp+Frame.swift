import NotesCore
import NotesTextUI
import NotesViewModels
import Terminal

/// Drawing: the top line (tabs and the save status), the screen on top fitted to the terminal, a
/// question or notice over it, and the footer with the keys of the screen.
extension NotesTerminalApp {
    /// The frame for a terminal of `size`, exactly `size.rows` lines of `size.columns` columns.
    ///
    /// - Complexity: O(*r* × columns) for the *r* rows drawn; the notes list draws only the rows
    ///   that fit.
    public func frame(size newSize: TerminalSize) -> TerminalFrame {
        size = newSize
        let width = max(size.columns, 20)
        let footer = footerLines(width: width)
        let bodyHeight = bodyHeight(footerLineCount: footer.count)
        var body: [TerminalLine]
        var cursor: (column: Int, row: Int)?
        switch app.launchState.value {
        case .launching:
            body = [
                TerminalLine(" " + AppText.launching(language))
            ]
        case .failed(let failure):
            body = NotesTerminalText.launchFailed(failure, language: language).flatMap { line in
                TextLine.wrapped(line, toWidth: width - 2).map { TerminalLine(" " + $0) }
            }
        case .running:
            (body, cursor) = screenLines(width: width, height: bodyHeight)
        }
        body = Array(body.prefix(bodyHeight))
        body += Array(repeating: TerminalLine(""), count: bodyHeight - body.count)
        if let overlay = overlayLines(width: width, bodyHeight: bodyHeight) {
            // Over the whole body, padded first, so a box taller than the screen below it is whole.
            let top = max((bodyHeight - overlay.count) / 2, 0)
            for (offset, line) in overlay.enumerated() where top + offset < bodyHeight {
                body[top + offset] = line
            }
            cursor = nil
        }
        let lines = [topLine(width: width)] + body + footer.map { TerminalLine($0) }
        var images: [TerminalImage] = []
        if inlineImages != nil, app.launchState.value == .running, question == nil, app.notice.value == nil,
            app.keptDraft.value == nil, case .screen(let screen) = screenKeyLayer()
        {
            images = screen.images(width: width, bodyHeight: bodyHeight)
        }
        // A caret past the right edge (a long hex or path) shows at the edge; one below the body
        // (a prompt that did not fit) is not shown.
        let shownCursor = cursor.flatMap { caret in
            (0..<bodyHeight).contains(caret.row)
                ? CursorPosition(
                    column: min(max(caret.column, 0), max(size.columns - 1, 0)), row: caret.row + 1)
                : nil
        }
        pictures.frameEnded()
        return TerminalFrame(lines: lines, cursor: shownCursor, images: images)
    }

    /// The tabs (when shown) on the left, the save status on the right, in inverse video.
    private func topLine(width: Int) -> TerminalLine {
        var left = ""
        if app.launchState.value == .running, !app.isTabBarHidden.value {
            let selected = app.navigation.value.selectedTab
            left = app.tabTitles.map { $0.tab == selected ? "[\($0.title)]" : " \($0.title) " }
                .joined(separator: " ")
        }
        let status =
            app.launchState.value == .running
            ? NotesTerminalText.status(app.saveStatus.value, language: language) : ""
        let text = ColumnLayout([.flexible(), .fixed(TextWidth.of(status) + 1, alignment: .right)])
            .render([" " + left, status + " "], width: width)
        return TerminalLine(text, spans: [StyledSpan(0..<text.count, TextStyle(isInverse: true))])
    }

    /// The question or notice over the screen, as a framed box, or `nil`.
    private func overlayLines(width: Int, bodyHeight: Int) -> [TerminalLine]? {
        var boxWidth = min(width, 60)
        let lines: [String]
        if question != nil {
            lines = questionBox.frame(width: width, height: bodyHeight).lines.map(\.text)
        } else if let message {
            lines = Frame(width: boxWidth).render(lines: TextLine.wrapped(message, toWidth: boxWidth - 4))
        } else if let refusal {
            lines = Frame(width: boxWidth).render(
                lines: TextLine.wrapped(
                    NotesTerminalText.refused(refusal, language: language), toWidth: boxWidth - 4))
        } else if let notice = app.notice.value {
            let text = NotesTerminalText.notice(notice, language: language)
            lines = Frame(width: boxWidth, title: text.title).render(
                lines: TextLine.wrapped(text.body, toWidth: boxWidth - 4) + [
                    "", NotesTerminalText.acknowledge(language),
                ])
        } else if let draft = app.keptDraft.value {
            lines = Frame(width: boxWidth, title: AppDraftText.offerTitle(language)).render(
                lines: TextLine.wrapped(AppDraftText.offer(draft, language: language), toWidth: boxWidth - 4))
        } else if help.isShown {
            lines = help.frame(width: width, height: bodyHeight).lines.map(\.text)
            boxWidth = HelpScreen.boxWidth(terminalWidth: width)
        } else {
            return nil
        }
        let indent = String(repeating: " ", count: (width - boxWidth) / 2)
        return lines.map {
            TerminalLine(indent + $0, spans: [StyledSpan(0..<(indent.count + boxWidth), .init(isBold: true))])
        }
    }

    /// The screen on top, fitted to `height` lines, and where its caret is, if it has one.
    private func screenLines(width: Int, height: Int) -> ([TerminalLine], (column: Int, row: Int)?) {
        guard case .screen(let screen) = screenKeyLayer() else { return ([], nil) }
        let frame = screen.frame(width: width, height: height)
        return (frame.lines, frame.caret)
    }
}
