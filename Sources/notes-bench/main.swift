// notes-bench: release-mode benchmarks that print ratios against a baseline measured in the same run.
//
// Usage: swift run -c release notes-bench [bindings|search|store|list|foreach|picker|pager|app|terminal]...
// With no argument every suite runs. A part of a suite runs alone when named: `launch` (the store at
// 100,000 notes, part of `store`), `devices` (the same store shared by three devices) or `listsearch` (the search keystroke in the list, part of `list`).

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
/// Parts of the suites above, run only when named.
let parts: KeyValuePairs<String, @MainActor () async -> Void> = [
    "launch": StoreLaunchBenchmark.run,
    "devices": StoreDevicesBenchmark.run,
    "listsearch": ListBenchmarkSearch.run,
]

let named = Array(suites) + Array(parts)
let requested = Array(CommandLine.arguments.dropFirst())
let unknown = requested.filter { name in !named.contains { $0.key == name } }
if !unknown.isEmpty {
    let message =
        "unknown suite: \(unknown.joined(separator: ", ")); choose from \(named.map(\.key).joined(separator: ", "))\n"
    FileHandle.standardError.write(Data(message.utf8))
    exit(64)
}
// The suites run on the main actor, which the main run loop drains on the main thread: so the main
// actor's turns all run on one thread, whose own CPU time the app suite's probe can read.
Task { @MainActor in
    let chosen = requested.isEmpty ? Array(suites) : named.filter { requested.contains($0.key) }
    for (name, run) in chosen {
        print("== \(name)")
        await run()
        print()
    }
    exit(0)
}
RunLoop.main.run()
