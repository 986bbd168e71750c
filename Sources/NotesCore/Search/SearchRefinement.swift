/// The rule that decides whether a search may scan only the previous hits.
///
/// While the user types `d`, `do`, `doc`, each query extends the last one, so its hits are a
/// subset of the last hits and only those need checking. This holds only when the index has not
/// changed in between (an edited note may newly match) and when the new query starts with the old
/// one after folding (`Cafe` → `Café!` extends; `cafe` → `caf` does not). The rule is a pure value:
/// it remembers the last query and index generation and answers with a ``Plan``.
public struct SearchRefinement: Hashable, Sendable {
    /// What the next search has to scan.
    public enum Plan: Hashable, Sendable {
        /// The query is empty: every note matches and nothing is scanned.
        case everything
        /// Every indexed note is a candidate.
        case allNotes
        /// Only the previous query's hits are candidates.
        case previousHits
    }

    /// The last query planned and the index generation it ran against.
    public private(set) var last: (query: SearchQuery, generation: Int)? {
        get { lastQuery.map { ($0, lastGeneration) } }
        set {
            lastQuery = newValue?.query
            lastGeneration = newValue?.generation ?? 0
        }
    }
    private var lastQuery: SearchQuery?
    private var lastGeneration = 0

    /// Starts with no previous query, so the first plan is never ``Plan/previousHits``.
    public init() {}

    /// Plans a search for `query` against an index at `generation`, and remembers both.
    public mutating func next(_ query: SearchQuery, generation: Int) -> Plan {
        let plan = Self.plan(for: query, after: last, generation: generation)
        last = (query, generation)
        return plan
    }

    /// Forgets the previous query, for example when the list is replaced.
    public mutating func reset() {
        last = nil
    }

    /// The plan for `query` at `generation` given the previous query and its generation, if any.
    public static func plan(
        for query: SearchQuery, after previous: (query: SearchQuery, generation: Int)?, generation: Int
    ) -> Plan {
        if query.isEmpty { return .everything }
        guard let previous, previous.generation == generation, query.extends(previous.query) else {
            return .allNotes
        }
        return previous.query.isEmpty ? .allNotes : .previousHits
    }
}
