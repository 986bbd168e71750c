/// The outcome of trying to lock a store folder without waiting.
public enum DirectoryLockAttempt: Sendable {
    /// The lock is now held by the caller.
    case acquired(DirectoryLock)
    /// Another holder has it: the process with this id, or nil when the id could not be read
    /// (the holder is still writing it, or wrote none).
    case heldBy(processID: Int32?)
}
