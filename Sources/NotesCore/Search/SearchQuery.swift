/// A search query: the text the user typed and its folded form.
///
/// Two queries that differ only in case or diacritics (`Cafe`, `café`, `CAFÉ`) are equal. A query
/// that folds to nothing (empty, or only combining marks) is empty and matches every note.
public struct SearchQuery: Hashable, Sendable, CustomStringConvertible {
    /// The text as typed.
    public let text: String
    /// The folded byte form the index compares against (see the Search article).
    let folded: [UInt8]

    /// Folds `text` into a query.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public init(_ text: String) {
        self.text = text
        self.folded = SearchFolding.folded(text)
    }

    /// Whether the query folds to nothing and so matches every note.
    public var isEmpty: Bool { folded.isEmpty }

    /// Whether this query, folded, starts with `other` folded: every note that matches this query
    /// also matches `other`, so a search may be limited to `other`'s hits.
    ///
    /// - Complexity: O(*m*) in the length of `other`.
    public func extends(_ other: SearchQuery) -> Bool {
        folded.count >= other.folded.count && folded.starts(with: other.folded)
    }

    /// The text as typed.
    public var description: String { text }

    /// Queries are equal when their folded forms are.
    public static func == (lhs: SearchQuery, rhs: SearchQuery) -> Bool {
        lhs.folded == rhs.folded
    }

    /// Hashes the folded form, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(folded)
    }
}
