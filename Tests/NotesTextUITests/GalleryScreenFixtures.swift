import Foundation
import NotesCore
import NotesTextUI
import NotesViewModels

/// Photos, a library and view models for the gallery and pager screens.
@MainActor
enum GalleryScreenFixtures {
    /// Photo `number` (from 1), named after the presets while they last.
    static func photo(_ number: Int) -> Photo {
        let names = StorePresets.photos.map(\.name)
        var uuid = [UInt8](repeating: 0, count: 16)
        uuid[15] = UInt8(number)
        let id = Photo.ID(
            UUID(
                uuid: (
                    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, UInt8(number >> 8), UInt8(number & 0xFF)
                )))
        return Photo(
            id: id, fileName: "\(number).png", byteCount: 2_000 + number,
            createdAt: Date(timeIntervalSince1970: 1_742_472_000), isPreset: number <= names.count,
            name: number <= names.count ? names[number - 1] : "Photo \(number)")
    }

    static func library(_ count: Int) -> NotesLibrary {
        NotesLibrary(notebook: Notebook(photos: count == 0 ? [] : (1...count).map(photo)))
    }

    /// A JPEG header of 640×480.
    static let jpeg = Data(
        [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03, 0x01, 0x22, 0x00])

    /// Ids for added photos, far past the fixtures' numbers.
    static let newPhotoIDs = IDGenerator { UUID(uuidString: "00000000-0000-0000-0000-0000000003E8")! }

    static func gallery(
        _ library: NotesLibrary, loader: ImageLoader, picker: PhotoSource = .returning(.cancelled),
        language: NotesLanguage = .english
    ) -> GalleryViewModel {
        GalleryViewModel(
            library: library,
            environment: GalleryEnvironment(
                imageLoader: loader, photoSource: picker,
                photoStorage: .validating(ids: newPhotoIDs, now: .fixed(Date(timeIntervalSince1970: 0))),
                language: language, metrics: GalleryScreen.metrics))
    }
}
