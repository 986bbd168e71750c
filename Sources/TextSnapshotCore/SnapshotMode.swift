/// What an assertion may write when the rendered text differs from the reference or it is missing.
///
/// Resolution, first match wins: a mode passed in code, then the `SNAPSHOTS` environment variable
/// (`pending`, `record`, `missing`, `never`), then ``never`` when `CI` is set (to anything other
/// than empty, `0` or `false`), then ``pending``.
public enum SnapshotMode: String, CaseIterable, Sendable {
    /// The local default: a missing or different reference fails and writes `<name>.txt.new`
    /// beside it for review; the reference itself is never touched.
    case pending
    /// Writes every missing or different reference directly and passes; a pending file left for
    /// that snapshot is removed.
    case record
    /// Writes missing references directly and passes; a different reference fails as in ``pending``.
    case missing
    /// Writes nothing: a missing or different reference fails. The default on CI.
    case never

    /// Whether this mode may write files at all.
    public var writesFiles: Bool { self != .never }
}
