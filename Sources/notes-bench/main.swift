// notes-bench: release-mode benchmarks that print ratios against a baseline measured in the same run.
//
// Usage: swift run -c release notes-bench [bindings|search|store|list]...
// With no argument every suite runs.

let suites: KeyValuePairs<String, () -> Void> = [
    "bindings": BindingsBenchmark.run,
    "search": SearchBenchmark.run,
    "store": StoreBenchmark.run,
    "list": ListBenchmark.run,
]

let requested = Array(CommandLine.arguments.dropFirst())
let unknown = requested.filter { name in !suites.contains { $0.key == name } }
if !unknown.isEmpty {
    print(
        "unknown suite: \(unknown.joined(separator: ", ")); choose from \(suites.map(\.key).joined(separator: ", "))"
    )
} else {
    for (name, run) in suites where requested.isEmpty || requested.contains(name) {
        print("== \(name)")
        run()
        print()
    }
}
