import Foundation

/// Creating the presets on first launch.
extension NoteStore {
    /// Writes the preset photos into `photos/` and returns the preset contents (not yet saved).
    ///
    /// Every preset gets an id from the id source. Photos are dated now; each note is a second
    /// older than the one before it, so ordering by `updatedAt`, newest first, keeps the template
    /// order.
    func writePresets() throws(StoreError) -> StoreContents {
        let now = clock()
        var photos: [Photo] = []
        for template in StorePresets.photos {
            let data = StorePresets.pngData(for: template)
            var photo = try writePhoto(data, fileExtension: "png", createdAt: now, isPreset: true)
            photo.name = template.name
            photos.append(photo)
        }
        let notes = StorePresets.notes.enumerated().map { offset, template in
            Note(
                id: Note.ID(makeID()), title: template.title, content: template.content,
                color: template.color, createdAt: now.addingTimeInterval(-Double(offset)))
        }
        return StoreContents(notes: notes, photos: photos)
    }
}
