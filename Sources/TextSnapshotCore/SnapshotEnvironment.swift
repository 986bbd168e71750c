import Foundation

/// The process facts the harness reads: environment variables and the current directory.
///
/// Passed in rather than read inside logic, so tests can describe CI, modes and roots without
/// touching the real environment. ``live`` reads the running process.
public struct SnapshotEnvironment: Sendable {
    /// Environment variables (`SNAPSHOTS`, `SNAPSHOTS_ROOT`, `CI`).
    public var variables: [String: String]
    /// The directory searched upwards for `Package.swift`.
    public var currentDirectory: URL

    /// Creates an environment from explicit values.
    public init(variables: [String: String], currentDirectory: URL) {
        self.variables = variables
        self.currentDirectory = currentDirectory
    }

    /// The running process's environment and current directory.
    public static var live: SnapshotEnvironment {
        SnapshotEnvironment(
            variables: ProcessInfo.processInfo.environment,
            currentDirectory: URL(
                fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        )
    }

    /// Whether a CI system is detected: `CI` set to anything but empty, `0` or `false`.
    public var isCI: Bool {
        guard let value = variables["CI"]?.lowercased() else { return false }
        return !["", "0", "false", "no"].contains(value)
    }

    /// The mode: `explicit` if given, else `SNAPSHOTS`, else ``SnapshotMode/never`` on CI,
    /// else ``SnapshotMode/pending``.
    ///
    /// - Throws: ``SnapshotSetupError/unknownMode(_:)`` for an unrecognised `SNAPSHOTS` value.
    public func mode(explicit: SnapshotMode?) throws(SnapshotSetupError) -> SnapshotMode {
        if let explicit { return explicit }
        if let value = variables["SNAPSHOTS"], !value.isEmpty {
            guard let mode = SnapshotMode(rawValue: value.lowercased()) else { throw .unknownMode(value) }
            return mode
        }
        return isCI ? .never : .pending
    }

    /// The snapshot directory: `SNAPSHOTS_ROOT` if set; else `Snapshots/` in the nearest folder
    /// holding `Package.swift` above the current directory; else above `filePath`.
    ///
    /// - Throws: ``SnapshotSetupError/packageRootNotFound(searched:)`` when no package is found.
    /// - Complexity: O(*d*) file-existence checks for a directory depth *d*.
    public func snapshotDirectory(filePath: String?) throws(SnapshotSetupError) -> URL {
        if let root = variables["SNAPSHOTS_ROOT"], !root.isEmpty {
            return URL(fileURLWithPath: root, relativeTo: currentDirectory).standardizedFileURL
        }
        var starts = [currentDirectory]
        if let filePath { starts.append(URL(fileURLWithPath: filePath).deletingLastPathComponent()) }
        for start in starts {
            if let package = Self.packageRoot(above: start) {
                return package.appendingPathComponent("Snapshots", isDirectory: true)
            }
        }
        throw .packageRootNotFound(searched: starts.map(\.path))
    }

    private static func packageRoot(above start: URL) -> URL? {
        var directory = start.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path)
            {
                return directory
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
    }
}
