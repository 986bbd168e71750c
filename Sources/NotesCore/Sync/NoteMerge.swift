import Foundation

/// A three-way merge of two versions of one note against the version both started from.
enum NoteMerge {
    /// `base` changed as both `ours` and `theirs` changed it, field by field (the text by lines,
    /// see ``TextMerge``), or nil when both changed one field differently.
    static func merge(base: Note, ours: Note, theirs: Note) -> Note? {
        var merged = ours
        guard field(base.color, ours.color, theirs.color, into: &merged.color),
            field(base.importance, ours.importance, theirs.importance, into: &merged.importance),
            field(
                base.selfDestructDate, ours.selfDestructDate, theirs.selfDestructDate,
                into: &merged.selfDestructDate),
            field(
                base.conflictedCopyOf, ours.conflictedCopyOf, theirs.conflictedCopyOf,
                into: &merged.conflictedCopyOf)
        else { return nil }
        if !field(base.title, ours.title, theirs.title, into: &merged.title) {
            guard let title = TextMerge.merge(base: base.title, ours: ours.title, theirs: theirs.title) else {
                return nil
            }
            merged.title = title
        }
        if !field(base.content, ours.content, theirs.content, into: &merged.content) {
            guard
                let content = TextMerge.merge(base: base.content, ours: ours.content, theirs: theirs.content)
            else { return nil }
            merged.content = content
        }
        merged.createdAt = min(ours.createdAt, theirs.createdAt)
        merged.updatedAt = max(ours.updatedAt, theirs.updatedAt)
        return merged
    }

    /// Sets `result` and returns true when at most one side changed the value, or both alike;
    /// false when both changed it differently.
    private static func field<Value: Equatable>(
        _ base: Value, _ ours: Value, _ theirs: Value, into result: inout Value
    ) -> Bool {
        if ours == theirs || theirs == base {
            result = ours
            return true
        }
        if ours == base {
            result = theirs
            return true
        }
        return false
    }
}
