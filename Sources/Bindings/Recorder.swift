/// Records properties and signals into one labelled timeline, for tests.
///
/// Each recorded source appends lines in the order things happen:
/// - a property: `title = "Hi"` now and after every change (values printed with
///   `String(reflecting:)`, so strings are quoted);
/// - a signal: `event doneTapped` for a `Void` event, `event saved(42)` otherwise;
/// - ``note(_:)``: a line of your own, such as `-- user typed`.
///
/// ```swift
/// let recorder = Recorder()
/// recorder.record(editor.title, as: "title")
/// recorder.record(editor.finished, as: "finished")
/// editor.titleChanged("Hi")
/// editor.cancelTapped()
/// #expect(recorder.timeline == """
///     title = ""
///     title = "Hi"
///     event finished(NotesViewModels.EditNoteOutcome.discarded)
///     """)
/// ```
///
/// The recorder keeps its subscriptions until ``stop()`` or until it is released.
@MainActor
public final class Recorder {
    /// Every line recorded so far, oldest first.
    public private(set) var lines: [String] = []
    private let subscriptions = SubscriptionBag()

    /// Creates an empty recorder.
    public init() {}

    /// The lines joined with newlines, without a trailing newline.
    public var timeline: String { lines.joined(separator: "\n") }

    /// Records `property`'s current value now and every later value, as `label = value`.
    public func record<Value>(_ property: Property<Value>, as label: String) {
        property.subscribe { [weak self] value in
            self?.lines.append("\(label) = \(String(reflecting: value))")
        }
        .store(in: subscriptions)
    }

    /// Records `property`'s current value now and every later value, as `label = text`, with
    /// `describe` turning each value into its text (for values whose reflection is too long or not
    /// stable, such as dates or images).
    public func record<Value>(
        _ property: Property<Value>, as label: String, describe: @escaping (Value) -> String
    ) {
        property.subscribe { [weak self] value in
            self?.lines.append("\(label) = \(describe(value))")
        }
        .store(in: subscriptions)
    }

    /// Records every event `signal` sends from now on, as `event label` or `event label(payload)`.
    public func record<Event>(_ signal: Signal<Event>, as label: String) {
        signal.subscribe { [weak self] event in
            let payload = String(reflecting: event)
            self?.lines.append(payload == "()" ? "event \(label)" : "event \(label)(\(payload))")
        }
        .store(in: subscriptions)
    }

    /// Appends a line of your own to the timeline, to mark what the test did.
    public func note(_ text: String) {
        lines.append(text)
    }

    /// Forgets the lines recorded so far; recording continues.
    public func clear() {
        lines.removeAll()
    }

    /// Stops recording every source; the lines stay.
    public func stop() {
        subscriptions.cancelAll()
    }
}
