import Bindings
import Foundation
import Testing

/// Random graphs of properties, maps and combines, with random writes, batches, subscribes,
/// cancels and reads from outside, from callbacks and from `onChange`, checked after every step
/// against a plain reference (see ``ModelGraph``); then the properties are dropped while the
/// subscriptions are still held, and nothing may stay alive.
///
/// `BINDINGS_MODEL_SEQUENCES` sets how many graphs to run (2,000 by default).
@MainActor
@Suite struct BindingsModelTests {
    static let sequenceCount =
        ProcessInfo.processInfo.environment["BINDINGS_MODEL_SEQUENCES"].flatMap { Int($0) } ?? 2_000

    @Test func randomGraphsKeepEveryGuaranteeAgainstTheReference() throws {
        for sequence in 0..<Self.sequenceCount {
            let seed = UInt64(sequence) &* 0x9E37_79B9 &+ 17
            let graph = ModelGraph(seed: seed)
            for _ in 0..<30 {
                graph.step(reactions: Int.random(in: 0...4, using: &graph.generator))
                if !graph.failures.isEmpty { break }
            }
            try #require(graph.failures.isEmpty, "seed \(seed), graph \(graph.shapes): \(graph.failures)")
            // Subscriptions keep no property alive: dropping the properties frees them all and ends
            // every subscription.
            let weak = graph.dropProperties()
            let leaked = weak.indices.filter { weak[$0].property != nil }
            try #require(leaked.isEmpty, "seed \(seed): vertices \(leaked) outlived their owner")
            try #require(graph.hasEverySubscriptionEnded, "seed \(seed): a subscription outlived its source")
            graph.dropSubscriptions()
        }
    }
}
