import Foundation

/// Finds the public types a Swift source file declares at its top level.
///
/// A declaration is top level when no brace is open before it, so a type inside `#if` (which the
/// formatter indents) counts and a type nested in another type or an extension does not. Comments
/// and the contents of string literals are blanked out first, so neither prose nor a string that
/// reads like a declaration is taken for one, and a brace inside them does not count.
enum PublicTypeScanner {
    /// A public top-level type and the line that declares it.
    struct Declaration: Hashable {
        /// The type's name, without generic parameters.
        var name: String
        /// The 1-based line of the declaration.
        var line: Int
    }

    /// The keywords, modifiers and attributes that may come before the type's name.
    private static let declaration = try! NSRegularExpression(
        pattern: #"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*"#
            + #"(?=(?:(?:final|nonisolated|indirect|public|open)\s+)*(?:public|open)\s)"#
            + #"(?:(?:final|nonisolated|indirect|public|open)\s+)+"#
            + #"(?:struct|class|enum|protocol|actor|typealias|macro)\s+`?(\w+)"#)

    /// The public structures, classes, enumerations, protocols, actors, type aliases and macros
    /// declared at the top level of `source`, in the order they appear.
    ///
    /// - Complexity: O(*n*) in the length of `source`.
    static func declarations(in source: String) -> [Declaration] {
        var found: [Declaration] = []
        var depth = 0
        for (index, line) in codeOnly(source).split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let text = String(line)
            if depth == 0,
                let match = declaration.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                let name = Range(match.range(at: 1), in: text)
            {
                found.append(Declaration(name: String(text[name]), line: index + 1))
            }
            for character in text {
                if character == "{" { depth += 1 }
                if character == "}" { depth = max(depth - 1, 0) }
            }
        }
        return found
    }

    /// How many braces are still open at the end of `source` (negative when more close than
    /// open): 0 for a file the scan follows correctly.
    static func openBracesAtEnd(of source: String) -> Int {
        codeOnly(source).reduce(0) { depth, character in
            depth + (character == "{" ? 1 : character == "}" ? -1 : 0)
        }
    }

    /// `source` with every comment and the inside of every string literal replaced by spaces;
    /// line breaks are kept, so line numbers still match.
    ///
    /// Handles line and nested block comments, single-line, multi-line and raw strings, and
    /// interpolations (`\(…)`), whose code is kept.
    static func codeOnly(_ source: String) -> String {
        let characters = Array(source)
        var output: [Character] = []
        output.reserveCapacity(characters.count)
        var index = 0
        // Each open string literal: its number of `#`s, whether it is multi-line, and how many
        // parentheses of an interpolation inside it are open (nil while in the literal's text).
        var strings: [(hashes: Int, multiline: Bool, interpolation: Int?)] = []
        func blank(_ character: Character) -> Character { character == "\n" ? "\n" : " " }
        func starts(with text: String, at position: Int) -> Bool {
            let pattern = Array(text)
            guard position + pattern.count <= characters.count else { return false }
            return Array(characters[position..<position + pattern.count]) == pattern
        }
        while index < characters.count {
            let character = characters[index]
            if let current = strings.last, current.interpolation == nil {
                // Inside a literal's text.
                let closing =
                    (current.multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: current.hashes)
                if starts(with: closing, at: index) {
                    output.append(contentsOf: closing)
                    index += closing.count
                    strings.removeLast()
                } else if character == "\\",
                    starts(with: "\\" + String(repeating: "#", count: current.hashes) + "(", at: index)
                {
                    let opening = "\\" + String(repeating: "#", count: current.hashes) + "("
                    output.append(contentsOf: opening)
                    index += opening.count
                    strings[strings.count - 1].interpolation = 1
                } else if character == "\\", current.hashes == 0, index + 1 < characters.count {
                    output.append(" ")
                    output.append(blank(characters[index + 1]))
                    index += 2
                } else {
                    output.append(blank(character))
                    index += 1
                }
                continue
            }
            if starts(with: "//", at: index) {
                while index < characters.count, characters[index] != "\n" {
                    output.append(" ")
                    index += 1
                }
            } else if starts(with: "/*", at: index) {
                var level = 0
                repeat {
                    if starts(with: "/*", at: index) {
                        level += 1
                        output.append(contentsOf: "  ")
                        index += 2
                    } else if starts(with: "*/", at: index) {
                        level -= 1
                        output.append(contentsOf: "  ")
                        index += 2
                    } else {
                        output.append(blank(characters[index]))
                        index += 1
                    }
                } while level > 0 && index < characters.count
            } else if character == "#" || character == "\"" {
                var hashes = 0
                while index + hashes < characters.count, characters[index + hashes] == "#" { hashes += 1 }
                let quote = index + hashes
                guard quote < characters.count, characters[quote] == "\"" else {
                    output.append(character)
                    index += 1
                    continue
                }
                let multiline = starts(with: "\"\"\"", at: quote)
                let opening = String(repeating: "#", count: hashes) + (multiline ? "\"\"\"" : "\"")
                output.append(contentsOf: opening)
                index += opening.count
                strings.append((hashes, multiline, nil))
            } else {
                if let open = strings.last?.interpolation {
                    // Code inside an interpolation: keep it, and leave it at its closing parenthesis.
                    if character == "(" { strings[strings.count - 1].interpolation = open + 1 }
                    if character == ")" {
                        strings[strings.count - 1].interpolation = open == 1 ? nil : open - 1
                    }
                }
                output.append(character)
                index += 1
            }
        }
        return String(output)
    }
}
