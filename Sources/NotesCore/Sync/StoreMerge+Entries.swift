import Foundation

extension StoreMerge {
    /// Where a version came from, to apply versions in one order on every device.
    struct Order: Comparable {
        /// 0 for a journal, then one per snapshot.
        var source: Int
        var device: StoreDeviceID
        var batch: UInt32
        var index: Int

        static func < (lhs: Order, rhs: Order) -> Bool {
            (lhs.source, lhs.device, lhs.batch, lhs.index) < (rhs.source, rhs.device, rhs.batch, rhs.index)
        }
    }

    /// One version of an entry from a source other than the base.
    struct Incoming<Element: Identifiable> {
        var id: Element.ID
        /// The entry, or nil for its removal.
        var value: Element?
        /// The entry it follows, for a put.
        var after: Element.ID?
        var clock: VersionVector
        var order: Order

        /// Every entry of a snapshot and its removals, each after its predecessor there.
        static func all(
            _ entries: [Element], clocks: [Element.ID: VersionVector], removed: [Element.ID: VersionVector],
            rank: Int
        ) -> [Incoming] {
            var result: [Incoming] = []
            for (index, entry) in entries.enumerated() {
                result.append(
                    Incoming(
                        id: entry.id, value: entry, after: index > 0 ? entries[index - 1].id : nil,
                        clock: clocks[entry.id] ?? VersionVector(),
                        order: Order(source: rank, device: .solitary, batch: 0, index: index)))
            }
            for (offset, (id, clock)) in removed.enumerated() {
                result.append(
                    Incoming(
                        id: id, value: nil, after: nil, clock: clock,
                        order: Order(source: rank, device: .solitary, batch: 1, index: offset)))
            }
            return result
        }
    }

    /// A version that may be a head: its vector and the entry (nil: removed).
    struct Head<Element: Equatable> {
        var clock: VersionVector
        var value: Element?

        /// Newer first: by vector, then by the value's bytes, so every device sorts alike.
        static func isNewer(_ lhs: Head, _ rhs: Head) -> Bool {
            if lhs.clock != rhs.clock { return VersionVector.precedes(rhs.clock, lhs.clock) }
            return String(describing: lhs.value) > String(describing: rhs.value)
        }
    }

    /// What several heads resolve to.
    struct Resolution<Element> {
        var value: Element?
        var copies: [Element] = []
        var events: [StoreSyncEvent] = []
    }

    /// The merge of one kind of entry (notes or photos).
    struct EntryMerge<Element: Identifiable & Equatable> where Element.ID: Hashable {
        var entries: [Element]
        var clocks: [Element.ID: VersionVector]
        var removed: [Element.ID: VersionVector]
        var incoming: [Incoming<Element>]
        /// The heads of every entry a version arrived for.
        private(set) var heads: [Element.ID: [Head<Element>]] = [:]
        /// The entries whose conflicts ``resolve(with:)`` resolved.
        private(set) var resolvedIDs: [Element.ID] = []
        /// Every version known of the entries in conflict, for finding the version two started from.
        private(set) var history: [Element.ID: [Head<Element>]] = [:]

        init(
            entries: [Element], clocks: [Element.ID: VersionVector], removed: [Element.ID: VersionVector],
            incoming: [Incoming<Element>]
        ) {
            self.entries = entries
            self.clocks = clocks
            self.removed = removed
            self.incoming = incoming
        }

        /// Applies every incoming version that descends from all others of its entry, in an order
        /// that puts each version after those it descends from, and keeps the heads.
        mutating func run() {
            guard !incoming.isEmpty else { return }
            incoming.sort {
                $0.clock != $1.clock ? VersionVector.precedes($0.clock, $1.clock) : $0.order < $1.order
            }
            let touched = Set(incoming.map(\.id))
            var baseValues: [Element.ID: Element] = [:]
            for entry in entries where touched.contains(entry.id) { baseValues[entry.id] = entry }
            var edits: [StoreJournalReplay<Element>.Edit] = []
            // The version each entry holds in `entries` once the edits are applied: where several
            // heads remain, the entries hold only one of them, and say only that one's history.
            var applied: [Element.ID: Head<Element>] = [:]
            for version in incoming {
                if heads[version.id] == nil, let first = start(version.id, baseValues[version.id]).first {
                    applied[version.id] = first
                }
                var current = heads[version.id] ?? start(version.id, baseValues[version.id])
                history[version.id, default: current].append(Head(clock: version.clock, value: version.value))
                if current.contains(where: {
                    $0.clock.includes(version.clock)
                        && ($0.clock != version.clock || $0.value == version.value)
                }) {
                    heads[version.id] = current
                    continue
                }
                current.removeAll { version.clock.includes($0.clock) }
                current.append(Head(clock: version.clock, value: version.value))
                heads[version.id] = current
                guard current.count == 1 else { continue }
                applied[version.id] = current[0]
                if let value = version.value {
                    edits.append(.put(value, after: version.after))
                } else {
                    edits.append(.remove(version.id))
                }
            }
            StoreJournalReplay.replay(edits, onto: &entries)
            for (id, found) in heads {
                guard let held = found.count == 1 ? found.first : applied[id] else { continue }
                if held.value == nil {
                    clocks[id] = nil
                    removed[id] = held.clock
                } else {
                    clocks[id] = held.clock
                    removed[id] = nil
                }
            }
        }

        /// The heads of an entry before any incoming version: the base's.
        private func start(_ id: Element.ID, _ value: Element?) -> [Head<Element>] {
            if let value { return [Head(clock: clocks[id] ?? VersionVector(), value: value)] }
            if let clock = removed[id] { return [Head(clock: clock, value: nil)] }
            return []
        }

        /// Resolves every entry with several heads, in place, and says what happened.
        mutating func resolve(
            with resolution: ([Head<Element>], [Head<Element>]) -> Resolution<Element>
        ) -> [StoreSyncEvent] {
            var events: [StoreSyncEvent] = []
            let conflicted = heads.filter { $0.value.count > 1 }.keys.sorted { "\($0)" < "\($1)" }
            guard !conflicted.isEmpty else { return [] }
            resolvedIDs = conflicted
            var positions: [Element.ID: Int] = [:]
            for (index, entry) in entries.enumerated() { positions[entry.id] = index }
            var replacements: [Element.ID: Resolution<Element>] = [:]
            for id in conflicted {
                let found = heads[id] ?? []
                var outcome = resolution(found, history[id] ?? found)
                let clock = found.dropFirst().reduce(found.first?.clock ?? VersionVector()) {
                    $0.joined(with: $1.clock)
                }
                // A copy a device removed after it was made stays removed.
                outcome.copies.removeAll { removed[$0.id]?.includes(clock) == true }
                replacements[id] = outcome
                events += outcome.events
                if outcome.value == nil {
                    clocks[id] = nil
                    removed[id] = clock
                } else {
                    clocks[id] = clock
                    removed[id] = nil
                }
                // A copy made before (and perhaps edited since) is kept as it is.
                for copy in outcome.copies where positions[copy.id] == nil { clocks[copy.id] = clock }
            }
            var result: [Element] = []
            result.reserveCapacity(entries.count + replacements.count)
            var placed = Set<Element.ID>()
            for entry in entries {
                guard let outcome = replacements[entry.id] else {
                    if placed.insert(entry.id).inserted { result.append(entry) }
                    continue
                }
                if let value = outcome.value, placed.insert(value.id).inserted { result.append(value) }
                for copy in outcome.copies where positions[copy.id] == nil && placed.insert(copy.id).inserted
                {
                    result.append(copy)
                }
            }
            for id in conflicted where positions[id] == nil {
                guard let outcome = replacements[id] else { continue }
                if let value = outcome.value, placed.insert(value.id).inserted { result.insert(value, at: 0) }
                for copy in outcome.copies where positions[copy.id] == nil && placed.insert(copy.id).inserted
                {
                    result.insert(copy, at: min(1, result.count))
                }
            }
            entries = result
            return events
        }
    }
}
