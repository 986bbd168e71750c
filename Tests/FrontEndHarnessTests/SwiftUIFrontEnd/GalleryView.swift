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
            LazyVGrid(columns: gallery.columnCount.value) {
                ForEach(gallery.items.value) { item in
                    GalleryCellView(
                        content: item.cell.content, isSelected: item.cell.isSelected, gallery: gallery
                    )
                    .onAppear { gallery.cellAppeared(item.id) }
                    .onDisappear { gallery.cellDisappeared(item.id) }
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

/// One cell: a photo, or the add cell.
///
/// It takes what it shows, not its index, so a cell whose
/// photo moves up when one before it is deleted is not drawn again.
struct GalleryCellView: View {
    let content: GalleryCell.Content
    let isSelected: Bool
    let gallery: GalleryViewModel

    var body: some View {
        switch content {
        case .photo(let photo, let thumbnail):
            Button(photo.name) { gallery.photoTapped(photo.id) }
            Text(PhotoPagerText.loadState(thumbnail, language: gallery.language) + (isSelected ? " ✓" : ""))
        case .add:
            Button(GalleryText.add(gallery.language)) { gallery.addTapped() }
        }
    }
}
// end snippet
