/// The `search` suite.
enum SearchBenchmark {
    static func run() {
        print("not measured yet")
    }
}
