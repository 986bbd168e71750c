import Bindings
import Testing

/// The recorder writes each source's values as lines, in the order things happen.
@MainActor
@Suite struct RecorderTests {
    @Test func aPropertyRecordedWithItsOwnDescriptionUsesItForEveryValue() {
        let count = MutableProperty(1)
        let recorder = Recorder()
        recorder.record(count, as: "count") { "\($0) item\($0 == 1 ? "" : "s")" }
        count.value = 3
        recorder.stop()
        count.value = 4
        #expect(
            recorder.timeline == """
                count = 1 item
                count = 3 items
                """)
    }
}
