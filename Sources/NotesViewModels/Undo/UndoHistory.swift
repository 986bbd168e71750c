/// The undo and redo stacks of an editor: snapshots of its fields, with typing coalesced into
/// words.
///
/// A pure value: the editor records the fields as they were before each change, and undo hands
/// back the snapshot to restore. Consecutive keystrokes in one text field make one step while they
/// continue each other — characters typed one after another, or deleted one after another with
/// Backspace or Delete — and a new step starts with each new word (a letter typed or deleted after
/// a space or newline), on any other change (a paste, a cut, a jump of the caret, another field,
/// another control) and after an undo or redo. Any change after an undo forgets what could be
/// redone. At most ``limit`` steps are kept; the oldest go first.
///
/// - Complexity: recording, undo and redo are amortized O(1) (plus the ``limit`` trim, O(*limit*)
///   once in a while), not counting the ``TextChange`` the caller computes.
package struct UndoHistory<Snapshot, Field: Hashable> {
    /// What one change did, as the editor saw it.
    package enum Change {
        /// The text `field` changed as `change` says; `old` is the field's text before it.
        case text(Field, TextChange, old: String)
        /// Anything else: a choice, a toggle, a date.
        case other
    }

    /// The typing run the last step is still open for.
    private struct Run {
        enum Kind { case inserting, deleting }
        var field: Field
        var kind: Kind
        /// Where the next keystroke must happen to continue the run, in UTF-8 bytes.
        var end: Int
        /// Whether the last character typed or deleted was a space or newline.
        var endsInSpace: Bool
    }

    /// The most steps kept.
    package let limit: Int
    private var undoStack: [Snapshot] = []
    private var redoStack: [Snapshot] = []
    private var run: Run?

    /// An empty history keeping at most `limit` steps.
    package init(limit: Int = 500) {
        self.limit = max(limit, 1)
    }

    /// Whether there is a step to undo.
    package var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is a step to redo.
    package var canRedo: Bool { !redoStack.isEmpty }
    /// The number of steps that can be undone.
    package var undoCount: Int { undoStack.count }

    /// Records that the fields, which were `before`, changed as `change` says.
    package mutating func record(_ change: Change, before: Snapshot) {
        redoStack.removeAll()
        guard case .text(let field, let textChange, let old) = change else {
            run = nil
            push(before)
            return
        }
        let continued = Self.continuing(run, field: field, change: textChange, old: old)
        if let continued {
            run = continued
        } else {
            run = Self.started(field: field, change: textChange)
            push(before)
        }
    }

    /// Closes the open typing run: the next keystroke starts a step of its own (the caret moved).
    package mutating func breakTyping() {
        run = nil
    }

    /// Takes the last step back: returns the snapshot to restore and keeps `current` for redo, or
    /// returns `nil` when there is nothing to undo.
    package mutating func undo(current: Snapshot) -> Snapshot? {
        guard let snapshot = undoStack.popLast() else { return nil }
        redoStack.append(current)
        run = nil
        return snapshot
    }

    /// Makes the last undone step again: returns the snapshot to restore and keeps `current` for
    /// undo, or returns `nil` when there is nothing to redo.
    package mutating func redo(current: Snapshot) -> Snapshot? {
        guard let snapshot = redoStack.popLast() else { return nil }
        undoStack.append(current)
        run = nil
        return snapshot
    }

    private mutating func push(_ snapshot: Snapshot) {
        undoStack.append(snapshot)
        if undoStack.count > limit { undoStack.removeFirst(undoStack.count - limit) }
    }

    /// A run started by `change` when it is one keystroke, or `nil`.
    private static func started(field: Field, change: TextChange) -> Run? {
        guard let kind = keystroke(change) else { return nil }
        let end = kind == .inserting ? change.offset + change.inserted.utf8.count : change.offset
        return Run(field: field, kind: kind, end: end, endsInSpace: isSpace(change.text))
    }

    /// The run after `change` when it continues `run` in the same word, or `nil`.
    private static func continuing(_ run: Run?, field: Field, change: TextChange, old: String) -> Run? {
        guard var run, run.field == field, let kind = keystroke(change), kind == run.kind else { return nil }
        let space = isSpace(change.text)
        guard !run.endsInSpace || space else { return nil }
        let length = change.text.utf8.count
        switch kind {
        case .inserting:
            // Typed at the run's end (the change may have been found further right).
            guard change.slides(in: old, to: run.end) else { return nil }
            run.end += length
        case .deleting:
            if change.slides(in: old, to: run.end - length) {
                run.end -= length  // Backspace
            } else if !change.slides(in: old, to: run.end) {
                return nil  // Delete keeps the end where it is; anything else breaks the run
            }
        }
        run.endsInSpace = space
        return run
    }

    /// Whether `change` is one keystroke: one character (or one scalar that joins the one before)
    /// inserted or deleted, nothing replaced.
    private static func keystroke(_ change: TextChange) -> Run.Kind? {
        if change.removed.isEmpty, change.inserted.count == 1 { return .inserting }
        if change.inserted.isEmpty, change.removed.count == 1 { return .deleting }
        return nil
    }

    private static func isSpace(_ text: Substring) -> Bool {
        text.first.map { $0.isWhitespace } ?? false
    }
}
