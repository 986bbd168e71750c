/// Which test library a test process runs, read from its command line.
///
/// `swift test` runs the XCTest pass first, then the Swift Testing pass
/// (`--testing-library swift-testing`), as two processes of the same binary.
public enum TestPass: Equatable, Sendable {
    /// The XCTest pass: records its claims in the run's ``ClaimsLedger`` and lists no obsolete files.
    case xctest
    /// The Swift Testing pass: lists obsolete files, counting the XCTest pass's claims too.
    case swiftTesting

    /// Classifies a test process's arguments (without the executable path).
    ///
    /// - Complexity: O(*n*) in the number of arguments.
    public init(arguments: [String]) {
        let pairs = zip(arguments, arguments.dropFirst())
        self = pairs.contains { $0 == "--testing-library" && $1 == "swift-testing" } ? .swiftTesting : .xctest
    }
}
