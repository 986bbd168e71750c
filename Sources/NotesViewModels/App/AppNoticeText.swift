/// A notice's words for an alert: a title and a message (``AppText/notice(_:language:)``).
public struct AppNoticeText: Hashable, Sendable {
    /// The alert's title.
    public var title: String
    /// The alert's message.
    public var message: String

    /// Creates the words of a notice.
    public init(title: String, message: String) {
        self.title = title
        self.message = message
    }
}
