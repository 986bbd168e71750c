import Foundation

/// Reading the `sync` member of `notes.json` (see ``StoreDocumentWriter/write(_:notes:photos:)``).
extension StoreDocumentParser {
    /// The `sync` member as written, before its places are turned into ids.
    struct WrittenClocks {
        var devices: [StoreDeviceID] = []
        var included: [Int] = []
        var notes: [[Int]] = []
        var photos: [[Int]] = []
        var removedNotes: [(UUID, [Int])] = []
        var removedPhotos: [(UUID, [Int])] = []

        /// The clocks of `notes` and `photos`, the arrays the places count in; nil when a place
        /// or a count is out of range.
        func clocks(notes noteList: [Note], photos photoList: [Photo]) -> SyncClocks? {
            var clocks = SyncClocks()
            guard included.count == devices.count else { return nil }
            for (device, count) in zip(devices, included) where count > 0 {
                guard let value = UInt32(exactly: count) else { return nil }
                clocks.included[device] = value
            }
            for entry in notes {
                guard let place = entry.first, noteList.indices.contains(place),
                    let clock = vector(entry.dropFirst())
                else { return nil }
                clocks.notes[noteList[place].id] = clock
            }
            for entry in photos {
                guard let place = entry.first, photoList.indices.contains(place),
                    let clock = vector(entry.dropFirst())
                else { return nil }
                clocks.photos[photoList[place].id] = clock
            }
            for (id, entry) in removedNotes {
                guard let clock = vector(entry[...]) else { return nil }
                clocks.removedNotes[Note.ID(id)] = clock
            }
            for (id, entry) in removedPhotos {
                guard let clock = vector(entry[...]) else { return nil }
                clocks.removedPhotos[Photo.ID(id)] = clock
            }
            return clocks
        }

        /// Pairs of device place and count as a vector, or nil when malformed.
        private func vector(_ values: ArraySlice<Int>) -> VersionVector? {
            guard values.count.isMultiple(of: 2) else { return nil }
            var counts: [StoreDeviceID: UInt32] = [:]
            var index = values.startIndex
            while index < values.endIndex {
                let place = values[index]
                guard devices.indices.contains(place), let count = UInt32(exactly: values[index + 1]),
                    count > 0,
                    counts[devices[place]] == nil
                else { return nil }
                counts[devices[place]] = count
                index += 2
            }
            return VersionVector(counts)
        }
    }

    /// The `sync` object at the current position, or nil (with ``failed`` set).
    mutating func writtenClocks() -> WrittenClocks? {
        var clocks = WrittenClocks()
        var isFirst = true
        guard begin(UInt8(ascii: "{")) else { return fail() }
        while let key = nextMember(&isFirst) {
            switch key {
            case "devices":
                guard let value = array({ $0.string().flatMap(UUID.init(uuidString:)) }) else {
                    return fail()
                }
                clocks.devices = value.map(StoreDeviceID.init)
            case "included":
                guard let value = array({ $0.integer() }) else { return fail() }
                clocks.included = value
            case "notes":
                guard let value = array({ $0.array({ $0.integer() }) }) else { return fail() }
                clocks.notes = value
            case "photos":
                guard let value = array({ $0.array({ $0.integer() }) }) else { return fail() }
                clocks.photos = value
            case "removedNotes", "removedPhotos":
                guard let value = array({ $0.removal() }) else { return fail() }
                if key == "removedNotes" { clocks.removedNotes = value } else { clocks.removedPhotos = value }
            default:
                return fail()
            }
        }
        return failed ? nil : clocks
    }

    /// `["id", place, count, …]`.
    private mutating func removal() -> (UUID, [Int])? {
        guard begin(UInt8(ascii: "[")), let id = string().flatMap(UUID.init(uuidString:)) else {
            return fail()
        }
        var values: [Int] = []
        while true {
            skipWhitespace()
            guard index < bytes.count else { return fail() }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "]") { return (id, values) }
            guard byte == UInt8(ascii: ","), let value = integer() else { return fail() }
            values.append(value)
        }
    }
}
