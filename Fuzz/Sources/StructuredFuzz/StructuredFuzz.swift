// libFuzzer entry: fuzzer bytes choose a mostly valid `POST /layout` request (RequestGenerator), which then runs
// through decode, computeLayout and encode, so the engine sees far more shapes than random bytes reach.
import FuzzHarness

#if canImport(Glibc)
    import Glibc
#endif

/// Set `LAYOUT_FUZZ_PRINT=1` to print each generated request to standard error (to turn a finding into a body).
private let printsRequests = getenv("LAYOUT_FUZZ_PRINT") != nil

/// libFuzzer calls this once per input; any crash, hang or failed check is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    var generator = RequestGenerator(bytes)
    let body = generator.body()
    if printsRequests {
        var line = body + [0x0A]
        _ = line.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }
    FuzzHarness.check(body)
    return 0
}
