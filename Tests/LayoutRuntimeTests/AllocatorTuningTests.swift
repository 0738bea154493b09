import Foundation
import LayoutRuntime
import Testing

/// The allocator thresholds apply unless the operator's environment already sets glibc's tunables.
@Suite("Allocator tuning", .serialized)
struct AllocatorTuningTests {
    @Test("applies when the environment is silent, stands back when it sets a tunable")
    func environmentWins() {
        let names = ["MALLOC_TRIM_THRESHOLD_", "MALLOC_MMAP_THRESHOLD_", "GLIBC_TUNABLES"]
        // The test process may have been started with one of them; then only the refusal can be checked.
        let inherited = names.contains { ProcessInfo.processInfo.environment[$0] != nil }
        if !inherited {
            #expect(AllocatorTuning.apply())
        }
        for name in names where ProcessInfo.processInfo.environment[name] == nil {
            setenv(name, "131072", 1)
            #expect(!AllocatorTuning.apply(), "\(name) set")
            unsetenv(name)
        }
        // The values themselves: 16 MiB kept per arena, 4 MiB and more mapped alone.
        #expect(AllocatorTuning.trimThreshold == 16 << 20 && AllocatorTuning.mmapThreshold == 4 << 20)
    }
}
