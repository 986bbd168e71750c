import Dispatch
import Testing

@testable import NotesCore

/// The last reference handed to ``BackgroundRelease`` is let go of on another thread, after the
/// caller has gone on.
@Suite struct BackgroundReleaseTests {
    /// On deinit, waits (up to two seconds) for the caller to say it returned, and reports whether
    /// it did.
    private final class Witness: Sendable {
        let callerReturned: DispatchSemaphore
        let report: @Sendable (_ callerHadReturned: Bool) -> Void
        init(callerReturned: DispatchSemaphore, report: @escaping @Sendable (Bool) -> Void) {
            self.callerReturned = callerReturned
            self.report = report
        }
        deinit { report(callerReturned.wait(timeout: .now() + 2) == .success) }
    }

    @Test func theValueIsLetGoOfAfterTheCallerWentOn() async {
        let (reports, continuation) = AsyncStream.makeStream(of: Bool.self)
        let callerReturned = DispatchSemaphore(value: 0)
        BackgroundRelease.release(
            Witness(callerReturned: callerReturned) { callerHadReturned in
                continuation.yield(callerHadReturned)
                continuation.finish()
            })
        callerReturned.signal()
        var reported: [Bool] = []
        for await report in reports { reported.append(report) }
        #expect(reported == [true])
    }

    /// Signals when it is let go of.
    private final class Flag: Sendable {
        let letGo: DispatchSemaphore
        init(letGo: DispatchSemaphore) { self.letGo = letGo }
        deinit { letGo.signal() }
    }

    /// The thread may finish before the caller returns; the value must still be let go of on it,
    /// not by the caller dropping its hold on the thread afterwards.
    @Test func theThreadLetsGoEvenWhenItFinishesBeforeTheCallerReturns() {
        let letGo = DispatchSemaphore(value: 0)
        var letGoWhileTheCallerWaited = false
        BackgroundRelease.release(Flag(letGo: letGo)) {
            letGoWhileTheCallerWaited = letGo.wait(timeout: .now() + 20) == .success
        }
        #expect(letGoWhileTheCallerWaited)
    }
}
