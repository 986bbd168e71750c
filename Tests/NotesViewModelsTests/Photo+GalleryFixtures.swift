import Foundation
import NotesCore
import NotesViewModels

extension Photo.ID {
    /// A deterministic id from a whole number, big-endian in the last 8 bytes.
    static func fixture(index: Int) -> Photo.ID {
        Photo.ID(Note.ID.fixture(index: index).rawValue)
    }
}

extension Photo {
    /// The names of the eleven preset photos, in gallery order.
    static let presetNames = StorePresets.photos.map(\.name)

    /// Photo number `number` (from 1), named after a preset while there are presets to go round.
    static func fixture(_ number: Int, isPreset: Bool = false) -> Photo {
        let name = number <= presetNames.count ? presetNames[number - 1] : "Photo \(number)"
        return Photo(
            id: .fixture(index: number), fileName: "\(number).png", byteCount: 1_000 + number,
            createdAt: Date(timeIntervalSince1970: 1_742_472_000), isPreset: isPreset, name: name)
    }

    /// Photos 1 to `count`.
    static func fixtures(_ count: Int) -> [Photo] {
        count == 0 ? [] : (1...count).map { fixture($0) }
    }
}

extension NotesLibrary {
    /// A library holding photos 1 to `count` and no notes.
    static func withPhotos(_ count: Int) -> NotesLibrary {
        NotesLibrary(notebook: Notebook(photos: Photo.fixtures(count)))
    }
}
