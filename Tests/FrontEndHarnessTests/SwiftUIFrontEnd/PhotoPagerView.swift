import NotesCore
import NotesViewModels
import SwiftUIStandIn

// snippet: PhotoPagerView
/// The photo pager: a paging view over the pages, identified by photo and selected by the current
/// photo; the title, Back and Delete.
struct PhotoPagerView: View {
    let pager: PhotoPagerViewModel

    var body: some View {
        VStack {
            Text(pager.title.value)
            TabView(selection: Bindable(pager.currentPhotoID).value) {
                ForEach(pager.pages.value) { page in
                    PhotoPageView(photo: page.photo, load: page.load, language: pager.language)
                        .tag(Optional(page.id))
                }
            }
            .tabViewStyle(.page)
            Button(PhotoPagerText.delete(pager.language)) { pager.deleteTapped() }
        }
        .alert(
            PhotoPagerText.deleteQuestion(pager.language),
            isPresented: Bindable(pager.isDeleteConfirmationPresented).value
        ) {
            Button(PhotoPagerText.delete(pager.language), role: .destructive) { pager.deleteConfirmed() }
            Button(PhotoPagerText.cancel(pager.language), role: .cancel) { pager.deleteCancelled() }
        }
    }
}

/// One page: the photo's name and how its image is coming along.
///
/// It takes only what it shows,
/// so a page that moves to another slot of the window is not drawn again.
struct PhotoPageView: View {
    let photo: Photo
    let load: PhotoLoadState
    let language: NotesLanguage

    var body: some View {
        Text(photo.name)
        Text(PhotoPagerText.loadState(load, language: language))
    }
}
// end snippet
