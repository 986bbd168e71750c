/// The `store` suite.
enum StoreBenchmark {
    static func run() {
        print("not measured yet")
    }
}
