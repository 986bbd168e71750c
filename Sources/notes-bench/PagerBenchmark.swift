import Bindings
import Foundation
import NotesCore
import NotesViewModels

/// The `pager` suite: swipes through a ``PhotoPagerViewModel`` at 10, 10,000 and 1,000,000 photos,
/// and opening a ``GalleryViewModel`` over 1,000,000 photos.
///
/// A swipe is one `nextTapped()` or `previousTapped()` in the middle of the photos: the window
/// shifts, one slot is reused, one load starts (the loader completes it at once, so the slot
/// holds an image), and every public property of the pager is delivered to a subscriber. The
/// baseline, measured in the same run, is the plain model's swipe: move an index and copy the
/// three ids of the window out of an array. Targets: the swipe does not grow with the photo count,
/// exactly one load per swipe, and the gallery opens in under 8.3 ms (one frame at 120 Hz).
enum PagerBenchmark {
    static let photoCounts = [10, 10_000, 1_000_000]
    static let swipesPerRun = 20_000
    static let runs = 7

    static func run() {
        MainActor.assumeIsolated { report() }
    }

    @MainActor
    static func report() {
        print("photos      ns/swipe   plain ns/swipe   ratio   loads/swipe")
        var first: Double?
        var library: NotesLibrary?
        for count in photoCounts {
            library = NotesLibrary(notebook: makeNotebook(count: count))
            let (nanoseconds, loadsPerSwipe) = measureSwipes(library!)
            let plain = measurePlainSwipes(count: count)
            first = first ?? nanoseconds
            print(
                BenchmarkTiming.padded("\(count)", width: 9)
                    + BenchmarkTiming.format(nanoseconds, width: 12)
                    + BenchmarkTiming.format(plain, width: 17)
                    + BenchmarkTiming.format(nanoseconds / max(plain, 0.001), width: 8)
                    + BenchmarkTiming.format(loadsPerSwipe, width: 14))
        }
        if let first, let last = library.map({ measureSwipes($0).0 }) {
            print(
                "swipe at 1,000,000 photos / swipe at 10 photos: \(BenchmarkTiming.format(last / first, width: 0))"
            )
        }
        if let library {
            let (ours, plain) = measureRemoval(library.notebook)
            print(
                "photo removal at \(library.notebook.photoCount) photos: "
                    + "\(BenchmarkTiming.format(ours, width: 0)) µs (plain array: \(BenchmarkTiming.format(plain, width: 0)) µs)"
            )
            let open = measureGalleryOpen(library)
            print(
                "gallery open + visible cells at \(library.notebook.photoCount) photos: "
                    + "\(BenchmarkTiming.format(open, width: 0)) ms (budget 8.33 ms, "
                    + "\(BenchmarkTiming.format(open / 8.333 * 100, width: 0))% of a frame)")
        }
        GalleryItemModelBenchmark.report(
            NotesLibrary(notebook: makeNotebook(count: GalleryItemModelBenchmark.photoCount)))
    }

    /// A notebook of `count` photos with short names, added one by one.
    static func makeNotebook(count: Int) -> Notebook {
        var notebook = Notebook()
        let date = Date(timeIntervalSince1970: 1_742_472_000)
        for index in 0..<count {
            var uuid = UUID().uuid
            withUnsafeMutableBytes(of: &uuid) { bytes in
                for byte in 0..<8 { bytes[15 - byte] = UInt8(truncatingIfNeeded: index >> (8 * byte)) }
            }
            notebook.addPhoto(
                Photo(id: Photo.ID(UUID(uuid: uuid)), fileName: "\(index).png", byteCount: 1, createdAt: date)
            )
        }
        return notebook
    }

    /// Median nanoseconds per swipe, and loads started per swipe.
    @MainActor
    static func measureSwipes(_ library: NotesLibrary) -> (Double, Double) {
        var loads = 0
        let loader = ImageLoader { request, completion in
            loads += 1
            completion(
                .success(LoadedImage(photoID: request.photo.id, size: PixelSize(width: 64, height: 48))))
            return .none
        }
        let count = library.notebook.photoCount
        let low = 1
        let high = count - 2
        let middle = count / 2
        let pager = try! PhotoPagerViewModel(
            showingPhotoAt: middle, in: library, environment: PhotoPagerEnvironment(imageLoader: loader))
        pager.layoutWidthChanged(390)
        var delivered = 0
        let bag = SubscriptionBag()
        pager.pages.subscribe { delivered += $0.count }.store(in: bag)
        pager.title.subscribe { delivered += $0.utf8.count }.store(in: bag)
        pager.currentPhoto.subscribe { delivered += $0 == nil ? 0 : 1 }.store(in: bag)
        pager.isPreviousEnabled.subscribe { delivered += $0 ? 1 : 0 }.store(in: bag)
        pager.isNextEnabled.subscribe { delivered += $0 ? 1 : 0 }.store(in: bag)
        pager.pageOffset.subscribe { delivered += Int($0) }.store(in: bag)
        pager.window.subscribe { delivered += $0.count }.store(in: bag)
        var forward = true
        var swipes = 0
        loads = 0
        let medians = BenchmarkTiming.medians(runs: runs) {
            for _ in 0..<swipesPerRun {
                let index = pager.window.value.currentIndex
                if forward && index >= high { forward = false }
                if !forward && index <= low { forward = true }
                if forward { pager.nextTapped() } else { pager.previousTapped() }
                swipes += 1
            }
        }
        precondition(delivered != 0 && pager.window.value.heldImageCount == 3)
        return (medians.cpu * 1e6 / Double(swipesPerRun), Double(loads) / Double(swipes))
    }

    /// Median nanoseconds per swipe of the plain model: an index and a copy of three ids.
    static func measurePlainSwipes(count: Int) -> Double {
        let ids = (0..<count).map { _ in Photo.ID(UUID()) }
        var index = count / 2
        var forward = true
        var checksum = 0
        let medians = BenchmarkTiming.medians(runs: runs) {
            for _ in 0..<swipesPerRun {
                if forward && index >= count - 2 { forward = false }
                if !forward && index <= 1 { forward = true }
                index += forward ? 1 : -1
                let start = max(0, min(index - 1, count - 3))
                let window = Array(ids[start..<min(start + 3, count)])
                checksum &+= window.count
            }
        }
        precondition(checksum > 0)
        return medians.cpu * 1e6 / Double(swipesPerRun)
    }

    /// Median microseconds to remove one photo from the front half of `notebook`, and the same
    /// removal from a plain array of ids.
    static func measureRemoval(_ notebook: Notebook) -> (Double, Double) {
        let removals = 200
        var copy = notebook
        var ids = (0..<notebook.photoCount).map(notebook.photoID(at:))
        var position = 1
        let ours = BenchmarkTiming.medians(runs: runs) {
            for _ in 0..<removals {
                copy.removePhoto(withID: copy.photoID(at: position))
                position = (position * 7 + 13) % (copy.photoCount / 2)
            }
        }
        position = 1
        let plain = BenchmarkTiming.medians(runs: runs) {
            for _ in 0..<removals {
                ids.remove(at: position)
                position = (position * 7 + 13) % (ids.count / 2)
            }
        }
        return (ours.cpu * 1_000 / Double(removals), plain.cpu * 1_000 / Double(removals))
    }

    /// Median milliseconds to open a gallery, lay it out at 390 points and load the visible cells.
    @MainActor
    static func measureGalleryOpen(_ library: NotesLibrary) -> Double {
        let environment = GalleryEnvironment(
            imageLoader: .immediate, photoSource: .returning(.cancelled),
            photoStorage: .validating(ids: .live, now: .live))
        var cells = 0
        let medians = BenchmarkTiming.medians(runs: runs) {
            let gallery = GalleryViewModel(library: library, environment: environment)
            gallery.layoutWidthChanged(390)
            gallery.visibleItemsChanged(gallery.layout.value.visibleItems(offset: 0, height: 844))
            cells += gallery.cells.value.count
        }
        precondition(cells > 0)
        return medians.wall
    }
}
