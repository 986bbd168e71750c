import Bindings
import Testing

@MainActor
@Suite struct MutablePropertyTests {
    @Test func subscribingDeliversCurrentValueThenChanges() {
        let title = MutableProperty("")
        var received: [String] = []
        let subscription = title.subscribe { received.append($0) }
        title.value = "Hi"
        #expect(received == ["", "Hi"])
        subscription.cancel()
    }
}
