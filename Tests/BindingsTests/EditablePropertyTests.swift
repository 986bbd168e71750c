import Bindings
import Observation
import Testing

/// A view model's field with a rule: values are clamped to `0...10`, and nothing changes once it
/// is locked.
@MainActor
private final class ClampedField {
    let stored = MutableProperty(0)
    var isLocked = false
    private(set) var actions = 0
    lazy var editable = EditableProperty(stored) { [weak self] in self?.changed(to: $0) }

    func changed(to newValue: Int) {
        actions += 1
        guard !isLocked else { return }
        stored.value = min(max(newValue, 0), 10)
    }
}

@MainActor
@Suite struct EditablePropertyTests {
    @Test func settingTheValueIsTheActionAndReadsBackWhatTheModelKept() {
        let field = ClampedField()
        field.editable.value = 4
        #expect(field.editable.value == 4 && field.actions == 1)
        field.editable.value = 40
        #expect(field.editable.value == 10, "normalised by the action")
        field.isLocked = true
        field.editable.value = 2
        #expect(field.editable.value == 10, "refused by the action")
        #expect(field.actions == 3)
    }

    @Test func subscribersHearTheModelsChangesOnly() {
        let field = ClampedField()
        var heard: [Int] = []
        let subscription = field.editable.subscribe { heard.append($0) }
        field.editable.value = 12
        field.editable.value = 15
        field.stored.value = 3
        #expect(heard == [0, 10, 3])
        subscription.cancel()
    }

    @Test func isObservableSoAViewReadingItIsReEvaluated() {
        let field = ClampedField()
        let changes = EditCounter()
        _ = withObservationTracking {
            field.editable.value
        } onChange: {
            MainActor.assumeIsolated { changes.count += 1 }
        }
        field.editable.value = 5
        #expect(changes.count == 1)
        requiresObservable(field.editable)
    }

    @Test func aMutablePropertyIsEditedDirectly() {
        let name = MutableProperty("a")
        let editable = EditableProperty(name)
        editable.value = "b"
        #expect(name.value == "b" && editable.value == "b")
    }

    @Test func aTextFieldBindingOverItSetsBackARefusedEdit() {
        let field = ClampedField()
        var shown: [Int] = []
        let binding = TextFieldBinding(field.editable) { shown.append($0) }
        binding.viewChanged(7)
        #expect(shown == [0], "the view's own edit is not echoed")
        binding.viewChanged(70)
        #expect(shown == [0, 10], "the clamped value is shown")
        field.isLocked = true
        binding.viewChanged(1)
        #expect(shown == [0, 10, 10] && field.editable.value == 10)
    }

    @Test func randomEditsMatchAPlainReference() {
        for seed in 0..<200 as Range<UInt64> {
            var random = SplitMix64(seed: 0xED17 + seed)
            let field = ClampedField()
            var reference = 0
            var referenceLocked = false
            var heard: [Int] = []
            var expectedHeard: [Int] = []
            let subscription = field.editable.subscribeToChanges { newValue, _ in heard.append(newValue) }
            for _ in 0..<50 {
                switch random.next() % 4 {
                case 0:
                    referenceLocked.toggle()
                    field.isLocked = referenceLocked
                case 1:
                    let value = Int(random.next() % 30) - 10
                    field.stored.value = value
                    if value != reference { expectedHeard.append(value) }
                    reference = value
                default:
                    let value = Int(random.next() % 30) - 10
                    field.editable.value = value
                    let kept = referenceLocked ? reference : min(max(value, 0), 10)
                    if kept != reference { expectedHeard.append(kept) }
                    reference = kept
                }
                #expect(field.editable.value == reference, "seed \(seed)")
            }
            #expect(heard == expectedHeard, "seed \(seed)")
            subscription.cancel()
        }
    }

    /// Compiles only for what `@Bindable` accepts.
    private func requiresObservable(_ value: some Observable & AnyObject) {}
}

@MainActor
private final class EditCounter {
    var count = 0
}
