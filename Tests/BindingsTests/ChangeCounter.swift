/// Counts the `onChange` calls of an Observation tracking.
@MainActor
final class ChangeCounter {
    var count = 0
}
