import NotesCore

/// The gallery's thumbnail loads as a value: one per photo near the visible cells, started when a
/// photo comes near and cancelled when it scrolls away.
///
/// Pure; the view model runs the ``ImageLoadEffect``s it returns. Its size follows the requested
/// range, never the number of photos.
struct GalleryThumbnails: Hashable, Sendable {
    struct Entry: Hashable, Sendable {
        var ticket: Int
        var state: PhotoLoadState
    }

    /// The thumbnails kept, by photo.
    private(set) var entries: [Photo.ID: Entry] = [:]
    private var lastTicket = 0

    /// The state of `id`'s thumbnail; idle when it is not requested.
    func state(of id: Photo.ID) -> PhotoLoadState {
        entries[id]?.state ?? .idle
    }

    /// The thumbnails of `ids` alone, as they are; loads nothing and cancels nothing.
    ///
    /// - Complexity: O(*k*) in the number of ids.
    func keeping(_ ids: [Photo.ID]) -> GalleryThumbnails {
        var kept = GalleryThumbnails()
        for id in ids {
            if let entry = entries[id] { kept.entries[id] = entry }
        }
        return kept
    }

    /// Keeps exactly the thumbnails of `ids`: cancels and drops the others, starts the missing.
    ///
    /// - Complexity: O(k) in the number of ids and of thumbnails kept.
    mutating func request(_ ids: [Photo.ID]) -> [ImageLoadEffect] {
        let wanted = Set(ids)
        var effects: [ImageLoadEffect] = []
        for (id, entry) in entries where !wanted.contains(id) {
            if entry.ticket != 0 { effects.append(.cancelLoad(ticket: entry.ticket)) }
            entries[id] = nil
        }
        effects.sort { $0.ticketOrder < $1.ticketOrder }
        for id in ids where entries[id] == nil {
            lastTicket += 1
            entries[id] = Entry(ticket: lastTicket, state: .loading)
            effects.append(.startLoad(id, ticket: lastTicket))
        }
        return effects
    }

    /// Applies a result; `false`, changing nothing, when no thumbnail waits for `ticket`.
    mutating func loadFinished(ticket: Int, result: Result<LoadedImage, ImageLoadError>) -> Bool {
        guard ticket != 0, let (id, _) = entries.first(where: { $0.value.ticket == ticket }) else {
            return false
        }
        switch result {
        case .success(let image):
            guard image.photoID == id else { return false }
            entries[id] = Entry(ticket: 0, state: .loaded(image))
        case .failure(let error):
            entries[id] = Entry(ticket: 0, state: .failed(error))
        }
        return true
    }

    /// Cancels every load and forgets every thumbnail.
    mutating func removeAll() -> [ImageLoadEffect] {
        let effects = entries.values.filter { $0.ticket != 0 }.map {
            ImageLoadEffect.cancelLoad(ticket: $0.ticket)
        }
        entries = [:]
        return effects.sorted { $0.ticketOrder < $1.ticketOrder }
    }
}

extension ImageLoadEffect {
    /// The effect's ticket, to put effects in a deterministic order.
    var ticketOrder: Int {
        switch self {
        case .startLoad(_, let ticket), .cancelLoad(let ticket): ticket
        }
    }
}
