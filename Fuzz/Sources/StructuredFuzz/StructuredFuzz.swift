// libFuzzer entry: fuzzer bytes choose a mostly valid `POST /layout` request (RequestGenerator), which then runs
// through decode, computeLayout and encode, so the engine sees far more shapes than random bytes reach.
import FuzzHarness

/// libFuzzer calls this once per input; any crash, hang or failed check is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    var generator = RequestGenerator(bytes)
    FuzzHarness.check(generator.body())
    return 0
}
