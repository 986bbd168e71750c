/// An action a user can trigger, enabled according to a property.
///
/// ``isEnabled`` is the property the command was created with, so a button can subscribe to it.
/// Invoking a disabled command does nothing: ``invoke()`` returns ``CommandOutcome/refused`` and
/// ``refusals`` fires, so a view model can react (for example by showing why).
@MainActor
public final class Command {
    /// Whether invoking runs the action.
    public let isEnabled: Property<Bool>
    /// Fires once each time the command is invoked while disabled.
    public let refusals = Signal<Void>()
    private let action: () -> Void

    /// Creates a command that runs `action` when invoked while `isEnabled` is true.
    ///
    /// - Parameters:
    ///   - isEnabled: the enabling condition; use `Property(constant: true)` for an always-enabled
    ///     command.
    ///   - action: runs synchronously on the main actor.
    public init(isEnabled: Property<Bool>, action: @escaping () -> Void) {
        self.isEnabled = isEnabled
        self.action = action
    }

    /// Runs the action if the command is enabled; otherwise reports a refusal.
    ///
    /// - Returns: ``CommandOutcome/executed`` or ``CommandOutcome/refused``.
    @discardableResult
    public func invoke() -> CommandOutcome {
        guard isEnabled.currentValue else {
            refusals.send(())
            return .refused
        }
        action()
        return .executed
    }
}
