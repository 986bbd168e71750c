import Foundation

/// File names for exported notes, derived from their titles: safe on every common file system and
/// unique in their folder.
///
/// A name keeps the title's words in any script, emoji included, and leaves out what a file name
/// cannot or should not hold: `/`, `\` and `:`, control characters, line and paragraph separators
/// and the invisible characters that reorder text (bidirectional overrides). Spaces at either end
/// and dots at the start (a hidden file) go; a title left empty is named `Untitled`. A name is at
/// most ``maximumNameBytes`` bytes of UTF-8 before its number and extension, cut between
/// characters. Each name is unique among those taken (the folder's files and the names given
/// before), compared as case-insensitive file systems compare (case and Unicode normalization
/// folded): a second "Groceries" is `Groceries 2.md`, then `Groceries 3.md`.
///
/// Stable: the same titles claimed in the same order, in a folder with the same files, give the
/// same names.
public struct NoteFileNames: Sendable {
    /// The longest a name is, in UTF-8 bytes, before its number and extension; file systems allow
    /// 255.
    public static let maximumNameBytes = 200

    private var taken: Set<String>

    /// Names for a folder that holds `existingNames` already; none of them is given.
    ///
    /// - Complexity: O(*n*) in the total length of the names.
    public init(existingNames: some Sequence<String>) {
        taken = Set(existingNames.map(Self.folded))
    }

    /// A new name for a note titled `title`, with the extension of `format`; taken from now on.
    ///
    /// - Complexity: O(*n* + *k*) for a title of *n* characters that *k* names share already.
    public mutating func claim(title: String, format: NoteExportFormat) -> String {
        let stem = Self.stem(of: title)
        var number = 1
        while true {
            let name = (number == 1 ? stem : "\(stem) \(number)") + "." + format.fileExtension
            if taken.insert(Self.folded(name)).inserted { return name }
            number += 1
        }
    }

    /// The part of the name `title` gives, before any number and extension.
    static func stem(of title: String) -> String {
        var kept = String.UnicodeScalarView()
        for scalar in title.unicodeScalars {
            if "/\\:".unicodeScalars.contains(scalar) || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator
            {
                kept.append(" ")
            } else if scalar.properties.generalCategory != .control, !isReordering(scalar) {
                kept.append(scalar)
            }
        }
        // Scalars, not characters: a dot that a combining mark follows still hides a file.
        while let first = kept.first, first == "." || first.properties.isWhitespace {
            kept.removeFirst()
        }
        var name = String(kept).trimmingCharacters(in: .whitespaces)
        if name.utf8.count > maximumNameBytes {
            var cut = ""
            for character in name {
                guard cut.utf8.count + String(character).utf8.count <= maximumNameBytes else { break }
                cut.append(character)
            }
            name = cut.trimmingCharacters(in: .whitespaces)
        }
        return name.isEmpty ? "Untitled" : name
    }

    /// Whether `scalar` changes the order text is shown in without showing itself.
    private static func isReordering(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            || scalar.value == 0x200E || scalar.value == 0x200F || scalar.value == 0x061C
    }

    /// `name` as a case-insensitive, normalization-insensitive file system compares it.
    static func folded(_ name: String) -> String {
        name.precomposedStringWithCanonicalMapping.lowercased()
    }
}
