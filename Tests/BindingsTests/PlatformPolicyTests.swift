import Foundation
import Testing

/// The package runs on the platforms app teams ship to (iOS 17, macOS 14): Package.swift declares
/// nothing higher, and no source or test uses what only a newer system has.
///
/// `swift test` on a Mac builds the tests for the declared platforms too, so Tests are scanned with
/// Sources (this file, which names them, aside). Lines that start with `//` are skipped, so prose
/// may name what the code may not use.
@Suite struct PlatformPolicyTests {
    /// The highest version each platform may declare.
    static let floor: [String: Int] = ["macOS": 14, "iOS": 17, "tvOS": 17, "watchOS": 10, "visionOS": 1]

    /// What must not come back, and why.
    static let forbidden: [(pattern: String, reason: String)] = [
        (#"\bisolated\s+deinit\b"#, "isolated deinit needs iOS 18.4 / macOS 15.4"),
        (#"^\s*(@\w+\s+)*import\s+Synchronization\b"#, "Synchronization needs iOS 18 / macOS 15"),
        (#"\bMutex\s*[<(]"#, "Mutex needs iOS 18 / macOS 15; use a lock built on NSLock"),
        (#"\bAtomic\s*[<(]"#, "Atomic needs iOS 18 / macOS 15; use a lock built on NSLock"),
        (#"String\(\s*validating:"#, "String(validating:as:) needs iOS 18 / macOS 15"),
    ]

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func packageDeclaresNoPlatformAboveTheFloor() throws {
        let manifest = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let line = try #require(manifest.split(separator: "\n").first { $0.contains("platforms:") })
        let entry = try NSRegularExpression(pattern: #"\.(\w+)\((?:\.v([\d_]+)|"([\d.]+)")\)"#)
        let text = String(line)
        var declared: [String: [Int]] = [:]
        for match in entry.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let groups = (1...3).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } }
            let version = (groups[1] ?? groups[2] ?? "").split { $0 == "_" || $0 == "." }.compactMap {
                Int($0)
            }
            declared[try #require(groups[0])] = version
        }
        #expect(declared.count == text.components(separatedBy: "),").count, "unparsed entry in \(text)")
        #expect(declared["macOS"] != nil && declared["iOS"] != nil, "macOS and iOS must be declared")
        for (platform, version) in declared.sorted(by: { $0.key < $1.key }) {
            let highest = try #require(Self.floor[platform], "unexpected platform \(platform)")
            let withinFloor =
                version.first.map {
                    $0 < highest || ($0 == highest && version.dropFirst().allSatisfy { $0 == 0 })
                }
                ?? false
            #expect(withinFloor, "\(platform) \(version) is above the floor \(highest)")
        }
    }

    @Test func sourcesAndTestsUseNothingNewerThanThePlatforms() throws {
        let rules = try Self.forbidden.map {
            (try NSRegularExpression(pattern: $0.pattern, options: .anchorsMatchLines), $0.reason)
        }
        var checked = 0
        var offenders: [String] = []
        for folder in ["Sources", "Tests"] {
            let root = Self.packageRoot.appendingPathComponent(folder)
            let files = try #require(
                FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            for case let file as URL in files where file.pathExtension == "swift" && file.path != #filePath {
                checked += 1
                let text = try String(contentsOf: file, encoding: .utf8)
                // Matches are found in the whole text, so a call split over lines is caught too; a
                // match is reported on the line it starts on, unless that line is a comment.
                let whole = NSRange(text.startIndex..., in: text)
                for (rule, reason) in rules {
                    for match in rule.matches(in: text, range: whole) {
                        guard let range = Range(match.range, in: text) else { continue }
                        let before = text[..<range.lowerBound]
                        let number = before.utf8.count { $0 == UInt8(ascii: "\n") }
                        let lineStart = before.lastIndex(of: "\n").map(text.index(after:)) ?? text.startIndex
                        let line = text[lineStart...].prefix { $0 != "\n" }
                        guard !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") else { continue }
                        let path = file.path.dropFirst(Self.packageRoot.path.count + 1)
                        offenders.append("\(path):\(number + 1): \(reason)")
                    }
                }
            }
        }
        #expect(checked > 100)
        #expect(offenders.count == 0, "uses:\n\(offenders.joined(separator: "\n"))")
    }
}
