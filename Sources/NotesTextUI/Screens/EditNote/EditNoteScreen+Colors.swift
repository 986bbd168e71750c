import NotesCore
import NotesViewModels

/// The colours the editor's wireframe stands for: the colour squares' insides and, while the
/// colour picker is open, the colour it opened with.
extension EditNoteScreen {
    /// The inside of each colour square that holds a colour, filled with it as a background, and,
    /// while the colour picker is open, its value's hex digits (`#123456`, the note's colour) in
    /// that colour, on the lines ``render(_:)`` returns.
    ///
    /// Pure, as ``render(_:)``: a front end paints these cells, a review records them.
    /// - Complexity: O(*n*) in the length of the note, as ``render(_:)``.
    @MainActor
    public func colorSpans(_ viewModel: EditNoteViewModel) -> [ColorSpan] {
        let sections = sections(viewModel)
        // The top border, then each section after the divider before it.
        var starts: [Int] = []
        var next = 1
        for section in sections {
            starts.append(next)
            next += section.count + 1
        }
        let left = 1 + frame.effectivePadding
        let tiles = ColorSelectorTiles(
            squares: viewModel.colorSelector.squares.value, language: viewModel.language, audience: audience)
        var spans = tiles.colorSpans.map { $0.offset(lines: starts[Self.tilesSection], columns: left) }
        guard case .colorPicker(let route) = viewModel.destination.value else { return spans }
        // The picker's line comes after the footer and the notice, when there is one.
        let pickerSection = Self.tilesSection + 4 + (doneNotice(viewModel) == nil ? 0 : 1)
        guard pickerSection < sections.count else { return spans }
        let hex = route.initialValue.hex
        for (offset, line) in sections[pickerSection].enumerated().reversed() {
            guard let range = line.ranges(of: hex).last else { continue }
            let column = left + line.distance(from: line.startIndex, to: range.lowerBound)
            spans.append(
                ColorSpan(
                    line: starts[pickerSection] + offset, columns: column..<column + hex.count,
                    color: route.initialValue.color, layer: .foreground))
            break
        }
        return spans
    }
}
