/// A snapshot as a reviewer sees it: its text drawn with its style.
struct SnapshotPicture {
    /// The text, lines separated by LF.
    var text: String
    /// The colours and pictures over the text.
    var style: SnapshotStyle

    /// The text's lines as arrays of characters (cells), without the final empty line.
    var rows: [[Character]] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// The cells drawn differently here than in `other`: another character, or another style.
    ///
    /// - Complexity: O(*n*) in the number of cells of both, plus the painted cells.
    func changedCells(comparedWith other: SnapshotPicture) -> Set<SnapshotStyle.Cell> {
        var changed = Set(style.changedCells(comparedWith: other.style))
        let mine = rows
        let theirs = other.rows
        for row in 0..<max(mine.count, theirs.count) {
            let line = row < mine.count ? mine[row] : []
            let old = row < theirs.count ? theirs[row] : []
            for column in 0..<line.count where column >= old.count || line[column] != old[column] {
                changed.insert(SnapshotStyle.Cell(row: row, column: column))
            }
        }
        return changed
    }
}
