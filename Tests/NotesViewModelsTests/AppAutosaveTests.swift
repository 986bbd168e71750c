import NotesCore
import NotesViewModels
import Testing

/// The autosave's rules alone: one save at a time, a burst is one save, nothing committed is left
/// behind, a failure keeps the changes unsaved.
@Suite struct AppAutosaveTests {
    @Test func aBurstOfChangesAsksForOneTimer() {
        var autosave = AppAutosave(savedRevision: 0)
        var needsTimer = autosave.changeCommitted(revision: 1)
        #expect(needsTimer)
        autosave.timerScheduled()
        needsTimer = autosave.changeCommitted(revision: 2)
        #expect(!needsTimer)
        needsTimer = autosave.changeCommitted(revision: 3)
        #expect(!needsTimer)
        let written = autosave.saveStarting()
        #expect(written == 3)
    }

    @Test func noSecondSaveStartsWhileOneIsWritingAndTheChangesMadeMeanwhileFollowIt() {
        var autosave = AppAutosave(savedRevision: 0)
        _ = autosave.changeCommitted(revision: 1)
        autosave.timerScheduled()
        var written = autosave.saveStarting()
        #expect(written == 1)
        // A change while writing asks for no timer, and an early start is refused.
        var needsTimer = autosave.changeCommitted(revision: 2)
        #expect(!needsTimer)
        written = autosave.saveStarting()
        #expect(written == nil)
        #expect(autosave.writing == 1)
        // The save ends: the change made meanwhile needs a timer of its own.
        needsTimer = autosave.saveFinished(succeeded: true)
        #expect(needsTimer)
        #expect(autosave.saved == 1 && autosave.hasUnsavedChanges)
        autosave.timerScheduled()
        written = autosave.saveStarting()
        #expect(written == 2)
        needsTimer = autosave.saveFinished(succeeded: true)
        #expect(!needsTimer)
        #expect(!autosave.hasUnsavedChanges)
    }

    @Test func aFailedSaveKeepsItsChangesUnsavedAndAsksToTryAgain() {
        var autosave = AppAutosave(savedRevision: 4)
        _ = autosave.changeCommitted(revision: 5)
        autosave.timerScheduled()
        let written = autosave.saveStarting()
        #expect(written == 5)
        let needsTimer = autosave.saveFinished(succeeded: false)
        #expect(needsTimer)
        #expect(autosave.saved == 4 && autosave.hasUnsavedChanges)
    }

    @Test func nothingUnsavedStartsNoSave() {
        var autosave = AppAutosave(savedRevision: 2)
        let written = autosave.saveStarting()
        #expect(written == nil)
        #expect(!autosave.isTimerScheduled)
    }
}

/// The wait before a retry: doubled by each failure in a row, capped, reset by a success.
@Suite struct AppAutosaveRetryTests {
    /// Fails `count` saves in a row of a change to `autosave`.
    private func fail(_ count: Int, _ autosave: inout AppAutosave) {
        for _ in 0..<count {
            _ = autosave.changeCommitted(revision: autosave.committed + 1)
            _ = autosave.saveStarting()
            _ = autosave.saveFinished(succeeded: false)
        }
    }

    @Test func eachFailureInARowDoublesTheWaitUpToTheLongest() {
        var autosave = AppAutosave(savedRevision: 0)
        var delays: [Double] = []
        for _ in 0..<9 {
            fail(1, &autosave)
            delays.append(autosave.retryDelay(first: 5, longest: 300))
        }
        #expect(delays == [5, 10, 20, 40, 80, 160, 300, 300, 300])
        #expect(autosave.failuresInARow == 9)
        fail(1000, &autosave)
        #expect(autosave.retryDelay(first: 5, longest: 300) == 300)
    }

    @Test func theWaitMatchesAPlainModelOverRandomRunsOfSavesAndFailures() {
        var random = SeededRandomNumberGenerator(seed: 2_026)
        for _ in 0..<2_000 {
            var autosave = AppAutosave(savedRevision: 0)
            // The model: the count of failures since the last success.
            var failures = 0
            let first = Double(Int.random(in: 1...10, using: &random))
            let longest = Double(Int.random(in: 1...400, using: &random))
            for _ in 0..<Int.random(in: 1...40, using: &random) {
                let succeeds = Bool.random(using: &random)
                _ = autosave.changeCommitted(revision: autosave.committed + 1)
                _ = autosave.saveStarting()
                _ = autosave.saveFinished(succeeded: succeeds)
                failures = succeeds ? 0 : failures + 1
                var expected = first
                for _ in 0..<max(failures - 1, 0) where expected < longest { expected *= 2 }
                #expect(
                    autosave.retryDelay(first: first, longest: longest) == min(expected, max(first, longest)))
                #expect(autosave.failuresInARow == failures)
            }
        }
    }

    @Test func aSuccessfulSaveStartsTheWaitsOverAgain() {
        var autosave = AppAutosave(savedRevision: 0)
        fail(4, &autosave)
        #expect(autosave.retryDelay(first: 5, longest: 300) == 40)
        _ = autosave.saveStarting()
        _ = autosave.saveFinished(succeeded: true)
        #expect(autosave.failuresInARow == 0)
        fail(1, &autosave)
        #expect(autosave.retryDelay(first: 5, longest: 300) == 5)
    }
}
