import Bindings
import Testing

@MainActor
@Suite struct CommandTests {
    @Test func commandIsEnabledFollowsItsPropertyAndADisabledInvocationIsRefused() {
        let title = MutableProperty("")
        var saves = 0
        let save = Command(isEnabled: title.map { !$0.isEmpty }) { saves += 1 }
        var refusals = 0
        let subscription = save.refusals.subscribe { refusals += 1 }
        #expect(save.isEnabled.value == false)
        #expect(save.invoke() == .refused)
        #expect(saves == 0)
        #expect(refusals == 1)
        title.value = "Groceries"
        #expect(save.isEnabled.value == true)
        #expect(save.invoke() == .executed)
        #expect(saves == 1)
        #expect(refusals == 1)
        subscription.cancel()
    }

    @Test func asyncCommandExposesIsExecutingAndNeverRunsTwiceAtOnce() async {
        let (gate, opener) = AsyncStream.makeStream(of: Void.self)
        var runs = 0
        let upload = AsyncCommand(isEnabled: Property(constant: true)) {
            runs += 1
            for await _ in gate { break }
        }
        let recorder = Recorder()
        recorder.record(upload.isExecuting, as: "isExecuting")
        recorder.record(upload.isEnabled, as: "isEnabled")
        recorder.record(upload.refusals, as: "refused")
        let task = upload.invoke()
        #expect(upload.invoke() == nil)
        opener.yield(())
        await task?.value
        #expect(runs == 1)
        #expect(
            recorder.timeline == """
                isExecuting = false
                isEnabled = true
                isExecuting = true
                isEnabled = false
                event refused
                isExecuting = false
                isEnabled = true
                """)
        opener.finish()
        await upload.invoke()?.value
        #expect(runs == 2)
    }

    @Test func asyncCommandIsRefusedWhileItsConditionIsFalse() {
        let isOnline = MutableProperty(false)
        let upload = AsyncCommand(isEnabled: isOnline) {}
        #expect(upload.invoke() == nil)
        #expect(upload.isExecuting.value == false)
    }
}
