import Foundation
import NotesCore
import NotesViewModels

/// The note editor as a text wireframe: title bar, title field, content box, colour squares,
/// importance, the self-destruct switch and date, notices, the open colour picker, the deletion
/// confirmation and the keyboard.
///
/// ```
/// ┌──────────────────────────────────────┐
/// │ [Cancel]      New Note        (Done) │
/// ├──────────────────────────────────────┤
/// │ ‹Enter note title›                   │
/// ├──────────────────────────────────────┤
/// │ ‹Enter note content›                 │
/// │                                      │
/// ```
///
/// Pure: it reads an ``NotesViewModels/EditNoteViewModel`` and holds no state. The content box is
/// as many lines high as the view model's ``NotesViewModels/EditNoteViewModel/contentHeight``, which
/// follows the width the front end reported; report ``contentWidth`` with
/// ``NotesViewModels/EditNoteViewModel/contentWidthChanged(_:)`` and create the view model with
/// ``lineMeasure`` so that the two agree. Geometry reported to the view model (the keyboard) is in
/// rows: one point is one line.
public struct EditNoteScreen: Hashable, Sendable {
    /// The width of every line, borders included.
    public var width: Int
    /// The time zone the self-destruct date is shown in.
    public var timeZone: TimeZone
    /// Who reads the screen; see ``TextRenderingAudience``.
    public var audience: TextRenderingAudience
    /// How the self-destruct date is written: in a locale's order (``NotesCore/NoteDateTimeFormat``,
    /// in its own calendar's time zone), or, when `nil`, as `2027-01-16 08:00` in ``timeZone``, the
    /// same on every machine, for a wireframe under review.
    public var dateFormat: NoteDateTimeFormat?

    /// A screen `width` columns wide showing dates in `timeZone`, for `audience` (a review by
    /// default).
    public init(width: Int, timeZone: TimeZone, audience: TextRenderingAudience = .review) {
        self.width = width
        self.timeZone = timeZone
        self.audience = audience
        self.dateFormat = nil
    }

    /// A screen `width` columns wide for `audience`, writing the self-destruct date with
    /// `dateFormat`, in the locale's order and the format's time zone: what a user reads.
    public init(width: Int, dateFormat: NoteDateTimeFormat, audience: TextRenderingAudience = .user) {
        self.width = width
        self.timeZone = dateFormat.calendar.timeZone
        self.audience = audience
        self.dateFormat = dateFormat
    }

    /// The columns of the content box: what to pass to
    /// ``NotesViewModels/EditNoteViewModel/contentWidthChanged(_:)``.
    public var contentWidth: Int { frame.contentWidth }

    /// The number of lines one paragraph of content wraps to in `width` columns, exactly as the
    /// content box wraps it; the line measure for ``NotesViewModels/EditNoteEnvironment``.
    ///
    /// ``NotesViewModels/ContentHeight`` hands over each paragraph without its line break (`"\n"`
    /// or `"\r\n"`), so a carriage return still in it is a lone one, which the content box shows
    /// escaped (`␍`) and which is counted like any other character. Widths below 1 count as 1, so
    /// the result is at least 1. The count is ``NotesTextUI/TextLine/wrappedLineCount(_:toWidth:)``,
    /// the same wrapping as the content box.
    ///
    /// - Complexity: O(*n*) in the length of the paragraph; nothing is allocated but a sanitized copy
    ///   when the paragraph holds control characters.
    public static let lineMeasure: ContentHeight.LineMeasure = { paragraph, width in
        TextLine.wrappedLineCount(paragraph, toWidth: max(width, 1))
    }

    /// The editor as lines of exactly ``width`` columns, joined with newlines.
    ///
    /// - Complexity: O(*n*) in the length of the note, to wrap the content.
    @MainActor
    public func render(_ viewModel: EditNoteViewModel) -> String {
        var lines = frame.render(sections: sections(viewModel))
        lines += keyboardLines(viewModel)
        return lines.joined(separator: "\n")
    }

    /// The sections inside the frame, top to bottom: title bar, title, content, colour tiles
    /// (``tilesSection``), importance, self-destruct, footer, then the notices that apply.
    @MainActor
    func sections(_ viewModel: EditNoteViewModel) -> [[String]] {
        let language = viewModel.language
        let inner = contentWidth
        var sections: [[String]] = [
            [titleBar(viewModel).render(width: inner)],
            [Self.field(viewModel.title.value, placeholder: EditNoteText.titlePlaceholder(language))],
            contentLines(viewModel),
            ColorSelectorTiles(
                squares: viewModel.colorSelector.squares.value, language: language, audience: audience
            ).lines,
            importanceLines(viewModel),
            selfDestructLines(viewModel),
            [footer(viewModel).render(width: inner)],
        ]
        if let version = viewModel.otherVersion.value {
            sections.append(
                TextLine.wrapped(EditNoteText.otherVersion(version, language: language), toWidth: inner))
        }
        if let notice = doneNotice(viewModel) {
            sections.append(TextLine.wrapped(notice, toWidth: inner))
        }
        if case .colorPicker(let route) = viewModel.destination.value {
            sections.append(
                TextLine.wrapped(
                    "→ " + ColorPickerText.title(language) + " " + route.initialValue.hex, toWidth: inner))
        }
        if let reason = viewModel.pendingDeletion.value {
            sections.append(
                TextLine.wrapped(EditNoteText.deleteQuestion(reason, language: language), toWidth: inner) + [
                    TitleBar(
                        left: .button(EditNoteText.delete(language)), title: "",
                        right: .button(EditNoteText.cancel(language))
                    ).render(width: inner)
                ])
        }
        return sections
    }

    /// The position of the colour tiles among ``sections(_:)``.
    static let tilesSection = 3

    var frame: Frame { Frame(width: width) }

    /// What Done will do beyond saving, or why it is disabled; `nil` for a plain save.
    @MainActor
    func doneNotice(_ viewModel: EditNoteViewModel) -> String? {
        let language = viewModel.language
        if let reason = viewModel.doneDisabledReason.value {
            return "(" + EditNoteText.done(language) + ") "
                + EditNoteText.doneDisabledReason(reason, language: language)
        }
        return EditNoteText.doneNotice(viewModel.doneMode.value, language: language)
    }

    @MainActor
    private func titleBar(_ viewModel: EditNoteViewModel) -> TitleBar {
        TitleBar(
            left: .button(EditNoteText.cancel(viewModel.language)),
            title: viewModel.screenTitle.value,
            right: .button(EditNoteText.done(viewModel.language), isEnabled: viewModel.isDoneEnabled.value))
    }

    @MainActor
    private func footer(_ viewModel: EditNoteViewModel) -> TitleBar {
        TitleBar(
            left: .button(EditNoteText.share(viewModel.language)), title: "",
            right: .button(EditNoteText.delete(viewModel.language)))
    }

    /// A one-line field: its text, or its placeholder in angle quotes when the text is empty.
    private static func field(_ text: String, placeholder: String) -> String {
        text.isEmpty ? "‹" + placeholder + "›" : text
    }

    /// The content wrapped to the box, exactly ``NotesViewModels/EditNoteViewModel/contentHeight``
    /// lines high.
    @MainActor
    private func contentLines(_ viewModel: EditNoteViewModel) -> [String] {
        let height = max(viewModel.contentHeight.value, 1)
        let text = viewModel.content.value
        var lines =
            text.isEmpty
            ? [Self.field(text, placeholder: EditNoteText.contentPlaceholder(viewModel.language))]
            : TextLine.wrapped(text, toWidth: contentWidth)
        if lines.count > height { lines.removeLast(lines.count - height) }
        lines += Array(repeating: "", count: height - lines.count)
        return lines
    }

    @MainActor
    private func importanceLines(_ viewModel: EditNoteViewModel) -> [String] {
        let language = viewModel.language
        let selected = viewModel.importance.value
        let options = viewModel.importanceChoices.map { importance in
            ControlLabel.option(
                EditNoteText.importanceName(importance, language: language),
                isSelected: importance == selected
            ).text
        }
        return [EditNoteText.importanceHeading(language), options.joined(separator: " ")]
    }

    @MainActor
    private func selfDestructLines(_ viewModel: EditNoteViewModel) -> [String] {
        let isOn = viewModel.isSelfDestructEnabled.value
        var lines = [
            ControlLabel.checkbox(EditNoteText.selfDestruct(viewModel.language), isChecked: isOn).text
        ]
        if isOn {
            let date = viewModel.selfDestructDate.value
            lines.append("    " + (dateFormat?.string(from: date) ?? Self.format(date, in: timeZone)))
        }
        return lines
    }

    /// The keyboard as a block of as many lines as its reported height, under the screen.
    @MainActor
    private func keyboardLines(_ viewModel: EditNoteViewModel) -> [String] {
        guard let keyboard = viewModel.keyboardFrame.value else { return [] }
        let avoidance = viewModel.keyboardAvoidance.value
        let height = Int(min(max(keyboard.height.rounded(), 3), 60))
        var caption = "inset \(Self.format(avoidance.bottomInset))"
        if avoidance.scrollsCaretIntoView { caption += " · scroll caret into view" }
        let rows = ["q w e r t y u i o p", "a s d f g h j k l", "z x c v b n m", "space"]
        var inside = [caption] + rows.prefix(height - 3)
        inside += Array(repeating: "", count: height - 2 - inside.count)
        return Frame(width: width, title: "Keyboard", box: .double).render(lines: inside)
    }

    /// `date` as `2027-01-16 08:00` in `timeZone` (Gregorian calendar).
    static func format(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String {
            let value = value ?? 0
            return value < 10 ? "0\(value)" : "\(value)"
        }
        return
            "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
    }

    /// A length in points as a whole number when it is one, otherwise with one decimal.
    static func format(_ points: Double) -> String {
        guard points.isFinite else { return "0" }
        let tenths = (points * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0
            ? String(Int(tenths / 10)) : String(format: "%.1f", tenths / 10)
    }
}
