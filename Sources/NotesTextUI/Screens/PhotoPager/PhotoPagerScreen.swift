import NotesCore
import NotesViewModels

/// The photo pager as a text wireframe: the title bar, the three slots with the current one
/// marked, the current photo, and the previous and next commands.
///
/// ```
/// ┌──────────────────────────────────────┐
/// │ [Back]        3 of 11       [Delete] │
/// ├──────────────────────────────────────┤
/// │   slot 1  #2 Sunrise           48×48 │
/// │ ▶ slot 2  #3 Sparkler       loading… │
/// │   slot 0  #4 Fireworks     not found │
/// ├──────────────────────────────────────┤
/// │ Sparkler                             │
/// │ loading…                             │
/// ├──────────────────────────────────────┤
/// │ [Previous]                    [Next] │
/// └──────────────────────────────────────┘
/// ```
///
/// One line per page in window order: `▶` marks the current page, then the reusable slot it is
/// drawn in, the photo's position (from 1), its name and its load state. A failed current photo
/// offers `[Retry]`. A command with no photo behind it is shown disabled, `(Next)`. The screen
/// holds no state; report ``layoutWidth`` to
/// ``NotesViewModels/PhotoPagerViewModel/layoutWidthChanged(_:)``.
public struct PhotoPagerScreen: Hashable, Sendable {
    /// The width of every line, borders included.
    public var width: Int
    /// Who reads the screen: a reviewer sees which recycled slot holds each page, a user does not.
    public var audience: TextRenderingAudience

    /// A screen `width` columns wide, for `audience` (a review by default).
    public init(width: Int, audience: TextRenderingAudience = .review) {
        self.width = width
        self.audience = audience
    }

    /// The width of one page, to report to the view model.
    public var layoutWidth: Double { Double(frame.contentWidth) }

    /// The wireframe of `viewModel` as it is now, lines joined with `"\n"`.
    @MainActor
    public func render(_ viewModel: PhotoPagerViewModel) -> String {
        let language = viewModel.language
        let inner = frame.contentWidth
        var sections: [[String]] = [
            [
                TitleBar(
                    left: .button(PhotoPagerText.back(language)), title: viewModel.title.value,
                    right: .button(
                        PhotoPagerText.delete(language), isEnabled: viewModel.currentPhoto.value != nil)
                ).render(width: inner)
            ],
            viewModel.pages.value.map { slotLine($0, language: language) },
        ]
        if let current = viewModel.pages.value.first(where: \.isCurrent) {
            var lines = [
                current.photo.displayName, PhotoPagerText.loadState(current.load, language: language),
            ]
            if case .failed = current.load {
                lines.append(ControlLabel.button(PhotoPagerText.retry(language)).text)
            }
            sections.append(lines.map { TextLine.truncated($0, toWidth: inner) })
        }
        sections.append([
            TitleBar(
                left: .button(
                    PhotoPagerText.previous(language), isEnabled: viewModel.isPreviousEnabled.value),
                title: "",
                right: .button(PhotoPagerText.next(language), isEnabled: viewModel.isNextEnabled.value)
            ).render(width: inner)
        ])
        if viewModel.pendingDeletion.value != nil {
            sections.append(
                TextLine.wrapped(PhotoPagerText.deleteQuestion(language), toWidth: inner) + [
                    TitleBar(
                        left: .button(PhotoPagerText.delete(language)), title: "",
                        right: .button(PhotoPagerText.cancel(language))
                    ).render(width: inner)
                ])
        }
        return frame.render(sections: sections).joined(separator: "\n")
    }

    private var frame: Frame { Frame(width: width) }

    /// `▶ slot 1  #3 Sparkler    loading…`, the state flush right.
    private func slotLine(_ page: PhotoPagerPage, language: NotesLanguage) -> String {
        let inner = frame.contentWidth
        let state = PhotoPagerText.loadState(page.load, language: language)
        let slot = audience == .review ? "slot \(page.slot)  " : ""
        let head = (page.isCurrent ? "▶ " : "  ") + slot + "#\(page.index + 1) "
        let room = max(inner - TextWidth.of(head) - TextWidth.of(state) - 1, 0)
        let name = TextLine.padded(TextLine.truncated(page.photo.displayName, toWidth: room), toWidth: room)
        return TextLine.truncated(head + name + " " + state, toWidth: inner)
    }
}
