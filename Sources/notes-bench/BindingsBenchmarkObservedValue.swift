import Observation

/// The value observed by row (d) of the `bindings` suite.
@Observable
@MainActor
final class BindingsBenchmarkObservedValue {
    var value = 0
}
