import Foundation
import NotesViewModels
import UIKitStandIn

// snippet: NoteRowCell
/// A row of the notes list in UIKit: it holds its row's model and copies it in
/// `updateConfiguration(using:)`, which UIKit tracks, so a search highlight, a tick or a date
/// after midnight reconfigures this cell alone.
final class NoteRowCell: UICollectionViewCell {
    private let titleLabel = UILabel()
    private let previewLabel = UILabel()
    private let dateLabel = UILabel()
    var model: ListNotesRowModel?
    var labels = ListNotesLabels(language: .english)

    required init() {
        super.init()
        for label in [titleLabel, previewLabel, dateLabel] { addSubview(label) }
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        guard let model else { return }
        let row = model.row.value
        let title = highlighted(row.title, row.matches?.title ?? [])
        if let mark = labels.importance(row.importance) {
            title.insert(NSAttributedString(string: mark + " "), at: 0)
        }
        if model.isSelected.value { title.append(NSAttributedString(string: " ✓")) }
        titleLabel.attributedText = title
        previewLabel.attributedText = highlighted(row.preview, row.matches?.content ?? [])
        dateLabel.text = row.dateText
    }

    /// `text` with the search's matches on a yellow background.
    private func highlighted(_ text: String, _ matches: [Range<String.Index>]) -> NSMutableAttributedString {
        let string = NSMutableAttributedString(string: text)
        for match in matches {
            string.addAttribute(
                .backgroundColor, value: UIColor.systemYellow, range: NSRange(match, in: text))
        }
        return string
    }
}
// end snippet
