/// An asynchronous action that never runs twice at once.
///
/// While the action runs, ``isExecuting`` is true and ``isEnabled`` is false, so invoking again is
/// refused (``invoke()`` returns `nil` and ``refusals`` fires). ``isExecuting`` turns true
/// synchronously inside ``invoke()``, before the action's first suspension.
@MainActor
public final class AsyncCommand {
    /// Whether the action is running.
    public let isExecuting: Property<Bool>
    /// Whether invoking would start the action: the enabling condition holds and nothing runs.
    public let isEnabled: Property<Bool>
    /// Fires once each time the command is invoked while disabled or executing.
    public let refusals = Signal<Void>()
    private let executing = MutableProperty(false)
    private let action: @MainActor () async -> Void

    /// Creates a command that runs `action` when invoked while `isEnabled` is true and it is idle.
    ///
    /// - Parameters:
    ///   - isEnabled: the enabling condition; use `Property(constant: true)` if there is none.
    ///   - action: runs on the main actor; the command is executing until it returns.
    public init(isEnabled: Property<Bool>, action: @escaping @MainActor () async -> Void) {
        isExecuting = executing
        self.isEnabled = combine(isEnabled, executing).map { $0 && !$1 }
        self.action = action
    }

    /// Starts the action if the command is enabled and idle; otherwise reports a refusal.
    ///
    /// - Returns: the task running the action, to await or cancel, or `nil` if refused.
    @discardableResult
    public func invoke() -> Task<Void, Never>? {
        guard isEnabled.currentValue else {
            refusals.send(())
            return nil
        }
        executing.value = true
        return Task { [action, executing] in
            await action()
            executing.value = false
        }
    }
}
