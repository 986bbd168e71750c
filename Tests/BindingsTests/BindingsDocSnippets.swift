import Bindings
import Foundation
import Testing

// The code of Docs/NotesKit.docc/Bindings.md that needs nothing but Bindings (the blocks that use a
// note or an editor are in Tests/NotesViewModelsTests/BindingsViewModelDocSnippets.swift). Each
// region between `// snippet: name` and `// end snippet` is one code block of the article,
// character for character (after removing the region's common indentation); DocSnippetTests checks
// that they match, so the article's code is always code that compiles. Here it also runs: the
// suite's `print(_:)` keeps what the snippets print, so the tests check the article's comments.

/// What the snippets printed, one entry per call.
@MainActor
private final class PrintedLines {
    var lines: [String] = []
}

/// A text field as the article's front end uses it.
@MainActor
private final class FieldStandIn {
    /// Every text the field was set to, in order.
    var shown: [String] = []
    var text = "" {
        didSet { shown.append(text) }
    }
}

/// An object that watches a property it does not own, as guarantee 10 advises.
@MainActor
private final class SourceWatcher {
    let bag = SubscriptionBag()
    var heard: [Int] = []

    init(watching source: Property<Int>) {
        // snippet: weak-self
        source.subscribe { [weak self] in self?.sourceChanged($0) }.store(in: bag)
        // end snippet
    }

    func sourceChanged(_ value: Int) { heard.append(value) }
}

@MainActor
@Suite struct BindingsDocSnippets {
    private let printed = PrintedLines()

    /// Stands in for the standard library's `print` in the snippets, keeping what they print.
    private func print(_ item: Any) {
        printed.lines.append("\(item)")
    }

    @Test func subscribingDeliversTheCurrentValueThenEveryChange() {
        // snippet: subscribe
        let title = MutableProperty("")
        let subscription = title.subscribe { print($0) }  // prints ""
        title.value = "Hi"  // prints "Hi"
        // end snippet
        #expect(printed.lines == ["", "Hi"])
        #expect(!subscription.isCancelled)
    }

    @Test func subscribersGetTheNewValueAndTheOldOne() {
        let title = MutableProperty("")
        let bag = SubscriptionBag()
        // snippet: changes
        title.subscribeToChanges { newValue, oldValue in print("\(oldValue) -> \(newValue)") }
            .store(in: bag)
        // end snippet
        title.value = "Hi"
        #expect(printed.lines == [" -> Hi"])
    }

    @Test func equalValuesNotifyNoOneUnlessAskedTo() {
        // snippet: deduplication
        struct Point { var x = 0, y = 0 }  // not Equatable

        let count = MutableProperty(0)  // skips equal values
        let tick = MutableProperty(0, deduplication: .notifyEveryWrite)  // opt-out
        let point = MutableProperty(Point(), deduplication: .using { $0.x == $1.x && $0.y == $1.y })
        // end snippet
        let bag = SubscriptionBag()
        var heard: [String] = []
        count.subscribeToChanges { value, _ in heard.append("count \(value)") }.store(in: bag)
        tick.subscribeToChanges { value, _ in heard.append("tick \(value)") }.store(in: bag)
        point.subscribeToChanges { value, _ in heard.append("point \(value.x)") }.store(in: bag)
        count.value = 0
        tick.value = 0
        point.value = Point()
        point.value = Point(x: 1)
        #expect(heard == ["tick 0", "point 1"])
    }

    @Test func aWriteDuringDispatchIsQueuedInOrder() {
        let count = MutableProperty(0)
        let bag = SubscriptionBag()
        // snippet: queued
        count.subscribe { if $0 == 1 { count.value = 2 } }.store(in: bag)
        count.subscribe { print($0) }.store(in: bag)  // prints 0, then 1, then 2 — never 2 before 1
        count.value = 1
        // end snippet
        #expect(printed.lines == ["0", "1", "2"])
        bag.cancelAll()
    }

    @Test func aSubscriberCancelledDuringDispatchHearsNothingMore() {
        let count = MutableProperty(0)
        // snippet: cancel-during-dispatch
        var second: SubscriptionHandle?
        let first = count.subscribeToChanges { _, _ in second?.cancel() }
        second = count.subscribe { print($0) }  // prints 0 only
        count.value = 1
        // end snippet
        #expect(printed.lines == ["0"])
        #expect(second?.isCancelled == true)
        #expect(!first.isCancelled)
    }

    @Test func aCombinationNeverSeesOneSourceUpdatedAndAnotherNot() {
        let bag = SubscriptionBag()
        // snippet: glitch-free
        let a = MutableProperty(1)
        let pairs = combine(a, a.map { $0 * 10 })
        pairs.subscribe { print($0) }.store(in: bag)  // (1, 10)
        a.value = 2  // (2, 20) — never (2, 10) or (1, 20)
        // end snippet
        #expect(printed.lines == ["(1, 10)", "(2, 20)"])
    }

    @Test func anUnobservedDerivedValueIsUpToDateWhenRead() {
        let count = MutableProperty(0)
        // snippet: consistent
        let doubled = count.map { $0 * 2 }
        count.value = 4
        print(doubled.value)  // 8
        // end snippet
        #expect(printed.lines == ["8"])
    }

    @Test func aBatchNotifiesOnceWithTheFinalValue() {
        let title = MutableProperty("")
        let recorder = Recorder()
        recorder.record(title, as: "title")
        // snippet: batch
        batch {
            title.value = "A"
            title.value = "AB"  // subscribers see "AB" once, after the batch
        }
        // end snippet
        #expect(
            recorder.timeline == """
                title = ""
                title = "AB"
                """)
    }

    @Test func aWeaklyCapturedOwnerIsReleased() {
        let source = MutableProperty(1)
        var watcher: SourceWatcher? = SourceWatcher(watching: source)
        source.value = 2
        #expect(watcher?.heard == [1, 2])
        weak let released = watcher
        watcher = nil
        #expect(released == nil)
        source.value = 3
    }

    @Test func aTextFieldGetsNormalisedValuesButNotItsOwnEcho() {
        let bag = SubscriptionBag()
        let field = FieldStandIn()
        // snippet: text-field
        let title = MutableProperty("")
        title.subscribeToChanges { newValue, _ in
            title.value = newValue.trimmingCharacters(in: .whitespaces)  // the view model trims
        }
        .store(in: bag)
        let binding = TextFieldBinding(title) { field.text = $0 }
        binding.viewChanged("Hi")  // the echo: the field is not set
        binding.viewChanged("Hi ")  // trimmed to "Hi", which differs from the field: it is set to "Hi"
        // end snippet
        #expect(field.shown == ["", "Hi"])
        #expect(title.value == "Hi")
        bag.cancelAll()
    }

    @Test func aDisabledCommandRunsNothing() {
        let title = MutableProperty("")
        // snippet: command
        let save = Command(isEnabled: title.map { !$0.isEmpty }) { print("saving \(title.value)") }
        save.invoke()  // .refused while the title is empty
        // end snippet
        #expect(printed.lines.isEmpty)
        title.value = "Hi"
        #expect(save.invoke() == .executed)
        #expect(printed.lines == ["saving Hi"])
    }
}
