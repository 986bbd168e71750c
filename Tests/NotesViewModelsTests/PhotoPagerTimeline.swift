import Bindings
import Foundation
import NotesCore
import NotesViewModels

/// Records what a front end of a pager sees, every property change and event in order, plus each
/// load started and cancelled, as one timeline for a snapshot.
///
/// Photos are written by their fixture number (`#5`), loads by the order they started in (`L3`).
@MainActor
final class PhotoPagerTimeline {
    let recorder = Recorder()
    let library: NotesLibrary
    let loader = ControlledImageLoader()
    private(set) var pager: PhotoPagerViewModel!
    private let bag = SubscriptionBag()

    /// A library of photos 1 to `count`; open the pager with ``open(at:)``.
    init(count: Int) {
        library = .withPhotos(count)
    }

    /// The loader the pager is given: the controlled one, with each start and cancel noted.
    var recordingLoader: ImageLoader {
        let controlled = loader.loader
        return ImageLoader { [recorder, loader] request, completion in
            let cancel = controlled.start(request) { result in
                let outcome =
                    switch result {
                    case .success(let image): "\(image.size)"
                    case .failure(let error): "failed: \(error)"
                    }
                recorder.note("load of #\(Self.number(of: request.photo.id)) finished (\(outcome))")
                completion(result)
            }
            let number = loader.started.count
            recorder.note("load L\(number) of #\(Self.number(of: request.photo.id)) started")
            return LoadCancellation {
                recorder.note("load L\(number) cancelled")
                cancel()
            }
        }
    }

    /// Opens the pager at `index` and starts recording.
    func open(at index: Int) throws {
        step("pager opened at index \(index)")
        pager = try PhotoPagerViewModel(
            showingPhotoAt: index, in: library,
            environment: PhotoPagerEnvironment(imageLoader: recordingLoader))
        attach(pager)
    }

    /// Records `pager`, opened by the caller.
    func attach(_ pager: PhotoPagerViewModel) {
        self.pager = pager
        recorder.record(pager.pages, as: "pages") { pages in
            pages.isEmpty
                ? "(none)"
                : pages.map { page in
                    let marker = page.isCurrent ? "*" : ""
                    return
                        "\(marker)[slot \(page.slot): #\(Self.number(of: page.photo.id)) \(Self.describe(page.load))]"
                }
                .joined(separator: " ")
        }
        recorder.record(pager.title, as: "title")
        recorder.record(pager.isPreviousEnabled, as: "isPreviousEnabled")
        recorder.record(pager.isNextEnabled, as: "isNextEnabled")
        recorder.record(pager.pendingDeletion, as: "pendingDeletion") {
            $0.map { "#\(Self.number(of: $0))" } ?? "none"
        }
        recorder.record(pager.finished, as: "finished")
    }

    /// Marks what the user (or the test) did next.
    func step(_ text: String) {
        recorder.note("-- " + text)
    }

    /// Completes the waiting load of photo `number` with a 64×48 image.
    func succeed(_ number: Int) {
        step("load of #\(number) completes")
        loader.succeed(.fixture(index: number))
    }

    var timeline: String { recorder.timeline }

    static func describe(_ state: PhotoLoadState) -> String {
        switch state {
        case .idle: "idle"
        case .loading: "loading"
        case .loaded(let image): "loaded #\(number(of: image.photoID)) \(image.size)"
        case .failed: "failed"
        }
    }

    static func number(of id: Photo.ID) -> Int {
        withUnsafeBytes(of: id.rawValue.uuid) { bytes in bytes.suffix(8).reduce(0) { $0 << 8 | Int($1) } }
    }
}
