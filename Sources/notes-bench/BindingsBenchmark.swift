/// The `bindings` suite.
enum BindingsBenchmark {
    static func run() {
        print("not measured yet")
    }
}
