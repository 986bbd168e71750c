import Bindings
import Foundation
import Testing

/// Random graphs of roots, maps, combines and chains read inside `withObservationTracking`, with
/// random writes, batches, subscriptions, cancellations and reads from outside, from callbacks and
/// from `onChange`, and trackings re-armed inside `onChange` or after the step as SwiftUI does,
/// checked after every step against a plain reference (see ``ObservationModelGraph``): `onChange`
/// fires exactly when a tracked property's value, after its deduplication, changed.
///
/// `BINDINGS_MODEL_SEQUENCES` sets how many graphs to run (2,000 by default).
@MainActor
@Suite struct ObservationModelTests {
    @Test func onChangeFiresExactlyWhenATrackedValueChanged() throws {
        var fired = 0
        for sequence in 0..<BindingsModelTests.sequenceCount {
            let seed = UInt64(sequence) &* 0x9E37_79B9 &+ 71
            let graph = ObservationModelGraph(seed: seed)
            for _ in 0..<40 {
                graph.step(reactions: Int.random(in: 0...4, using: &graph.generator))
                if !graph.failures.isEmpty { break }
            }
            try #require(
                graph.failures.isEmpty,
                "seed \(seed), graph \(graph.shapes): \(graph.failures) \(graph.trace.suffix(30))")
            fired += graph.fireCount
            let weak = graph.dropProperties()
            let leaked = weak.indices.filter { weak[$0].property != nil }
            try #require(leaked.isEmpty, "seed \(seed): vertices \(leaked) outlived their owner")
        }
        // The sequences exercise the rule: many trackings fire.
        #expect(fired > BindingsModelTests.sequenceCount)
    }
}
