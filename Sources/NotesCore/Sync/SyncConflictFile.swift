/// The names sync engines give the copies they make when two devices changed one file: the
/// store reads such copies of its own files and merges them, never ignores them.
///
/// - Syncthing: `notes.sync-conflict-20261128-101010-ABCDEFG.json`
/// - Dropbox: `notes (Anna's conflicted copy 2026-11-28).json`
/// - iCloud Drive: `notes 2.json`
/// - OneDrive: `notes-LAPTOP.json`
enum SyncConflictFile {
    /// The name of the file `name` is an engine's conflict copy of, when it is one of `originals`.
    static func original(of name: String, among originals: Set<String>) -> String? {
        guard !originals.contains(name) else { return nil }
        for original in originals {
            guard let dot = original.lastIndex(of: ".") else { continue }
            let stem = original[..<dot]
            let fileExtension = original[dot...]
            guard name.hasPrefix(stem), name.hasSuffix(fileExtension), name.count > original.count else {
                continue
            }
            let middle = name.dropFirst(stem.count).dropLast(fileExtension.count)
            if isConflictMark(middle) { return original }
        }
        return nil
    }

    /// Whether `middle`, what a copy's name adds between the original's stem and extension, is
    /// one of the engines' marks.
    static func isConflictMark(_ middle: Substring) -> Bool {
        // Syncthing: .sync-conflict-YYYYMMDD-HHMMSS-DEVICE
        if middle.hasPrefix(".sync-conflict-") {
            let parts = middle.dropFirst(".sync-conflict-".count).split(separator: "-")
            return parts.count == 3 && parts[0].count == 8 && parts[1].count == 6
                && parts[0].allSatisfy(\.isNumber) && parts[1].allSatisfy(\.isNumber)
                && parts[2].allSatisfy { $0.isLetter || $0.isNumber }
        }
        // Dropbox: " (… conflicted copy …)"
        if middle.hasPrefix(" ("), middle.hasSuffix(")"), middle.contains("conflicted copy") { return true }
        // iCloud Drive: " 2", " 3", …
        if middle.hasPrefix(" "), middle.count <= 4, middle.dropFirst().allSatisfy(\.isNumber) { return true }
        // OneDrive: "-MACHINE"
        if middle.hasPrefix("-"), (2...64).contains(middle.count),
            middle.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        {
            return true
        }
        return false
    }
}
