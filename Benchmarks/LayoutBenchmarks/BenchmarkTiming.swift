import Foundation

/// Best-of-N timing: each round repeats the body until it has run at least `minimumRound`, and the fastest
/// round's time per call is kept (the least disturbed by other processes on a shared machine).
enum BenchmarkTiming {
    /// Seconds per call of `body`, the best of `rounds` rounds.
    static func bestSeconds(rounds: Int = 7, minimumRound: Double = 0.25, _ body: () -> Void) -> Double {
        body()  // warm up: caches, lazy globals, page faults of first allocations
        var best = Double.infinity
        for _ in 0..<rounds {
            var calls = 0
            let clock = ContinuousClock()
            let start = clock.now
            var elapsed = 0.0
            repeat {
                body()
                calls += 1
                elapsed = seconds(clock.now - start)
            } while elapsed < minimumRound
            best = min(best, elapsed / Double(calls))
        }
        return best
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    /// `bytes` per `seconds`, in MB/s (10^6 bytes).
    static func megabytesPerSecond(_ bytes: Int, _ seconds: Double) -> Double { Double(bytes) / seconds / 1e6 }

    /// A fixed-width line of figures.
    static func row(_ label: String, _ columns: [String]) -> String {
        label.padding(toLength: 34, withPad: " ", startingAt: 0) + columns.map { $0.leftPadded(14) }.joined()
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

/// Hands an array's memory to the kernel (a zero-byte `write` to an invalid descriptor), so the optimiser must
/// perform every store into it: `blackHole` alone let it drop the stores of a baseline written in this module.
@inline(never)
func escape<T>(_ array: [T]) {
    array.withUnsafeBytes { _ = write(-1, $0.baseAddress, 0) }
}
