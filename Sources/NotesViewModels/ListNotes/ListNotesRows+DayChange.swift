import Foundation
import NotesCore

/// What a new day does to the rows: the date texts of the rows dated on the day that ended (or on
/// the day that began) change, and nothing else does.
extension ListNotesRows {
    /// The same rows, with their date texts relative to `reference` instead of ``reference``.
    func relative(to reference: Date) -> ListNotesRows {
        ListNotesRows(
            keys: keys, notes: notes, search: search, dateFormatter: dateFormatter, reference: reference)
    }

    /// The positions of the rows whose date text relative to `newReference` differs from the one
    /// relative to ``reference``, ascending.
    ///
    /// A row's text depends only on whether its date falls on its reference's day, so only rows dated
    /// on the old reference's day (a time that becomes a day) or on the new one's (a day that becomes
    /// a time, for a date in the future) can change. Rows are newest first, so each of those days is
    /// one run of rows, found by binary search; only the rows in them are formatted. If the calendar
    /// cannot give a day, every row is compared.
    ///
    /// - Complexity: O(log *n* + *k*) for *n* rows, *k* of them dated on either day.
    func positionsWhoseDateTextChanges(relativeTo newReference: Date) -> [Int] {
        let days = [reference, newReference].map { dateFormatter.day(containing: $0) }
        var candidates: [Range<Int>] = []
        for day in days {
            guard let day else {
                candidates = [keys.indices]
                break
            }
            candidates.append(positions(datedIn: day))
        }
        var positions: [Int] = []
        for position in Self.union(candidates) {
            let date = keys[position].updatedAt
            if dateFormatter.string(from: date, relativeTo: reference)
                != dateFormatter.string(from: date, relativeTo: newReference)
            {
                positions.append(position)
            }
        }
        return positions
    }

    /// The run of rows whose date falls in `day` (rows are newest first).
    ///
    /// - Complexity: O(log *n*) for *n* rows.
    private func positions(datedIn day: DateInterval) -> Range<Int> {
        let first = partitionPoint { $0.updatedAt < day.end }
        let end = partitionPoint { $0.updatedAt < day.start }
        return first..<Swift.max(first, end)
    }

    /// The first position whose key satisfies `isPast`, which must hold for every key after it.
    private func partitionPoint(where isPast: (ListNotesRowKey) -> Bool) -> Int {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = low + (high - low) / 2
            if isPast(keys[middle]) {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }

    /// Every position in `ranges`, ascending and once each.
    ///
    /// - Complexity: O(*k*) for *k* positions in all.
    private static func union(_ ranges: [Range<Int>]) -> [Int] {
        let sorted = ranges.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
        var positions: [Int] = []
        for range in sorted {
            let start = Swift.max(range.lowerBound, (positions.last ?? -1) + 1)
            if start < range.upperBound { positions.append(contentsOf: start..<range.upperBound) }
        }
        return positions
    }
}
