/// The `bindings` suite: nanoseconds per subscriber callback, as ratios to a plain closure array.
///
/// Every callback does the same work, `counter.pointee &+= 1`. Each figure is the median of five
/// timed runs after one warm-up run, all in this process.
enum BindingsBenchmark {
    static func run() {
        MainActor.assumeIsolated { BindingsBenchmarkMeasurements().printReport() }
    }
}
