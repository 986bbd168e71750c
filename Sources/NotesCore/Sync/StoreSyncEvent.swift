/// What merging the saves of several devices did that a user should hear about.
///
/// ``StoreLoad/syncEvents`` lists them; a front end shows them in the user's language.
public enum StoreSyncEvent: Hashable, Sendable {
    /// Two devices changed the note at once, in different places: both changes are in it.
    case merged(Note.ID)
    /// Two devices changed the note at once in the same place: the note holds one version and
    /// the note `copy` (a conflicted copy, ``Note/conflictedCopyOf``) the other.
    case keptBoth(Note.ID, copy: Note.ID)
    /// One device deleted the note while another changed it: the change is kept, the note is back.
    case keptOverDelete(Note.ID)
}
