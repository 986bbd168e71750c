/// A search query: the text the user typed and its folded words.
///
/// The text is split into words at whitespace, and a note matches when it holds every word, in any
/// order, each in its title or its content (`bread milk` finds "Milk and bread"). Text between
/// double quotes (`"`, `“` `”`, `«` `»`, `„`) is one word, spaces included, so `"bread milk"`
/// finds only that phrase; an unclosed quote runs to the end of the text. Each word is folded (see
/// the Search article): two queries whose words differ only in case or diacritics (`Cafe`, `café`,
/// `CAFÉ`) are equal, and so are two that differ only in the spaces between words. A query with no
/// word that folds to something (empty, spaces, or only combining marks) is empty and matches every
/// note.
public struct SearchQuery: Hashable, Sendable, CustomStringConvertible {
    /// The text as typed.
    public let text: String
    /// The folded byte form of each word, in the order typed; none is empty.
    let terms: [[UInt8]]

    /// Splits `text` into words and folds each.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public init(_ text: String) {
        self.text = text
        self.terms = Self.words(of: text).map(SearchFolding.folded).filter { !$0.isEmpty }
    }

    /// Whether no word folds to anything, so the query matches every note.
    public var isEmpty: Bool { terms.isEmpty }

    /// Whether every note that matches this query also matches `other`, as typing on makes it.
    ///
    /// `other`'s words are this query's first words, the last of them possibly shorter (`bread mi`
    /// after `bread m`, `bread m` after `bread`, `Café!` after `cafe`). A search may then be limited
    /// to `other`'s hits.
    ///
    /// - Complexity: O(*m*) in the length of `other`'s words.
    public func extends(_ other: SearchQuery) -> Bool {
        guard let last = other.terms.indices.last else { return true }
        guard terms.count >= other.terms.count else { return false }
        for position in 0..<last where terms[position] != other.terms[position] { return false }
        return terms[last].starts(with: other.terms[last])
    }

    /// The text as typed.
    public var description: String { text }

    /// Queries are equal when their folded words are.
    public static func == (lhs: SearchQuery, rhs: SearchQuery) -> Bool {
        lhs.terms == rhs.terms
    }

    /// Hashes the folded words, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(terms)
    }

    /// The scalars that open or close a quoted phrase.
    static let quotes: Set<Unicode.Scalar> = ["\"", "“", "”", "«", "»", "„"]

    /// The words of `text`, unfolded: runs between whitespace, and quoted runs whole.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        var isQuoted = false
        func endWord() {
            if !word.isEmpty { words.append(String(word)) }
            word = String.UnicodeScalarView()
        }
        for scalar in text.unicodeScalars {
            if quotes.contains(scalar) {
                endWord()
                isQuoted.toggle()
            } else if !isQuoted && scalar.properties.isWhitespace {
                endWord()
            } else {
                word.append(scalar)
            }
        }
        endWord()
        return words
    }
}
