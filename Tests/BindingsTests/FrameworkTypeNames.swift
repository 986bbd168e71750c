import Foundation

/// The committed list of the public type names of SwiftUI, UIKit, AppKit, Combine, Observation
/// and Foundation (`Resources/FrameworkTypeNames.txt`, whose header says where they come from).
///
/// The file is a list of sections: a line `[Framework]` opens one, every other line that is
/// neither blank nor a `#` comment is a type name of that framework.
struct FrameworkTypeNames {
    /// A line the list cannot hold.
    struct ParseError: Error, CustomStringConvertible {
        /// The 1-based line.
        var line: Int
        /// What is wrong with it.
        var reason: String

        var description: String { "line \(line): \(reason)" }
    }

    /// The prefixes UIKit and AppKit give their types; a name that starts with one followed by a
    /// capital letter clashes even where the list misses it.
    static let reservedPrefixes = ["UI", "NS"]

    /// Where the list lives.
    static let file = URL(filePath: #filePath).deletingLastPathComponent()
        .appending(path: "Resources").appending(path: "FrameworkTypeNames.txt")

    /// Each framework and its names, in the file's order.
    private(set) var sections: [(framework: String, names: [String])] = []
    private var frameworksByName: [String: [String]] = [:]

    /// Reads the list from `text`.
    ///
    /// - Throws: ``ParseError`` for a name before any section, or a name that is not a Swift
    ///   identifier.
    init(parsing text: String) throws {
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("["), line.hasSuffix("]") {
                sections.append((String(line.dropFirst().dropLast()), []))
                continue
            }
            guard !sections.isEmpty else {
                throw ParseError(line: index + 1, reason: "\(line) comes before any [Framework]")
            }
            guard line.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw ParseError(line: index + 1, reason: "\(line) is not a type name")
            }
            sections[sections.count - 1].names.append(line)
            frameworksByName[line, default: []].append(sections[sections.count - 1].framework)
        }
    }

    /// Reads the committed list.
    static func load() throws -> FrameworkTypeNames {
        try FrameworkTypeNames(parsing: String(contentsOf: file, encoding: .utf8))
    }

    /// The frameworks whose lists hold `name`, in the file's order.
    func frameworks(declaring name: String) -> [String] {
        frameworksByName[name] ?? []
    }

    /// Why a public type of the package may not be called `name`, or nil when it may.
    func clash(for name: String) -> String? {
        let frameworks = frameworks(declaring: name)
        if !frameworks.isEmpty {
            return "a type of \(frameworks.joined(separator: ", "))"
        }
        for prefix in Self.reservedPrefixes where name.hasPrefix(prefix) {
            if name.dropFirst(prefix.count).first?.isUppercase == true {
                return "the \(prefix) prefix of UIKit and AppKit"
            }
        }
        return nil
    }
}
