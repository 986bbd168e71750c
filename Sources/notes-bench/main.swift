// notes-bench: release-mode benchmarks that print ratios against a baseline measured in the same run.
//
// Usage: swift run -c release notes-bench [bindings|search|store|list|foreach|picker|pager|app|terminal]...
// With no argument every suite runs.

import Foundation

let suites: KeyValuePairs<String, @MainActor () async -> Void> = [
    "bindings": BindingsBenchmark.run,
    "search": SearchBenchmark.run,
    "store": StoreBenchmark.run,
    "list": ListBenchmark.run,
    "foreach": ListBenchmarkForEach.run,
    "picker": PickerBenchmark.run,
    "pager": PagerBenchmark.run,
    "app": AppBenchmark.run,
    "terminal": TerminalBenchmark.run,
]

let requested = Array(CommandLine.arguments.dropFirst())
let unknown = requested.filter { name in !suites.contains { $0.key == name } }
if !unknown.isEmpty {
    let message =
        "unknown suite: \(unknown.joined(separator: ", ")); choose from \(suites.map(\.key).joined(separator: ", "))\n"
    FileHandle.standardError.write(Data(message.utf8))
    exit(64)
}
// The suites run on the main actor, which the main run loop drains on the main thread: so the main
// actor's turns all run on one thread, whose own CPU time the app suite's probe can read.
Task { @MainActor in
    for (name, run) in suites where requested.isEmpty || requested.contains(name) {
        print("== \(name)")
        await run()
        print()
    }
    exit(0)
}
RunLoop.main.run()
