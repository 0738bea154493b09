// libFuzzer entry: arbitrary bytes as a `POST /layout` body through decode, computeLayout and encode.
import FuzzHarness

/// libFuzzer calls this once per input; any crash, hang or failed check is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let body = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    FuzzHarness.check(body)
    return 0
}
