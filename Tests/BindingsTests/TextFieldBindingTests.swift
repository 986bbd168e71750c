import Bindings
import Testing

@MainActor
@Suite struct TextFieldBindingTests {
    @Test func echoIsSuppressedButANormalisedValueFlowsBack() {
        let title = MutableProperty("")
        // The view model trims whatever the user types.
        let trimming = title.subscribeToChanges { newValue, _ in
            title.value = newValue.trimmingSpaces
        }
        var shown: [String] = []
        let binding = TextFieldBinding(title) { shown.append($0) }
        binding.viewChanged("Hi")
        #expect(shown == [""])
        binding.viewChanged("Hi ")
        #expect(shown == ["", "Hi"])
        #expect(title.value == "Hi")
        trimming.cancel()
    }

    @Test func viewModelWritesReachTheView() {
        let count = MutableProperty(3)
        var shown: [Int] = []
        let binding = TextFieldBinding(count) { shown.append($0) }
        count.value = 4
        binding.viewChanged(5)
        #expect(shown == [3, 4])
        #expect(count.value == 5)
    }

    @Test func aReadOnlyPropertyIsWrittenThroughItsActionAndARefusedEditIsSetBack() {
        let storage = MutableProperty("Draft")
        let title = storage.map { $0 }
        var isOpen = true
        // The view model's action: edits count only while the editor is open.
        let titleChanged: (String) -> Void = { if isOpen { storage.value = $0 } }
        var shown: [String] = []
        let binding = TextFieldBinding(title, write: titleChanged) { shown.append($0) }
        binding.viewChanged("Plan")
        #expect(storage.value == "Plan" && shown == ["Draft"])
        isOpen = false
        binding.viewChanged("Too late")
        #expect(storage.value == "Plan")
        #expect(shown == ["Draft", "Plan"])
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
