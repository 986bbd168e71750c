import Foundation
import Testing
import TextSnapshots

@Suite struct AssertSnapshotTests {
    struct Counter {
        var title: String
        var count: Int
    }

    static let counterRenderer = SnapshotRenderer<String>.lines.pullback { (counter: Counter) in
        "\(counter.title): \(counter.count)"
    }

    @Test func passingAssertionRecordsNoIssue() throws {
        let sandbox = try Sandbox()
        try sandbox.write("hello\n", to: "AssertSnapshotTests/greeting.txt")
        SnapshotConfiguration.$current.withValue(sandbox.configuration(.never)) {
            assertSnapshot("hello", named: "greeting")
        }
        #expect(sandbox.session.summary().matched == 1)
    }

    @Test func failureIsRecordedAtTheCallersLine() throws {
        let sandbox = try Sandbox()
        let line = #line + 3
        withKnownIssue {
            SnapshotConfiguration.$current.withValue(sandbox.configuration(.never)) {
                assertSnapshot("hello", named: "absent", suite: "Explicit")
            }
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "AssertSnapshotTests.swift"
                && "\(issue)".contains("Snapshot Explicit/absent has no reference")
        }
        #expect(sandbox.files().isEmpty)
    }

    @Test func modeSetInCodeWinsOverTheBoundConfiguration() throws {
        let sandbox = try Sandbox()
        SnapshotConfiguration.$current.withValue(sandbox.configuration(.never)) {
            assertSnapshot("hello", named: "recorded", mode: .record)
        }
        #expect(sandbox.files() == ["AssertSnapshotTests/recorded.txt"])
    }

    @Test func renderersComposeByPullback() throws {
        let sandbox = try Sandbox()
        SnapshotConfiguration.$current.withValue(sandbox.configuration(.record)) {
            assertSnapshot(of: Counter(title: "Notes", count: 3), as: Self.counterRenderer, named: "counter")
            assertSnapshot(of: 42, as: .describing, named: "number")
        }
        #expect(sandbox.text(at: "AssertSnapshotTests/counter.txt") == "Notes: 3\n")
        #expect(sandbox.text(at: "AssertSnapshotTests/number.txt") == "42\n")
    }
}
