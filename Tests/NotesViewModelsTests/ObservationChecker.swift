import Bindings
import NotesCore
import Observation

/// Tracks every property a view model stores, found by reflection, as views do.
///
/// Each property is read inside `withObservationTracking` and read again once its `onChange` fired
/// (at once, inside `onChange`, or after the action, as SwiftUI re-renders). Checks the Observation
/// guarantee against the properties' own values: `onChange` fires at most once per read, only when
/// the value changed by the property's deduplication, and never misses a change.
///
/// Properties are found with `Mirror` over the view model's stored members (public or not, and
/// those of view models it holds), so a property added later is covered without changing a test.
@MainActor
final class ObservationChecker {
    /// One tracked property.
    @MainActor
    final class Entry {
        let name: String
        let probe: any ObservationProbe
        var snapshot: ObservationSnapshot?
        var fireCount = 0
        /// Counts the entry's trackings, so that a tracking fired again after a newer one started
        /// is told apart.
        var tracking = 0

        init(name: String, probe: any ObservationProbe) {
            self.name = name
            self.probe = probe
        }
    }

    private(set) var entries: [Entry] = []
    private(set) var failures: [String] = []
    /// How many `onChange` calls there were, over the whole run.
    private(set) var fireCount = 0
    /// What the test did last, for failure messages.
    var action = "start"
    private var generator: SeededRandomNumberGenerator
    private var toReArm: [Entry] = []

    /// Finds and tracks every property of `viewModels`.
    init(_ viewModels: [(name: String, viewModel: AnyObject)], seed: UInt64) {
        generator = SeededRandomNumberGenerator(seed: seed)
        for (name, viewModel) in viewModels { collect(viewModel, path: name, depth: 0) }
        for entry in entries { arm(entry) }
    }

    /// The names of the properties found.
    var names: [String] { entries.map(\.name) }

    private func collect(_ subject: Any, path: String, depth: Int) {
        for child in Mirror(reflecting: subject).children {
            let name = path + "." + (child.label ?? "?")
            if let probe = child.value as? any ObservationProbe {
                if !entries.contains(where: { $0.probe === probe }) {
                    entries.append(Entry(name: name, probe: probe))
                }
            } else if depth < 2, String(describing: type(of: child.value)).hasSuffix("ViewModel") {
                collect(child.value, path: name, depth: depth + 1)
            }
        }
    }

    private func arm(_ entry: Entry) {
        entry.fireCount = 0
        entry.tracking += 1
        let tracking = entry.tracking
        entry.snapshot = entry.probe.trackedRead { [weak self, weak entry] in
            MainActor.assumeIsolated {
                guard let self, let entry else { return }
                self.fired(entry, tracking: tracking)
            }
        }
    }

    private func fired(_ entry: Entry, tracking: Int) {
        fireCount += 1
        guard tracking == entry.tracking else {
            failures.append("\(entry.name): an earlier tracking's onChange fired again, at \(action)")
            return
        }
        entry.fireCount += 1
        guard let snapshot = entry.snapshot else { return }
        if entry.fireCount > 1 { failures.append("\(entry.name): onChange fired twice, at \(action)") }
        if !entry.probe.hasChanged(since: snapshot) {
            failures.append(
                "\(entry.name): onChange fired at \(action), but the value is unchanged: "
                    + entry.probe.currentDescription)
        }
        if Bool.random(using: &generator) {
            arm(entry)
        } else {
            toReArm.append(entry)
        }
    }

    /// After an action, with nothing being delivered: every property that changed has fired;
    /// then the properties that fired are read again.
    func check() {
        for entry in entries where entry.fireCount == 0 {
            guard let snapshot = entry.snapshot, entry.probe.hasChanged(since: snapshot) else { continue }
            failures.append(
                "\(entry.name): onChange missed at \(action), the value is now \(entry.probe.currentDescription)"
            )
            entry.fireCount = 1
            toReArm.append(entry)
        }
        let reArming = toReArm
        toReArm = []
        for entry in reArming { arm(entry) }
    }
}
