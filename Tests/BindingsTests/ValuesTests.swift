import Bindings
import Testing

@MainActor
@Suite struct ValuesTests {
    @Test func valuesExposesThePropertyAsAnAsyncSequence() async {
        let count = MutableProperty(1)
        var iterator = count.values.makeAsyncIterator()
        count.value = 2
        count.value = 3
        #expect(await iterator.next() == 1)
        #expect(await iterator.next() == 2)
        #expect(await iterator.next() == 3)
    }
}
