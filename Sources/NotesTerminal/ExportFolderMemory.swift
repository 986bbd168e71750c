import Foundation

/// Where the export prompt keeps the folder of the last export between launches: a file of this
/// device's own state, never inside the notes folder, which other devices share.
///
/// ``load`` gives the folder as the user typed it (`~` included), or `""` when none was kept;
/// ``save`` keeps a new one. Neither throws: a folder that cannot be kept is typed again next time,
/// and nothing else is lost.
public struct ExportFolderMemory: Sendable {
    /// The folder kept, or `""`.
    public var load: @Sendable () -> String
    /// Keeps `folder` for the next launch.
    public var save: @Sendable (_ folder: String) -> Void

    /// A memory reading with `load` and keeping with `save`.
    public init(load: @escaping @Sendable () -> String, save: @escaping @Sendable (String) -> Void) {
        self.load = load
        self.save = save
    }

    /// Keeps nothing: each launch's prompt starts empty (the folder is still remembered while the
    /// app runs).
    public static let none = ExportFolderMemory(load: { "" }, save: { _ in })

    /// Keeps the folder in the JSON file at `url` (`{"exportFolder": "…"}`), written whole and
    /// atomically.
    ///
    /// A file that exists but does not read as this format (damaged, or written by a newer
    /// version) is never overwritten: `load` gives `""` and `save` keeps nothing.
    public static func file(_ url: URL) -> ExportFolderMemory {
        ExportFolderMemory(
            load: { (try? Stored.read(from: url))?.exportFolder ?? "" },
            save: { folder in
                let stored: Stored?
                do {
                    stored = try Stored.read(from: url)
                } catch {
                    return
                }
                var kept = stored ?? Stored(exportFolder: "")
                kept.exportFolder = folder
                guard let data = try? JSONEncoder().encode(kept) else { return }
                try? FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? data.write(to: url, options: .atomic)
            })
    }

    /// The file's contents.
    struct Stored: Codable {
        var exportFolder: String

        /// The contents of the file at `url`; `nil` when there is no file; throws when the file
        /// cannot be read or does not read as this format.
        static func read(from url: URL) throws -> Stored? {
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            return try JSONDecoder().decode(Stored.self, from: Data(contentsOf: url))
        }
    }
}
