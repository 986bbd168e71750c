/// Runs `body` with every property read inside it registering nothing with Observation, and
/// returns what it returns.
///
/// A view model's action that a front end calls from a method UIKit or AppKit tracks (a layout
/// report from `viewDidLayoutSubviews()`, a cell coming on screen during a collection view's
/// layout) reads the model's state to decide what changed; inside this scope those reads do not
/// become the tracked method's, so the method is not run again when they change. Writes are
/// delivered as usual; subscribers delivered meanwhile read untracked too, but an `onChange`
/// handler that a write calls reads tracked again, so a tracking it re-arms registers its reads.
///
/// Main-actor isolated; scopes nest. Costs one integer check per read inside it.
@MainActor
package func withUntrackedReads<Result>(_ body: () throws -> Result) rethrows -> Result {
    Scheduler.untrackedReadDepth += 1
    defer { Scheduler.untrackedReadDepth -= 1 }
    return try body()
}
