import Foundation
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
struct HighlightView: View {
    let counter: Counter

    var body: some View {
        Text(highlighted)
    }

    private var highlighted: AttributedString {
        var styled = AttributedString(counter.label)
        if let range = styled.range(of: "un") { styled[range].backgroundColor = .yellow }
        return styled
    }
}

@MainActor
@Observable
final class Screens {
    var tab = 0
    var path: [Int] = []
    @ObservationIgnored var log: [String] = []
}

@MainActor
struct ScreensView: View {
    let screens: Screens

    var body: some View {
        TabView(selection: Bindable(screens).tab) {
            NavigationStack(path: Bindable(screens).path) {
                Text("first")
                    .onAppear { screens.log.append("first appeared") }
                    .onDisappear { screens.log.append("first disappeared") }
                    .navigationDestination(for: Int.self) { Text("pushed \($0)") }
            }
            .tag(0)
            Text("second")
                .onAppear { screens.log.append("second appeared") }
                .tag(1)
        }
    }
}

@MainActor
struct PhaseView: View {
    let screens: Screens
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        Text("phase")
            .onChange(of: scenePhase) { old, new in screens.log.append("\(old) → \(new)") }
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

    @Test func theLastUpdateListsTheViewsItEvaluated() throws {
        let counter = Counter()
        let host = try ViewHost(CountView(counter: counter))
        #expect(host.lastUpdateEvaluatedViews == ["CountView", "LabelView"])
        try host.tap("Add")
        #expect(host.lastUpdateEvaluatedViews == ["CountView"])
        try host.type("s", into: "Label")
        #expect(host.lastUpdateEvaluatedViews == ["CountView", "LabelView"])
        try host.update()
        #expect(host.lastUpdateEvaluatedViews.isEmpty)
    }

    @Test func aStyledRunOfAttributedTextIsDrawnBetweenBrackets() throws {
        let counter = Counter()
        let host = try ViewHost(HighlightView(counter: counter))
        #expect(host.text == "co⟦un⟧t")
        counter.label = "plain"
        try host.update()
        #expect(host.text == "plain")
    }

    @Test func aViewAppearsWhenOnScreenNotOnAHiddenTabNorUnderAPushedScreen() throws {
        let screens = Screens()
        let host = try ViewHost(ScreensView(screens: screens))
        #expect(screens.log == ["first appeared"])
        screens.path = [1]
        try host.update()
        #expect(screens.log == ["first appeared", "first disappeared"])
        try host.tap("Back")
        #expect(screens.log == ["first appeared", "first disappeared", "first appeared"])
        try host.choose("second", in: "Tabs")
        #expect(screens.log.suffix(2) == ["second appeared", "first disappeared"])
    }

    @Test func aChangeOfTheScenePhaseReachesTheViewsThatReadItOnce() throws {
        let screens = Screens()
        let host = try ViewHost(PhaseView(screens: screens))
        #expect(screens.log.isEmpty)
        try host.changeScenePhase(to: .background)
        #expect(screens.log == ["active → background"])
        try host.changeScenePhase(to: .background)
        try host.changeScenePhase(to: .active)
        #expect(screens.log == ["active → background", "background → active"])
        #expect(host.unchangedEvaluations == 0)
    }
}
