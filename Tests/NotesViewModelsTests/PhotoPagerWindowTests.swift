import NotesCore
import NotesViewModels
import Testing

/// The pager's window rules alone, without a view model.
@Suite struct PhotoPagerWindowTests {
    static func id(_ index: Int) -> Photo.ID { .fixture(index: index) }

    static func window(count: Int, at index: Int) -> (PhotoPagerWindow, [ImageLoadEffect]) {
        var window = PhotoPagerWindow()
        let effects = window.show(index: index, count: count, photoID: id)
        return (window, effects)
    }

    static func loadedIDs(_ effects: [ImageLoadEffect]) -> [Photo.ID] {
        effects.compactMap { if case .startLoad(let id, _) = $0 { id } else { nil } }
    }

    static func cancelCount(_ effects: [ImageLoadEffect]) -> Int {
        effects.count { if case .cancelLoad = $0 { true } else { false } }
    }

    @Test(arguments: [0, 1, 2, 3, 4, 11])
    func theWindowIsTheSeedsAtEveryIndex(count: Int) {
        for index in 0..<max(count, 1) {
            let (window, effects) = Self.window(count: count, at: index)
            let expected: ClosedRange<Int>? =
                count == 0
                ? nil
                : index == count - 1
                    ? max(0, count - 3)...(count - 1)
                    : index == 0
                        ? 0...min(2, count - 1)
                        : (index - 1)...(index + 1)
            #expect(window.slots.count == min(3, count))
            #expect(window.orderedSlots.map(\.photoID) == (expected.map(Array.init) ?? []).map(Self.id))
            #expect(Self.loadedIDs(effects) == (expected.map(Array.init) ?? []).map(Self.id))
            if count > 0 { #expect(window.currentSlot?.photoID == Self.id(index)) }
        }
    }

    @Test func swipingForwardInTheMiddleReusesTheSlotThatLeavesForThePhotoThatEnters() {
        var (window, _) = Self.window(count: 11, at: 4)
        let leaving = window.slotOrder[0]
        let effects = window.show(index: 5, count: 11, photoID: Self.id)
        #expect(Self.loadedIDs(effects) == [Self.id(6)])
        #expect(Self.cancelCount(effects) == 1)
        #expect(window.slotOrder == [window.slotOrder[0], window.slotOrder[1], leaving])
        #expect(window.slots[leaving].photoID == Self.id(6))
    }

    @Test func swipingAtTheEndsMovesNothingAndLoadsNothing() {
        var (window, _) = Self.window(count: 11, at: 0)
        let effects = window.show(index: 1, count: 11, photoID: Self.id)
        #expect(effects.isEmpty)
        #expect(window.window == 0..<3)
        var (last, _) = Self.window(count: 11, at: 10)
        let lastEffects = last.show(index: 9, count: 11, photoID: Self.id)
        #expect(lastEffects.isEmpty)
        #expect(last.window == 8..<11)
    }

    @Test func aJumpRebuildsTheWindowWithoutLoadingThePhotosInBetween() {
        var (window, _) = Self.window(count: 1_000, at: 0)
        let effects = window.show(index: 500, count: 1_000, photoID: Self.id)
        #expect(Self.loadedIDs(effects) == [499, 500, 501].map(Self.id))
        #expect(Self.cancelCount(effects) == 3)
    }

    @Test func aResultForATicketNoSlotWaitsForIsDropped() {
        var (window, first) = Self.window(count: 11, at: 4)
        _ = window.show(index: 5, count: 11, photoID: Self.id)
        guard case .startLoad(_, let staleTicket) = first[0] else {
            Issue.record("no load")
            return
        }
        let image = LoadedImage(photoID: Self.id(3), size: PixelSize(width: 1, height: 1))
        let kept = window.loadFinished(ticket: staleTicket, result: .success(image))
        #expect(kept == nil)
        #expect(window.heldImageCount == 0)
    }

    @Test func anImageOfAnotherPhotoIsNeverShownAndTheSlotLoadsItsOwnPhotoAgain() {
        var (window, effects) = Self.window(count: 3, at: 1)
        guard case .startLoad(_, let ticket) = effects[0] else {
            Issue.record("no load")
            return
        }
        let wrong = LoadedImage(photoID: Self.id(2), size: PixelSize(width: 1, height: 1))
        let reload = window.loadFinished(ticket: ticket, result: .success(wrong))
        #expect(Self.loadedIDs(reload ?? []) == [Self.id(0)] && Self.cancelCount(reload ?? []) == 0)
        #expect(window.orderedSlots[0].load == .loading)
        guard case .startLoad(_, let second) = reload?.first else {
            Issue.record("no reload")
            return
        }
        #expect(window.loadFinished(ticket: ticket, result: .success(wrong)) == nil)
        #expect(window.loadFinished(ticket: second, result: .success(wrong)) == [])
        #expect(
            window.orderedSlots[0].load == .failed(.failed("the loader delivered an image of another photo")))
        #expect(Self.loadedIDs(window.retry(Self.id(0))) == [Self.id(0)])
    }

    @Test func retryStartsALoadOnlyAfterAFailure() {
        var (window, effects) = Self.window(count: 2, at: 0)
        let early = window.retry(Self.id(0))
        #expect(early.isEmpty)
        guard case .startLoad(_, let ticket) = effects[0] else {
            Issue.record("no load")
            return
        }
        let kept = window.loadFinished(ticket: ticket, result: .failure(.failed("x")))
        #expect(kept == [])
        let retried = window.retry(Self.id(0))
        #expect(Self.loadedIDs(retried) == [Self.id(0)])
        #expect(window.orderedSlots[0].load == .loading)
    }

    @Test func fewerPhotosRemoveSlotsAndNoPhotosEmptyTheWindow() {
        var (window, _) = Self.window(count: 5, at: 2)
        _ = window.show(index: 1, count: 2, photoID: Self.id)
        #expect(window.slots.count == 2)
        #expect(window.orderedSlots.map(\.photoID) == [Self.id(0), Self.id(1)])
        let effects = window.show(index: 0, count: 0, photoID: Self.id)
        #expect(window.slots.isEmpty && window.currentSlot == nil && window.currentPosition == nil)
        #expect(Self.cancelCount(effects) == 2)
        #expect(!window.hasNext && !window.hasPrevious)
    }
}
