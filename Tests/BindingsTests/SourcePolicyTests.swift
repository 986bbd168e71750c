import Foundation
import Testing

@Suite struct SourcePolicyTests {
    @Test func sourcesContainNoUncheckedSendableNonisolatedUnsafeOrPreconcurrency() throws {
        let sources = URL(filePath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Sources")
        let forbidden = ["@unchecked" + " Sendable", "nonisolated" + "(unsafe)", "@pre" + "concurrency"]
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var checked = 0
        var offenders: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            checked += 1
            for word in forbidden where text.contains(word) {
                offenders.append("\(file.lastPathComponent): \(word)")
            }
        }
        #expect(checked > 10)
        #expect(offenders.isEmpty)
    }
}
