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

    @Test func valuesEndsWhenThePropertyIsDeallocated() async {
        var count: MutableProperty<Int>? = MutableProperty(1)
        let values = count!.values
        count?.value = 2
        count = nil
        var received: [Int] = []
        for await value in values { received.append(value) }
        #expect(received == [1, 2])
    }
}
