/// Merging two versions of a note that both started from one version.
extension Note {
    /// This note (one side's version) merged with `other` (the other side's), both changed from
    /// `base`: each field takes the side that changed it, the title and the text line by line;
    /// nil when both changed the same field, or the same lines, differently.
    ///
    /// `createdAt` is the earlier of the two, `updatedAt` the later; the id is this note's.
    /// - Complexity: O(*n* + *d*²) in the length of the texts and the lines changed.
    public func merged(with other: Note, from base: Note) -> Note? {
        NoteMerge.merge(base: base, ours: self, theirs: other)
    }

    /// This note as a conflicted copy of itself under `id`: what a device keeps beside the note
    /// when two versions could not be merged.
    public func conflictedCopy(id: Note.ID) -> Note {
        var copy = self
        copy.id = id
        copy.conflictedCopyOf = conflictedCopyOf ?? self.id
        return copy
    }
}
