import Foundation

/// A parsed `swift run snapshots` command line.
///
/// `review --html DIR` writes the review page, `DIR/index.html` (see ``SnapshotReviewPage``).
/// `snapshots` or `snapshots list` lists pending files with their diffs; `accept` and `reject`
/// take `Suite/name` ids (all pending files when none are given); `index` regenerates
/// `Snapshots/INDEX.md` and `index --check` verifies it without writing; `help` prints the usage.
public enum SnapshotReviewCommand: Equatable, Sendable {
    /// List pending files and their diffs.
    case list
    /// Replace references with their pending files; empty means every pending file.
    case accept([SnapshotID])
    /// Delete pending files; empty means every pending file.
    case reject([SnapshotID])
    /// Regenerate the index of every snapshot.
    case index
    /// Check that the committed index is current, writing nothing (`index --check`, for CI).
    case checkIndex
    /// Write the static review page into a folder (`review --html DIR`).
    case reviewPage(folder: URL)
    /// Print the usage.
    case help

    /// The usage text.
    public static let usage = """
        usage: swift run snapshots [list | accept [Suite/name…] | reject [Suite/name…] | index [--check] |
                           review --html DIR | help]
          list     pending snapshots (<name>.txt.new) with their diffs (the default)
          accept   replace references with pending files (all when no names are given), then
                   regenerate Snapshots/INDEX.md
          reject   delete pending files (all when no names are given), then regenerate the index
          index    regenerate Snapshots/INDEX.md, the table of contents of every snapshot
          index --check
                   write nothing; exit 1 when Snapshots/INDEX.md is missing or stale (for CI)
          review --html DIR
                   write DIR/index.html: every snapshot in colour, pending beside accepted with the
                   changed cells marked, the changed ones first; open it in a browser
        The snapshot directory is $SNAPSHOTS_ROOT, else Snapshots/ beside the nearest Package.swift.
        """

    /// Parses arguments (without the executable path).
    ///
    /// - Throws: ``SnapshotReviewError/unknownCommand(_:)`` or
    ///   ``SnapshotReviewError/invalidName(_:_:)``.
    public init(arguments: [String]) throws(SnapshotReviewError) {
        guard let first = arguments.first else {
            self = .list
            return
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "list" where rest.isEmpty: self = .list
        case "index" where rest.isEmpty: self = .index
        case "index" where rest == ["--check"]: self = .checkIndex
        case "review" where rest.count == 2 && rest[0] == "--html":
            self = .reviewPage(folder: URL(fileURLWithPath: rest[1], isDirectory: true))
        case "help", "--help", "-h": self = .help
        case "accept": self = .accept(try Self.ids(rest))
        case "reject": self = .reject(try Self.ids(rest))
        default: throw .unknownCommand(arguments.joined(separator: " "))
        }
    }

    private static func ids(_ arguments: [String]) throws(SnapshotReviewError) -> [SnapshotID] {
        var ids: [SnapshotID] = []
        for argument in arguments {
            do {
                ids.append(try SnapshotID(parsing: argument))
            } catch {
                throw .invalidName(argument, error)
            }
        }
        return ids
    }
}
