import Bindings
import Foundation
import NotesCore
import NotesViewModels

/// A pager over photos 1 to `count` of a fresh library, loading through a controlled loader.
@MainActor
struct PhotoPagerHarness {
    let library: NotesLibrary
    let loader = ControlledImageLoader()
    let pager: PhotoPagerViewModel

    init(count: Int, at index: Int, language: NotesLanguage = .english) throws {
        library = .withPhotos(count)
        pager = try PhotoPagerViewModel(
            showingPhotoAt: index, in: library,
            environment: PhotoPagerEnvironment(imageLoader: loader.loader, language: language))
    }

    /// The numbers of the photos the pages show, in window order.
    var shown: [Int] { pager.pages.value.map { number(of: $0.photo.id) } }

    /// The number of the current photo, from 1.
    var current: Int? { pager.currentPhoto.value.map { number(of: $0.id) } }

    /// The numbers of the photos whose loads were started, in order.
    var startedNumbers: [Int] { loader.started.map { number(of: $0.request.photo.id) } }

    /// The numbers of the photos whose loads are waiting, oldest first.
    var waitingNumbers: [Int] { loader.waitingPhotoIDs.map(number(of:)) }

    /// The number a fixture photo id was made from.
    func number(of id: Photo.ID) -> Int {
        withUnsafeBytes(of: id.rawValue.uuid) { bytes in bytes.suffix(8).reduce(0) { $0 << 8 | Int($1) } }
    }

    /// Completes the waiting loads of the photos numbered `numbers`, in that order.
    func succeed(_ numbers: Int...) {
        for number in numbers { loader.succeed(.fixture(index: number)) }
    }

    /// Every page's photo number and load state in one line, current page marked.
    var summary: String {
        pager.pages.value.map { page in
            let state =
                switch page.load {
                case .idle: "idle"
                case .loading: "loading"
                case .loaded(let image): "loaded(\(number(of: image.photoID)))"
                case .failed: "failed"
                }
            return (page.isCurrent ? "*" : "") + "\(number(of: page.photo.id)):\(state)@\(page.slot)"
        }
        .joined(separator: " ")
    }
}
