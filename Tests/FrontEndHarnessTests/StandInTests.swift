import Observation
import SwiftUIStandIn
import Testing

@MainActor
@Observable
final class Counter {
    var count = 0
    var label = "count"
}

@MainActor
struct CountView: View {
    let counter: Counter

    var body: some View {
        VStack {
            Text("\(counter.label): \(counter.count)")
            Button("Add") { counter.count += 1 }
            LabelView(counter: counter)
        }
    }
}

@MainActor
struct LabelView: View {
    let counter: Counter

    var body: some View {
        TextField("Label", text: Bindable(counter).label)
    }
}

@MainActor
struct ParityView: View {
    let counter: Counter

    var body: some View {
        Text(counter.count.isMultiple(of: 2) ? "even" : "odd")
    }
}

@MainActor
@Suite struct StandInTests {
    @Test func aViewIsEvaluatedAgainOnlyWhenWhatItReadChanged() throws {
        let counter = Counter()
        let host = try ViewHost(CountView(counter: counter))
        #expect(host.evaluations == 2)
        try host.tap("Add")
        #expect(
            host.text == """
                count: 1
                [Add]
                Label: ⟨count⟩
                """)
        #expect(host.evaluations == 3)
        try host.type("s", into: "Label")
        #expect(host.evaluations == 5)
        #expect(host.unchangedEvaluations == 0)
    }

    @Test func aComputedValueOfAnObservableClassReEvaluatesOnEveryChangeOfWhatItReads() throws {
        let counter = Counter()
        let host = try ViewHost(ParityView(counter: counter))
        counter.count = 2
        try host.update()
        #expect(host.text == "even")
        #expect(host.unchangedEvaluations == 1)
        #expect(host.unchangedViews == ["ParityView"])
    }
}
