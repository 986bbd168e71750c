import Foundation
import NotesViewModels
import SwiftUIStandIn

// snippet: ListNotesView
/// The notes list: a search field, the count, a row per note (only while on screen), Add.
///
/// The list's `ForEach` takes the identity list alone; each row reads its own model, so a search
/// highlight or a tick evaluates that row again and nothing else.
struct ListNotesView: View {
    let list: ListNotesViewModel

    var body: some View {
        VStack {
            Text(list.countText.value)
            List {
                ForEach(list.rowItems.value) { item in
                    ListRowView(model: list.rowModel(for: item.id), list: list)
                }
            }
            Button(list.labels.add) { list.addTapped() }
        }
        .searchable(text: Bindable(list.searchQuery).value, prompt: list.labels.searchPrompt)
        .navigationTitle(list.labels.title)
    }
}

/// One row of the list, reading its own model: the title and preview with the search's matches
/// on a yellow background, the importance, the date.
struct ListRowView: View {
    let model: ListNotesRowModel
    let list: ListNotesViewModel

    var body: some View {
        let row = model.row.value
        Button {
            list.rowTapped(row.id)
        } label: {
            Text(highlighted(row.title, row.matches?.title ?? []))
        }
        if let importance = list.labels.importance(row.importance) {
            Text(importance)
        }
        if model.isSelected.value {
            Text("✓")
        }
        Text(highlighted(row.preview, row.matches?.content ?? []))
        Text(row.dateText)
    }

    /// `text` with the search's matches on a yellow background.
    private func highlighted(_ text: String, _ matches: [Range<String.Index>]) -> AttributedString {
        var styled = AttributedString(text)
        for match in matches {
            if let range = Range(match, in: styled) { styled[range].backgroundColor = .yellow }
        }
        return styled
    }
}
// end snippet
