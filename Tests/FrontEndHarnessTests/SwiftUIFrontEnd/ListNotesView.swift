import NotesViewModels
import SwiftUIStandIn
// snippet: ListNotesView
/// The notes list: a search field, the count, a row per note (built only while on screen), Add.
struct ListNotesView: View {
    let list: ListNotesViewModel

    var body: some View {
        let rows = list.rows.value
        return VStack {
            Text(list.countText.value)
            List {
                ForEach(rows.items) { item in
                    ListRowView(row: rows[item], list: list)
                }
            }
            Button(list.labels.add) { list.addTapped() }
        }
        .searchable(text: Bindable(list.searchQuery).value, prompt: list.labels.searchPrompt)
        .navigationTitle(list.labels.title)
    }
}

/// One row of the list.
struct ListRowView: View {
    let row: ListNotesRow
    let list: ListNotesViewModel

    var body: some View {
        Button(row.title) { list.rowTapped(row.id) }
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
