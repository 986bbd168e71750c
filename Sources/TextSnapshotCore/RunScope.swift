/// Whether a test process runs every test, read from its command line.
///
/// `swift test` runs the XCTest pass and the Swift Testing pass as separate processes of one test
/// binary. A filtered run passes `--filter`/`--skip` (Swift Testing) or test names as positional
/// arguments (XCTest). Anything not recognised counts as filtered, so obsolete snapshots are only
/// ever reported from a run known to be complete.
public enum RunScope: Equatable, Sendable {
    /// Every test of the binary runs.
    case complete
    /// Only some tests run; obsolete snapshots are not reported.
    case filtered

    /// Options that take a value and select no tests: the test libraries' own, and the build options
    /// `swift test` passes on to the Swift Testing pass (`--scratch-path .build-tsan`,
    /// `-Xswiftc -warnings-as-errors`, `--sanitize=thread`).
    private static let optionsWithValues: Set<String> = [
        "--testing-library", "--xunit-output", "--attachments-path", "--experimental-attachments-path",
        "--event-stream-output-path", "--experimental-event-stream-output", "--event-stream-version",
        "--experimental-event-stream-version", "--configuration-path", "--repetitions", "--repeat-until",
        "--scratch-path", "--build-path", "--cache-path", "--package-path", "--sanitize", "-c",
        "--configuration", "--triple", "--swift-sdk", "-j", "--jobs", "-Xswiftc", "-Xcc", "-Xcxx", "-Xlinker",
    ]
    /// Flags that select no tests; `swift test --skip-build` passes `--skip-build` on to the Swift
    /// Testing pass.
    private static let flags: Set<String> = [
        "--parallel", "--no-parallel", "--verbose", "--very-verbose", "--skip-build", "--quiet",
        "--enable-code-coverage", "--disable-sandbox",
    ]

    /// Classifies a test process's arguments (without the executable path).
    ///
    /// - Complexity: O(*n*) in the number of arguments.
    public init(arguments: [String]) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let name = argument.hasPrefix("--") ? String(argument.prefix { $0 != "=" }) : argument
            if Self.optionsWithValues.contains(argument) {
                index += 2
            } else if name != argument, Self.optionsWithValues.contains(name) {
                index += 1
            } else if Self.flags.contains(argument) {
                index += 1
            } else {
                self = .filtered
                return
            }
        }
        self = .complete
    }
}
