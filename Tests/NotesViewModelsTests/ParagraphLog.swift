import Foundation

/// The paragraphs a line measure was asked about, in order; safe to record from any thread.
final class ParagraphLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    var paragraphs: [String] { lock.withLock { recorded } }
    func record(_ paragraph: String) { lock.withLock { recorded.append(paragraph) } }
}
