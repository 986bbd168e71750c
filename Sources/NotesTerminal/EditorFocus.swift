/// The part of the editor that keys go to; Tab moves to the next.
public enum EditorFocus: Hashable, Sendable, CaseIterable {
    /// The title field: typed text edits it.
    case title
    /// The content field: typed text edits it; Enter starts a new line.
    case content
    /// The colour squares: ←/→ choose one.
    case color
    /// The importance options: ←/→ choose one.
    case importance
    /// The self-destruct switch and date: Space turns it on or off, ←/→ move the date a day and
    /// Shift-←/→ an hour.
    case selfDestruct

    /// The next part, after the last the first.
    var next: EditorFocus {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// The part before, before the first the last.
    var previous: EditorFocus {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + all.count - 1) % all.count]
    }
}
