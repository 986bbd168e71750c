import Foundation

/// A line of text.
public final class UILabel: UIView {
    /// The text shown.
    public var text: String? {
        get { attributedText?.string }
        set { attributedText = newValue.map { NSAttributedString(string: $0) } }
    }
    /// The text shown, with its attributes; characters with a background colour are written
    /// between `⟦` and `⟧` in the label's line.
    public var attributedText: NSAttributedString?

    /// The label's line.
    public override var lines: [String] {
        guard !isHidden else { return [] }
        guard let attributedText else { return [""] }
        var line = ""
        let whole = NSRange(location: 0, length: attributedText.length)
        attributedText.enumerateAttribute(.backgroundColor, in: whole) { value, range, _ in
            let part = (attributedText.string as NSString).substring(with: range)
            line += value == nil ? part : "⟦\(part)⟧"
        }
        return [line]
    }
}

/// An action a control performs: the stand-in for UIKit's `UIAction`.
@MainActor
public final class UIAction {
    /// The title, for a button made from the action.
    public let title: String
    let handler: (UIAction) -> Void

    /// An action titled `title` that calls `handler`.
    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}

/// A view the user acts on, with actions per event.
open class UIControl: UIView {
    /// The events a control reports.
    public struct Event: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int

        /// An event from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// A text field's text changed.
        public static let editingChanged = Event(rawValue: 1 << 0)
        /// A switch's or slider's value changed.
        public static let valueChanged = Event(rawValue: 1 << 1)
        /// A button was tapped.
        public static let primaryActionTriggered = Event(rawValue: 1 << 2)
    }

    /// Whether it takes input.
    public var isEnabled = true
    private var actions: [(Event, UIAction)] = []

    /// Performs `action` whenever one of `events` happens.
    public func addAction(_ action: UIAction, for events: Event) {
        actions.append((events, action))
    }

    /// Performs the actions for `event`, as the user's touch would; a disabled control takes none.
    public func sendActions(for event: Event) {
        guard isEnabled else { return }
        for (events, action) in actions where events.contains(event) { action.handler(action) }
    }
}

/// A button with a title.
public final class UIButton: UIControl {
    /// The title.
    public var title: String

    /// A button that performs `primaryAction`, titled with the action's title.
    public init(primaryAction: UIAction) {
        title = primaryAction.title
        super.init()
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    /// The button's line.
    public override var lines: [String] {
        isHidden ? [] : ["[\(title)]" + (isEnabled ? "" : " (disabled)")]
    }

    /// Taps the button, as the user would.
    public func tap() { sendActions(for: .primaryActionTriggered) }
}
