import Foundation
import NotesViewModels
import SwiftUIStandIn

// snippet: GalleryView
/// The gallery: a grid of every photo and the add cell, the delete question, the add error.
struct GalleryView: View {
    let gallery: GalleryViewModel

    var body: some View {
        VStack {
            Text(GalleryText.count(gallery.photoCount.value, language: gallery.language))
            LazyVGrid(columns: Array(repeating: GridItem(), count: gallery.columnCount.value)) {
                ForEach(gallery.itemIDs.value, id: \.self) { id in
                    GalleryCellView(model: gallery.itemModel(for: id), gallery: gallery)
                        .onAppear { gallery.cellAppeared(id) }
                        .onDisappear { gallery.cellDisappeared(id) }
                }
            }
        }
        .navigationTitle(gallery.title)
        .onGeometryChange(for: CGSize.self, of: { $0.size }) { gallery.layoutWidthChanged($0.width) }
        .alert(
            GalleryText.delete(gallery.language),
            isPresented: Bindable(gallery.isDeleteConfirmationPresented).value,
            presenting: gallery.pendingDeletion.value
        ) { _ in
            Button(GalleryText.delete(gallery.language), role: .destructive) { gallery.deleteConfirmed() }
            Button(GalleryText.cancel(gallery.language), role: .cancel) { gallery.deleteCancelled() }
        } message: { photo in
            Text(GalleryText.deleteQuestion(photo, language: gallery.language))
        }
    }
}

/// One cell: a photo, or the add cell, reading its own model.
///
/// It takes its model, not its index, so a cell whose photo moves up when one before it is deleted
/// is not drawn again, and a thumbnail arriving draws its cell alone.
struct GalleryCellView: View {
    let model: GalleryItemModel
    let gallery: GalleryViewModel

    var body: some View {
        let isSelected = model.isSelected.value
        switch model.content.value {
        case .photo(let photo, let thumbnail):
            Button(photo.name) { gallery.photoTapped(photo.id) }
            Text(PhotoPagerText.loadState(thumbnail, language: gallery.language) + (isSelected ? " ✓" : ""))
        case .add:
            Button(GalleryText.add(gallery.language)) { gallery.addTapped() }
        }
    }
}
// end snippet
