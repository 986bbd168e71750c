import Bindings
import Foundation
import NotesCore
import NotesViewModels

/// One thumbnail arriving in a gallery of 100,000 photos, as a front end of per-item models sees
/// it: the cells in view hold their ``GalleryItemModel``s (a cell reads its model in its own
/// configuration), and the identity list stays as it is.
///
/// Measured: the arrival (the loader's completion through the gallery to the one model that
/// changes), the cells it changed, and whether the identity list was published.
enum GalleryItemModelBenchmark {
    static let photoCount = 100_000

    @MainActor
    static func report(_ library: NotesLibrary) {
        let loader = ControlledImageLoader()
        let gallery = GalleryViewModel(
            library: library,
            environment: GalleryEnvironment(
                imageLoader: loader.loader, photoSource: .returning(.cancelled),
                photoStorage: .validating(ids: .live, now: .live)))
        gallery.layoutWidthChanged(390)
        let visible = gallery.layout.value.visibleItems(offset: 0, height: 844)
        let ids = gallery.itemIDs.value
        let bag = SubscriptionBag()
        var changedCells = 0
        var models: [GalleryItemModel] = []
        for index in visible {
            gallery.cellAppeared(ids[index])
            let model = gallery.itemModel(for: ids[index])
            model.content.subscribeToChanges { _, _ in changedCells += 1 }.store(in: bag)
            models.append(model)
        }
        var identities = 0
        gallery.itemIDs.subscribeToChanges { _, _ in identities += 1 }.store(in: bag)
        let waiting = loader.waitingPhotoIDs
        let clock = ContinuousClock()
        var samples: [Double] = []
        for id in waiting {
            samples.append(BenchmarkTiming.milliseconds(clock.measure { _ = loader.succeed(id) }))
        }
        print(
            "thumbnail arriving at \(library.notebook.photoCount) photos, per-item models: median "
                + BenchmarkTiming.format(BenchmarkTiming.median(samples), width: 0) + " ms, worst "
                + BenchmarkTiming.format(samples.max() ?? 0, width: 0) + " ms over \(samples.count) arrivals"
                + " (\(waiting.count - visible.count) of them in the margin); cells changed \(changedCells)"
                + " for \(visible.count) in view, identity list published \(identities) times (target: one cell"
                + " per thumbnail in view, ≤ 1 ms)")
        withExtendedLifetime(models) {}
    }
}
