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

/// One row of the list, reading its own model.
struct ListRowView: View {
    let model: ListNotesRowModel
    let list: ListNotesViewModel

    var body: some View {
        let row = model.row.value
        Button(row.title + (model.isSelected.value ? " ✓" : "")) { list.rowTapped(row.id) }
        Text(row.preview)
        Text(row.dateText)
        if let matches = row.matches {
            Text(
                matches.title.map { "«\(row.title[$0])»" }.joined()
                    + matches.content.map { "«\(row.preview[$0])»" }.joined())
        }
    }
}
// end snippet
