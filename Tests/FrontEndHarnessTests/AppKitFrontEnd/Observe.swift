import Observation

// snippet: observe
/// Runs `update` now, and again on the main actor each time a value it read changed.
///
/// It stands in for AppKit's tracking on macOS 14, where there is none, and stops when `update`
/// reads nothing (a controller it captured weakly is gone).
@MainActor
func observe(_ update: @escaping @MainActor () -> Void) {
    withObservationTracking(update) {
        Task { @MainActor in observe(update) }
    }
}
// end snippet
