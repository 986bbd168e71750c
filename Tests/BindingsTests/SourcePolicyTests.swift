import Foundation
import Testing

@Suite struct SourcePolicyTests {
    @Test func sourcesContainNoUncheckedSendableNonisolatedUnsafeOrPreconcurrency() throws {
        let sources = URL(filePath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Sources")
        let forbidden = ["@unchecked" + " Sendable", "nonisolated" + "(unsafe)", "@pre" + "concurrency"]
        // The one audited exception: a lock built on NSLock (Mutex needs iOS 18 / macOS 15) serialises
        // every access, so it may be shared when its state may be sent. Only this exact line is allowed,
        // and only in the files that define such a lock.
        let lockConformance = "extension LockedState: @unchecked" + " Sendable where State: Sendable {}"
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var checked = 0
        var offenders: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            var text = try String(contentsOf: file, encoding: .utf8)
            if file.lastPathComponent == "LockedState.swift" {
                text = text.replacingOccurrences(of: lockConformance, with: "")
            }
            checked += 1
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                for word in forbidden where line.contains(word) {
                    // Elsewhere an escape hatch needs its proof beside it: the comment just above the
                    // declaration says why the compiler's check can be skipped ("Unchecked because …").
                    let comment = lines[max(index - 12, 0)..<index].reversed()
                        .prefix { $0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                    if !comment.contains(where: { $0.contains("Unchecked because") }) {
                        offenders.append("\(file.lastPathComponent):\(index + 1): \(word)")
                    }
                }
            }
        }
        #expect(checked > 10)
        #expect(offenders.isEmpty)
    }
}
