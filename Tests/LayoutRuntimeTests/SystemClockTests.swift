import Foundation
import LayoutRuntime
import Testing

@Suite("The system clock")
struct SystemClockTests {
    @Test("the monotonic clock never goes back")
    func monotonic() {
        let clock = SystemClock()
        var last = clock.monotonicNanoseconds()
        for _ in 0..<10_000 {
            let now = clock.monotonicNanoseconds()
            #expect(now >= last)
            last = now
        }
    }

    @Test("the wall clock agrees with Foundation's Date within a second")
    func wall() {
        let (seconds, nanoseconds) = SystemClock().timeSinceEpoch()
        let date = Date().timeIntervalSince1970
        #expect(abs(Double(seconds) + Double(nanoseconds) / 1e9 - date) < 1)
        #expect((0..<1_000_000_000).contains(nanoseconds))
    }
}
