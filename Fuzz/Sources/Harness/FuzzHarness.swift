import LayoutAPI

/// What every fuzz target checks on one body: the full `POST /layout` path answers a documented status with a
/// well-formed body, and answers the same bytes again (the contract's determinism).
///
/// A violation is a `fatalError` so libFuzzer records the input as a crash.
public enum FuzzHarness {
    /// Limits small enough that one input runs in milliseconds, so the fuzzer spends its time on paths, not on
    /// encoding large answers; the 413 and 422 limit paths stay reachable with short inputs.
    public static let limits = APILimits(
        maxItems: 2_000, maxSections: 500, maxUniformItemCount: 1_000_000_000_000, maxDepth: 32,
        maxMagnitude: 1e9, maxColumnCount: 1_000, maxAttributes: 2_000)

    /// Statuses `LayoutAPI.respond` may give; 500 is a bug whatever the input.
    static let allowedStatuses: Set<Int> = [200, 400, 413, 422]

    /// Runs one body through decode, layout and encode, and checks the answer.
    /// - Complexity: O(body bytes + laid-out items + returned attributes).
    public static func check(_ body: [UInt8], limits: APILimits = FuzzHarness.limits) {
        let first = LayoutAPI.respond(toBody: body, limits: limits)
        guard allowedStatuses.contains(first.status) else {
            fatalError("status \(first.status) for a \(body.count)-byte body")
        }
        let expectedType = first.status == 200 ? "application/json" : "application/problem+json"
        guard first.contentType == expectedType else {
            fatalError("status \(first.status) came with content type \(first.contentType)")
        }
        var validator = JSONValidator(first.body)
        guard validator.validateDocument() else {
            fatalError(
                "status \(first.status): the body is not RFC 8259 JSON: \(String(decoding: first.body, as: UTF8.self))")
        }
        if first.status == 200 {
            checkNumbers(first.body)
        }
        let second = LayoutAPI.respond(toBody: body, limits: limits)
        guard second.status == first.status, second.body == first.body else {
            fatalError("the same body gave two different answers (\(first.status), \(second.status))")
        }
    }

    /// A success body never holds `NaN`, infinities, or integral values written with a fraction (`64.0`).
    static func checkNumbers(_ body: [UInt8]) {
        let text = String(decoding: body, as: UTF8.self)
        for bad in ["nan", "inf", "NaN", "Inf", ".0,", ".0}", ".0]"] where text.contains(bad) {
            fatalError("the response holds \(bad): \(text.prefix(400))")
        }
    }
}
