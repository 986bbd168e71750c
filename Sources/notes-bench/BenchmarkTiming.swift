import Foundation

/// Median timing in milliseconds: wall clock, and the thread's own CPU time, which a loaded
/// machine (other processes preempting this one) does not inflate.
enum BenchmarkTiming {
    /// Medians of wall-clock and thread CPU time, in milliseconds.
    struct Medians {
        var wall: Double
        var cpu: Double
    }

    /// Runs `body` `runs` times (after one warm-up when `warmUp`) and returns the medians.
    static func medians(runs: Int, warmUp: Bool = true, _ body: () -> Void) -> Medians {
        let clock = ContinuousClock()
        if warmUp { body() }
        var wall: [Double] = []
        var cpu: [Double] = []
        for _ in 0..<max(runs, 1) {
            let cpuStart = threadCPUMilliseconds()
            let duration = clock.measure(body)
            cpu.append(threadCPUMilliseconds() - cpuStart)
            wall.append(milliseconds(duration))
        }
        return Medians(wall: median(wall), cpu: median(cpu))
    }

    /// Milliseconds of wall-clock time taken by one run of `body`.
    static func measure(_ body: () -> Void) -> Double {
        milliseconds(ContinuousClock().measure(body))
    }

    /// The middle sample (the upper one of the two middle samples for an even count); 0 for none.
    static func median(_ samples: some Collection<Double>) -> Double {
        let sorted = samples.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// CPU time consumed by the calling thread so far.
    static func threadCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1e6
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }

    /// `value` with two decimals, right-aligned in `width` columns.
    static func format(_ value: Double, width: Int) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        let text = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
        return padded(text, width: width)
    }

    static func padded(_ text: String, width: Int) -> String {
        String(repeating: " ", count: max(width - text.count, 0)) + text
    }
}
