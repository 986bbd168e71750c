/// What happened when a command was invoked.
public enum CommandOutcome: Sendable, Equatable {
    /// The action ran (or, for an ``AsyncCommand``, started).
    case executed
    /// The command was disabled (or already executing), so nothing ran.
    case refused
}
