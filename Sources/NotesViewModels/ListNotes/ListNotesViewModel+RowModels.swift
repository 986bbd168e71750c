import Bindings
import NotesCore

/// One observable model per row a front end shows.
extension ListNotesViewModel {
    /// The model of the row of the note `id`, for a cell to read in its own configuration.
    ///
    /// The same model while anything holds it: a cell keeps it for as long as it shows the row, and
    /// the list updates it (only the rows held, after each change) until it is let go of. A note
    /// that is not listed gets the row of an empty note, as ``ListNotesRows`` gives one.
    ///
    /// - Complexity: O(*m*) in the length of the lines the row shows, the first time; O(1) on
    ///   average after.
    public func rowModel(for id: Note.ID) -> ListNotesRowModel {
        if let model = rowModels[id]?.object { return model }
        // Read untracked: a list's body that asks for a row's model does not track the row.
        let model = ListNotesRowModel(
            row: rowsValue.unobservedValue.row(forNoteWithID: id),
            isSelected: modeValue.unobservedValue.selection.contains(id))
        rowModels[id] = WeakReference(model)
        pruneRowModelsIfNeeded()
        return model
    }

    /// Brings every row model held up to date with the rows and the selection.
    ///
    /// A model whose row did not change notifies no one. Call inside the batch that publishes the
    /// rows.
    ///
    /// - Complexity: O(*k*) row builds for the *k* models held.
    func refreshRowModels() {
        guard !rowModels.isEmpty else { return }
        let rows = rowsValue.unobservedValue
        let selection = modeValue.unobservedValue.selection
        for (id, reference) in rowModels {
            guard let model = reference.object else {
                rowModels[id] = nil
                continue
            }
            model.rowValue.value = rows.row(forNoteWithID: id)
            model.isSelectedValue.value = selection.contains(id)
        }
    }

    /// Brings the ticks of the row models held up to date with the selection.
    ///
    /// - Complexity: O(*k*) for the *k* models held.
    func refreshRowModelSelection() {
        let selection = modeValue.unobservedValue.selection
        for reference in rowModels.values {
            guard let model = reference.object else { continue }
            model.isSelectedValue.value = selection.contains(model.id)
        }
    }

    /// Forgets the models no one holds once they outnumber those held, in amortised O(1) per model.
    private func pruneRowModelsIfNeeded() {
        guard rowModels.count >= 64, rowModels.count >= 2 * rowModelsKeptAtLastPrune else { return }
        rowModels = rowModels.filter { $0.value.object != nil }
        rowModelsKeptAtLastPrune = rowModels.count
    }
}
