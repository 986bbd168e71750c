import Foundation

/// Where snapshots live, what an assertion may write, and which session tallies it.
///
/// Assertions use ``current`` when set (a task-local value, so parallel tests can each bind their
/// own), otherwise ``resolve(environment:mode:filePath:)`` with the live process environment.
public struct SnapshotConfiguration: Sendable {
    /// The configuration bound for the current task, if any; takes precedence over the environment.
    ///
    /// Bind it with `SnapshotConfiguration.$current.withValue(configuration) { … }`.
    @TaskLocal public static var current: SnapshotConfiguration?

    /// The snapshot directory, holding one folder per suite (normally `<package>/Snapshots`).
    public var directory: URL
    /// What assertions may write.
    public var mode: SnapshotMode
    /// The session that detects duplicate names and tallies outcomes.
    public var session: SnapshotSession
    /// Where a failing assertion in ``SnapshotMode/never`` writes its raw patch, as
    /// `<Suite>/<name>.patch`: by default `.build/snapshot-patches` beside the snapshot directory
    /// (in the package's build folder, never under the snapshot directory).
    public var patchDirectory: URL

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - directory: the snapshot directory, holding one folder per suite.
    ///   - mode: what assertions may write.
    ///   - session: the session that detects duplicates and tallies outcomes.
    ///   - patchDirectory: where ``SnapshotMode/never`` writes patches; `nil` for
    ///     `.build/snapshot-patches` in the folder holding `directory` (the package root).
    public init(
        directory: URL, mode: SnapshotMode, session: SnapshotSession = .shared, patchDirectory: URL? = nil
    ) {
        self.directory = directory
        self.mode = mode
        self.session = session
        self.patchDirectory =
            patchDirectory
            ?? directory.deletingLastPathComponent().appendingPathComponent(
                ".build/snapshot-patches", isDirectory: true)
    }

    /// Resolves the directory and mode from an environment, using ``SnapshotSession/shared``.
    ///
    /// - Parameters:
    ///   - environment: the variables and current directory to read (``SnapshotEnvironment/live``).
    ///   - mode: a mode set in code; wins over `SNAPSHOTS` and `CI`.
    ///   - filePath: the asserting test file, searched upwards for `Package.swift` when the
    ///     current directory is not inside the package.
    /// - Throws: ``SnapshotSetupError`` for an unknown `SNAPSHOTS` value or when no package is found.
    public static func resolve(
        environment: SnapshotEnvironment, mode: SnapshotMode? = nil, filePath: String? = nil
    ) throws(SnapshotSetupError) -> SnapshotConfiguration {
        SnapshotConfiguration(
            directory: try environment.snapshotDirectory(filePath: filePath),
            mode: try environment.mode(explicit: mode)
        )
    }

    /// The path shown in messages and patches: `<directory name>/<relative path>`, as seen from
    /// the package root (`Snapshots/Suite/name.txt`).
    func displayPath(_ relativePath: String) -> String {
        directory.lastPathComponent + "/" + relativePath
    }
}
