import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// The pager against a plain model (an array of ids and an index) over 10,000 random sequences of
/// swipes, jumps, deletions here and elsewhere, insertions, photos replaced under their id, resizes,
/// retries, load results delivered late and out of order, and loads that deliver another photo's
/// image.
@MainActor
@Suite struct PhotoPagerPropertyTests {
    /// The plain model: the photos, the current index, and whether the pager closed.
    struct Reference {
        var ids: [Photo.ID]
        var index: Int
        var isClosed = false
        /// Photos whose slot waits for a load started because a load delivered another photo's
        /// image: a second such image fails the slot.
        var reloadedAfterWrongImage: Set<Photo.ID> = []

        var window: [Photo.ID] {
            guard !isClosed, !ids.isEmpty else { return [] }
            let start = max(0, min(index - 1, ids.count - 3))
            return Array(ids[start..<(start + min(3, ids.count))])
        }

        mutating func remove(at position: Int) {
            ids.remove(at: position)
            if ids.isEmpty {
                isClosed = true
            } else if position < index || index == ids.count {
                index -= 1
            }
        }
    }

    @Test func tenThousandRandomSequencesMatchThePlainModel() throws {
        var random = SeededRandomNumberGenerator(seed: 2_026)
        for sequence in 0..<10_000 {
            try run(sequence: sequence, random: &random)
        }
    }

    private func run(sequence: Int, random: inout SeededRandomNumberGenerator) throws {
        let count = Int.random(in: 1...9, using: &random)
        let library = NotesLibrary.withPhotos(count)
        let loader = ControlledImageLoader()
        let start = Int.random(in: 0..<count, using: &random)
        let pager = try PhotoPagerViewModel(
            showingPhotoAt: start, in: library, environment: PhotoPagerEnvironment(imageLoader: loader.loader)
        )
        var reference = Reference(ids: Photo.fixtures(count).map(\.id), index: start)
        var nextNumber = 100
        var step = "open at \(start) of \(count)"
        try check(pager, loader, reference, loadsBefore: 0, entering: reference.window.count, step, sequence)
        for _ in 0..<Int.random(in: 8...20, using: &random) {
            let before = reference.window
            let loadsBefore = loader.started.count
            var retried = 0
            switch Int.random(in: 0..<14, using: &random) {
            case 0, 1:
                step = "next"
                pager.nextTapped()
                if !reference.isClosed, reference.index + 1 < reference.ids.count { reference.index += 1 }
            case 2, 3:
                step = "previous"
                pager.previousTapped()
                if !reference.isClosed, reference.index > 0 { reference.index -= 1 }
            case 4:
                let target = Int.random(in: -1...(reference.ids.count), using: &random)
                step = "jump to \(target)"
                pager.photoChosen(at: target)
                if !reference.isClosed, reference.ids.indices.contains(target) { reference.index = target }
            case 5:
                step = "delete current"
                pager.deleteTapped()
                pager.deleteConfirmed()
                if !reference.isClosed { reference.remove(at: reference.index) }
            case 6 where !reference.ids.isEmpty:
                let position = Int.random(in: 0..<reference.ids.count, using: &random)
                step = "delete \(position) elsewhere"
                library.removePhoto(withID: reference.ids[position])
                if reference.isClosed {
                    reference.ids.remove(at: position)
                } else {
                    reference.remove(at: position)
                }
            case 7:
                nextNumber += 1
                step = "insert elsewhere"
                library.savePhoto(.fixture(nextNumber))
                reference.ids.append(.fixture(index: nextNumber))
            case 8:
                step = "resize"
                pager.layoutWidthChanged(Double(Int.random(in: 0...900, using: &random)))
            case 9, 10:
                let waiting = loader.waiting
                guard !waiting.isEmpty else { continue }
                let load = waiting[Int.random(in: 0..<waiting.count, using: &random)]
                let fails = Bool.random(using: &random)
                step = "load \(load.number) \(fails ? "fails" : "succeeds")"
                let image = LoadedImage(
                    photoID: load.request.photo.id, size: PixelSize(width: load.number, height: 1))
                loader.complete(number: load.number, with: fails ? .failure(.failed("x")) : .success(image))
                reference.reloadedAfterWrongImage.remove(load.request.photo.id)
            case 12:
                let waiting = loader.waiting
                guard !waiting.isEmpty else { continue }
                let load = waiting[Int.random(in: 0..<waiting.count, using: &random)]
                step = "load \(load.number) delivers another photo's image"
                let wrong = LoadedImage(
                    photoID: .fixture(index: 999), size: PixelSize(width: load.number, height: 1))
                loader.complete(number: load.number, with: .success(wrong))
                let photo = load.request.photo.id
                if reference.reloadedAfterWrongImage.remove(photo) == nil {
                    reference.reloadedAfterWrongImage.insert(photo)
                    retried = 1
                }
            case 13 where !reference.ids.isEmpty:
                let id = reference.ids[Int.random(in: 0..<reference.ids.count, using: &random)]
                var photo = try #require(library.notebook.photo(withID: id))
                photo.byteCount += 1
                step = "photo \(reference.ids.firstIndex(of: id)!) replaced under its id"
                library.savePhoto(photo)
                if reference.window.contains(id) {
                    reference.reloadedAfterWrongImage.remove(id)
                    retried = 1
                }
            default:
                if let late = loader.cancelled.last, Bool.random(using: &random) {
                    let photo = loader.started[late - 1].request.photo.id
                    step = "late result of cancelled load \(late)"
                    loader.completeCancelled(
                        photo,
                        with: .success(LoadedImage(photoID: photo, size: PixelSize(width: late, height: 1))))
                } else if let page = pager.pages.value.first(where: {
                    if case .failed = $0.load { true } else { false }
                }) {
                    step = "retry"
                    pager.retryTapped(page.photo.id)
                    reference.reloadedAfterWrongImage.remove(page.photo.id)
                    retried = 1
                }
            }
            reference.reloadedAfterWrongImage.formIntersection(reference.window)
            let entering = reference.window.count { !before.contains($0) } + retried
            try check(pager, loader, reference, loadsBefore: loadsBefore, entering: entering, step, sequence)
        }
    }

    private func check(
        _ pager: PhotoPagerViewModel, _ loader: ControlledImageLoader, _ reference: Reference,
        loadsBefore: Int, entering: Int, _ step: String, _ sequence: Int
    ) throws {
        let context: Comment = "sequence \(sequence), after \(step)"
        let pages = pager.pages.value
        let window = reference.window
        #expect(pages.count == window.count, context)
        #expect(pages.map(\.photo.id) == window, context)
        #expect(pager.outcome.value == (reference.isClosed ? .noPhotosLeft : nil), context)
        if !reference.isClosed {
            #expect(pager.currentPhoto.value?.id == reference.ids[reference.index], context)
            #expect(pages.filter(\.isCurrent).map(\.photo.id) == [reference.ids[reference.index]], context)
            #expect(
                pages.map(\.index)
                    == Array((pages.first?.index ?? 0)..<((pages.first?.index ?? 0) + pages.count)), context)
        }
        #expect(pager.window.value.heldImageCount <= 3, context)
        #expect(Set(pages.map(\.slot)).count == pages.count, context)
        for page in pages {
            if page.load == .loading {
                // A slot that waits has a load running for its photo as the library holds it now.
                #expect(loader.waiting.contains { $0.request.photo == page.photo }, context)
            }
            guard let image = page.load.image else { continue }
            let load = loader.started[image.size.width - 1]
            #expect(image.photoID == page.photo.id && load.request.photo == page.photo, context)
            #expect(!loader.cancelled.contains(load.number), context)
        }
        #expect(loader.started.count - loadsBefore == entering, context)
        #expect(Set(loader.waitingPhotoIDs).isSubset(of: Set(window)), context)
    }
}
