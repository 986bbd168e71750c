import Foundation

/// The causal history of one version of an entry: for each device, the number of its saves the
/// version has seen (its own save, for the device that made it).
///
/// One version *descends from* another when its vector is at least the other's for every device;
/// two versions neither of which descends from the other were made concurrently, on devices that
/// had not seen each other's save: a conflict, which the store merges or keeps both sides of.
/// The empty vector is the version a store had before any device saved with a vector (a
/// `notes.json` from before syncing, or presets).
struct VersionVector: Hashable, Sendable {
    /// Saves seen per device; a device absent has 0.
    private(set) var counts: [StoreDeviceID: UInt32] = [:]

    init() {}

    init(_ counts: [StoreDeviceID: UInt32]) {
        self.counts = counts.filter { $0.value > 0 }
    }

    /// The saves of `device` this version has seen.
    subscript(device: StoreDeviceID) -> UInt32 { counts[device] ?? 0 }

    /// Whether this version has seen everything `other` has (equal vectors included).
    func includes(_ other: VersionVector) -> Bool {
        other.counts.allSatisfy { self[$0.key] >= $0.value }
    }

    /// Whether neither version has seen the other.
    func isConcurrent(with other: VersionVector) -> Bool {
        !includes(other) && !other.includes(self)
    }

    /// What both versions have seen: the most recent history they share.
    func meet(_ other: VersionVector) -> VersionVector {
        var result: [StoreDeviceID: UInt32] = [:]
        for (device, count) in counts { result[device] = min(count, other[device]) }
        return VersionVector(result)
    }

    /// What either version has seen.
    func joined(with other: VersionVector) -> VersionVector {
        VersionVector(counts.merging(other.counts, uniquingKeysWith: max))
    }

    /// This history, extended by save `count` of `device`.
    func ticked(_ device: StoreDeviceID, to count: UInt32) -> VersionVector {
        var result = self
        result.counts[device] = max(self[device], count)
        return result
    }

    /// The sum of the counts: a version always sums more than any it descends from, so sorting by
    /// it orders every history after what it has seen.
    var total: UInt64 { counts.values.reduce(0) { $0 + UInt64($1) } }

    /// The entries sorted by device, the order they are written in.
    var sorted: [(device: StoreDeviceID, count: UInt32)] {
        counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// A total order of versions that puts every version after those it descends from: by total,
    /// then by the sorted entries.
    static func precedes(_ lhs: VersionVector, _ rhs: VersionVector) -> Bool {
        if lhs.total != rhs.total { return lhs.total < rhs.total }
        for (left, right) in zip(lhs.sorted, rhs.sorted)
        where left.device != right.device || left.count != right.count {
            return left.device != right.device ? left.device < right.device : left.count < right.count
        }
        return lhs.counts.count < rhs.counts.count
    }
}
