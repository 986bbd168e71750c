import Foundation
import NotesViewModels
import SwiftUIStandIn

/// The gallery: a grid of every photo and the add cell, the delete question, the add error.
struct GalleryView: View {
    let gallery: GalleryViewModel

    var body: some View {
        VStack {
            Text(GalleryText.count(gallery.photoCount.value, language: gallery.language))
            LazyVGrid(columns: gallery.columnCount.value) {
                ForEach(gallery.items.value) { item in
                    GalleryCellView(cell: item.cell, gallery: gallery)
                        .onAppear { gallery.cellAppeared(at: item.index) }
                        .onDisappear { gallery.cellDisappeared(at: item.index) }
                }
            }
        }
        .navigationTitle(gallery.title)
        .onGeometryChange(for: CGSize.self, of: { $0.size }) { gallery.layoutWidthChanged($0.width) }
        .alert(
            GalleryText.delete(gallery.language), isPresented: Bindable(gallery.isDeleteConfirmationPresented).value,
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
struct GalleryCellView: View {
    let cell: GalleryCell
    let gallery: GalleryViewModel

    var body: some View {
        switch cell.content {
        case .photo(let photo, _):
            Button(photo.name) { gallery.cellTapped(at: cell.index) }
        case .add:
            Button(GalleryText.add(gallery.language)) { gallery.addTapped() }
        }
    }
}
