/// The `list` suite.
enum ListBenchmark {
    static func run() {
        print("not measured yet")
    }
}
