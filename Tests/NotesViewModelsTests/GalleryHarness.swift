import Bindings
import Foundation
import NotesCore
import NotesViewModels

/// A gallery over photos 1 to `count`, with a controlled loader and picker and a storage that
/// checks headers and numbers new photos from 1,000.
@MainActor
struct GalleryHarness {
    let library: NotesLibrary
    let loader = ControlledImageLoader()
    let picker = ControlledPhotoSource()
    let gallery: GalleryViewModel

    init(count: Int, language: NotesLanguage = .english, metrics: GalleryMetrics = .standard) {
        library = .withPhotos(count)
        let ids = IDGenerator { Photo.ID.fixture(index: 1_000).rawValue }
        gallery = GalleryViewModel(
            library: library,
            environment: GalleryEnvironment(
                imageLoader: loader.loader, photoSource: picker.source,
                photoStorage: .validating(ids: ids, now: .fixed(Date(timeIntervalSince1970: 1_742_472_000))),
                language: language, metrics: metrics))
    }

    /// The number a fixture photo id was made from.
    func number(of id: Photo.ID) -> Int {
        withUnsafeBytes(of: id.rawValue.uuid) { bytes in bytes.suffix(8).reduce(0) { $0 << 8 | Int($1) } }
    }

    /// The photo numbers whose thumbnails were requested, in order.
    var startedNumbers: [Int] { loader.started.map { number(of: $0.request.photo.id) } }

    /// The photo numbers whose thumbnails are still loading.
    var waitingNumbers: [Int] { loader.waitingPhotoIDs.map(number(of:)) }

    /// The cells in view in one line: photo numbers (`+` for the add cell), the selected one
    /// bracketed, a loaded thumbnail marked with `✓`.
    var summary: String {
        gallery.cells.value.map { cell in
            var text: String
            switch cell.content {
            case .add: text = "+"
            case .photo(let photo, let thumbnail):
                text = "\(number(of: photo.id))"
                if thumbnail.image != nil { text += "✓" }
                if case .failed = thumbnail { text += "!" }
            }
            return cell.isSelected ? "[\(text)]" : text
        }
        .joined(separator: " ")
    }

    /// A JPEG header of 640×480.
    static let jpeg = Data(
        [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03, 0x01, 0x22, 0x00])
}
