import NotesViewModels
import SwiftUIStandIn

/// The photo pager: a paging view over the three recycled pages, the title, Back and Delete.
struct PhotoPagerView: View {
    let pager: PhotoPagerViewModel

    var body: some View {
        VStack {
            Text(pager.title.value)
            ForEach(pager.pages.value, id: \.index) { page in
                if page.isCurrent {
                    Text(page.photo.name)
                    Text(PhotoPagerText.loadState(page.load, language: pager.language))
                }
            }
            Button(PhotoPagerText.previous(pager.language)) { pager.previousTapped() }
                .disabled(!pager.isPreviousEnabled.value)
            Button(PhotoPagerText.next(pager.language)) { pager.nextTapped() }
                .disabled(!pager.isNextEnabled.value)
            Button(PhotoPagerText.delete(pager.language)) { pager.deleteTapped() }
        }
        .alert(PhotoPagerText.deleteQuestion(pager.language), isPresented: Bindable(pager.isDeleteConfirmationPresented).value) {
            Button(PhotoPagerText.delete(pager.language), role: .destructive) { pager.deleteConfirmed() }
            Button(PhotoPagerText.cancel(pager.language), role: .cancel) { pager.deleteCancelled() }
        }
    }
}
