import Foundation
import LayoutAPI
import LayoutEngine
import Testing

/// The contract's table of errors of flings and snapping, row by row: each refusal's status and pointer through
/// the served pipeline, and the valid neighbour of each that is answered.
@Suite("Flings: every error of the table, with its pointer")
struct FlingErrorTests {
    /// A horizontal carousel of five 200 × 150 items with `snapping` and top-level `extra`.
    static func body(snapping: String? = #"{"preset": "UPCarouselFlowLayout"}"#, extra: String = "") -> String {
        let snap = snapping.map { #", "snapping": \#($0)"# } ?? ""
        let more = extra.isEmpty ? "" : ", " + extra
        return #"""
            {"collectionView": {"size": {"width": 375, "height": 200}, "contentOffset": {"x": 200, "y": 0}}, "layout": {"type": "flow", "scrollDirection": "horizontal", "itemSize": {"width": 200, "height": 150}, "minimumLineSpacing": 0\#(snap)}, "sections": [{"itemCount": 5}]\#(more)}
            """#
    }

    static let fling = #""fling": {"velocity": {"x": 5, "y": 0}}"#

    /// The status and the pointers of the answer to `body`.
    static func refusal(_ body: String, limits: APILimits = APILimits()) -> (Int, [String]) {
        let answer = WireAnswer(body, limits: limits)
        let pointers = (answer.json["errors"] as? [[String: Any]] ?? []).compactMap { $0["pointer"] as? String }
        return (answer.status, pointers)
    }

    @Test(
        "400 at /fling: beside contentOffsets, scrollTo, an anchor to resolve or previous",
        arguments: [
            #""scrollTo": {"indexPath": [0, 1], "position": "left"}"#,
            #""anchor": {"position": "top"}"#,
            #""previous": {"sections": [{"itemCount": 4}], "contentOffset": {"x": 0, "y": 0}}"#,
        ])
    func flingWithAnotherOffset(_ other: String) {
        #expect(Self.refusal(Self.body(extra: Self.fling + ", " + other)) == (400, ["/fling"]))
        // Alone, each is answered.
        #expect(WireAnswer(Self.body(extra: other)).status == 200)
    }

    @Test("400 at /fling beside a timeline; an anchor report beside a fling is answered")
    func flingWithTimeline() {
        let timeline = Self.body(extra: Self.fling).replacingOccurrences(
            of: #""contentOffset": {"x": 200, "y": 0}"#, with: #""contentOffsets": [{"x": 0, "y": 0}]"#)
        #expect(Self.refusal(timeline) == (400, ["/fling"]))
        #expect(WireAnswer(Self.body(extra: Self.fling + #", "anchor": "report""#)).status == 200)
    }

    @Test("400 at /fling/velocity when it is absent")
    func velocityRequired() {
        #expect(
            Self.refusal(Self.body(extra: #""fling": {"startOffset": {"x": 0, "y": 0}}"#)) == (400, ["/fling/velocity"])
        )
    }

    @Test("400 at /fling/startOffset when the limit counts from the start, given or by the SwiftUI preset")
    func startOffsetRequired() {
        let limited = #"{"policy": "item", "limit": {"count": 1, "from": "start"}}"#
        #expect(Self.refusal(Self.body(snapping: limited, extra: Self.fling)) == (400, ["/fling/startOffset"]))
        let swiftUI = #"{"preset": "SwiftUIViewAlignedByOne"}"#
        #expect(Self.refusal(Self.body(snapping: swiftUI, extra: Self.fling)) == (400, ["/fling/startOffset"]))
        let started = #""fling": {"velocity": {"x": 5, "y": 0}, "startOffset": {"x": 200, "y": 0}}"#
        #expect(WireAnswer(Self.body(snapping: swiftUI, extra: started)).status == 200)
        // A limit from the release needs none, and a range without a fling none either.
        let release = #"{"policy": "item", "limit": {"count": 1, "from": "release"}}"#
        #expect(WireAnswer(Self.body(snapping: release, extra: Self.fling)).status == 200)
        #expect(
            WireAnswer(Self.body(snapping: swiftUI, extra: #""elements": {"scrollRange": {"from": 0, "to": 10}}"#))
                .status == 200)
    }

    @Test("400 at /layout/snapping/preset for a name that is no preset")
    func unknownPreset() {
        #expect(Self.refusal(Self.body(snapping: #"{"preset": "UPCarousel"}"#)) == (400, ["/layout/snapping/preset"]))
    }

    @Test("400 at /layout/snapping/policy beside a preset of another policy; its own policy is allowed")
    func policyBesidePreset() {
        #expect(
            Self.refusal(Self.body(snapping: #"{"preset": "UPCarouselFlowLayout", "policy": "page"}"#))
                == (400, ["/layout/snapping/policy"]))
        #expect(WireAnswer(Self.body(snapping: #"{"preset": "UPCarouselFlowLayout", "policy": "item"}"#)).status == 200)
    }

    @Test(
        "400 at a field of another policy",
        arguments: [
            (#"{"policy": "item", "pageSize": 100}"#, "pageSize"),
            (#"{"policy": "item", "origin": 0}"#, "origin"),
            (#"{"preset": "UPCarouselFlowLayout", "pageClamp": true}"#, "pageClamp"),
            (#"{"policy": "page", "anchor": "center"}"#, "anchor"),
            (#"{"preset": "FlutterPageView", "candidates": "all"}"#, "candidates"),
            (#"{"policy": "page", "floor": true}"#, "floor"),
            (#"{"pageSize": 100}"#, "pageSize"),
            (#"{"policy": "none", "origin": 0}"#, "origin"),
            (#"{"policy": "none", "pageClamp": false}"#, "pageClamp"),
            (#"{"anchor": "leading"}"#, "anchor"),
            (#"{"policy": "none", "candidates": "all"}"#, "candidates"),
            (#"{"select": "nearest"}"#, "select"),
            (#"{"policy": "none", "limit": {"count": 1, "from": "release"}}"#, "limit"),
            (#"{"policy": "none", "floor": false}"#, "floor"),
        ])
    func fieldOfAnotherPolicy(_ snapping: String, _ field: String) {
        #expect(Self.refusal(Self.body(snapping: snapping)) == (400, ["/layout/snapping/" + field]))
    }

    @Test(
        "400 at decelerationRate, maxVelocity and pageSize out of range; their bounds inside are answered",
        arguments: [
            (#"{"decelerationRate": 0}"#, "decelerationRate"),
            (#"{"decelerationRate": 1}"#, "decelerationRate"),
            (#"{"decelerationRate": -0.5}"#, "decelerationRate"),
            (#"{"decelerationRate": "slow"}"#, "decelerationRate"),
            (#"{"maxVelocity": 0}"#, "maxVelocity"),
            (#"{"maxVelocity": 100.5}"#, "maxVelocity"),
            (#"{"policy": "page", "pageSize": 0}"#, "pageSize"),
            (#"{"policy": "page", "pageSize": -10}"#, "pageSize"),
            (#"{"preset": "FSPagerView"}"#, "pageSize"),
        ])
    func numbersOutOfRange(_ snapping: String, _ field: String) {
        #expect(Self.refusal(Self.body(snapping: snapping)) == (400, ["/layout/snapping/" + field]))
    }

    @Test("the numbers' bounds that are inside are answered")
    func numbersInRange() {
        for snapping in [
            #"{"decelerationRate": 0.5}"#, #"{"decelerationRate": "fast"}"#, #"{"maxVelocity": 100}"#,
            #"{"maxVelocity": 0.001}"#, #"{"policy": "page", "pageSize": 0.5}"#,
            #"{"preset": "FSPagerView", "pageSize": 320}"#,
        ] {
            #expect(WireAnswer(Self.body(snapping: snapping, extra: Self.fling)).status == 200, "\(snapping)")
        }
    }

    @Test("400 at a section's orthogonalScrollingProperties/decelerationRate outside (0, 1)")
    func orthogonalRate() {
        func section(_ properties: String) -> String {
            #"""
            {"collectionView": {"size": {"width": 375, "height": 812}}, "layout": {"type": "compositional", "section": {"group": {"group": "horizontal", "layoutSize": {"widthDimension": {"absolute": 300}, "heightDimension": {"absolute": 200}}, "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}]}, "orthogonalScrollingBehavior": "paging", "orthogonalScrollingProperties": \#(properties)}}, "sections": [{"itemCount": 3}]}
            """#
        }
        #expect(
            Self.refusal(section(#"{"decelerationRate": 1}"#))
                == (400, ["/layout/section/orthogonalScrollingProperties/decelerationRate"]))
        #expect(
            Self.refusal(section(#"{"decelerationRate": "sometimes"}"#))
                == (400, ["/layout/section/orthogonalScrollingProperties/decelerationRate"]))
        #expect(WireAnswer(section(#"{"decelerationRate": "automatic", "bounce": "never"}"#)).status == 200)
        #expect(WireAnswer(section(#"{"decelerationRate": 0.95}"#)).status == 200)
    }

    @Test(
        "400 at /layout/snapping/select for a rule the policy does not have",
        arguments: [
            #"{"policy": "item", "select": "halfPage"}"#, #"{"policy": "item", "select": {"rule": "steps"}}"#,
            #"{"policy": "page", "select": "atLeastOneInDirection"}"#, #"{"policy": "page", "select": "sideways"}"#,
        ])
    func ruleOfAnotherPolicy(_ snapping: String) {
        #expect(Self.refusal(Self.body(snapping: snapping)) == (400, ["/layout/snapping/select"]))
    }

    @Test(
        "400 at select's threshold, bias and steps and at limit/count out of range, or at a key the rule does not read",
        arguments: [
            (#"{"policy": "page", "select": {"rule": "halfPage", "threshold": -0.1}}"#, "select/threshold"),
            (#"{"policy": "page", "select": {"rule": "bias", "bias": 1}}"#, "select/bias"),
            (#"{"policy": "item", "select": {"rule": "bias", "bias": -0.2}}"#, "select/bias"),
            (#"{"policy": "page", "select": {"rule": "steps", "steps": 0}}"#, "select/steps"),
            (#"{"policy": "page", "select": {"rule": "steps", "steps": 1.5}}"#, "select/steps"),
            (#"{"policy": "item", "limit": {"count": 0, "from": "release"}}"#, "limit/count"),
            (#"{"policy": "page", "limit": {"count": 2.5, "from": "release"}}"#, "limit/count"),
            (#"{"policy": "item", "select": {"rule": "nearest", "threshold": 0.1}}"#, "select/threshold"),
            (#"{"policy": "page", "select": {"rule": "bias", "steps": 2}}"#, "select/steps"),
            (#"{"policy": "page", "select": {"rule": "steps", "bias": 0.1}}"#, "select/bias"),
            (#"{"policy": "item", "select": {"rule": "atLeastOneInDirection", "threshold": 0}}"#, "select/threshold"),
        ])
    func selectParameters(_ snapping: String, _ place: String) {
        #expect(Self.refusal(Self.body(snapping: snapping)) == (400, ["/layout/snapping/" + place]))
    }

    @Test("422 at /fling/section: another family, no such section, or a section that does not scroll orthogonally")
    func sectionNotOrthogonal() {
        #expect(
            Self.refusal(Self.body(extra: #""fling": {"velocity": {"x": 5, "y": 0}, "section": 0}"#))
                == (422, ["/fling/section"]))
        func compositional(_ behaviour: String, section: Int) -> String {
            #"""
            {"collectionView": {"size": {"width": 375, "height": 812}}, "layout": {"type": "compositional", "section": {"group": {"group": "horizontal", "layoutSize": {"widthDimension": {"absolute": 300}, "heightDimension": {"absolute": 200}}, "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}]}, "orthogonalScrollingBehavior": "\#(behaviour)"}}, "sections": [{"itemCount": 3}], "fling": {"velocity": {"x": 2, "y": 0}, "section": \#(section)}}
            """#
        }
        #expect(Self.refusal(compositional("none", section: 0)) == (422, ["/fling/section"]))
        #expect(Self.refusal(compositional("paging", section: 1)) == (422, ["/fling/section"]))
        #expect(Self.refusal(compositional("paging", section: -1)) == (422, ["/fling/section"]))
        #expect(WireAnswer(compositional("paging", section: 0)).status == 200)
    }

    @Test("422 for an impossible number: a projection past 1e15 at /fling, a range's reach at the rate")
    func impossibleNumbers() {
        // d = 1 - 2^-53 keeps all but a ten-quadrillionth of the velocity per millisecond: c ≈ 1.1e-16, so 5 pt/ms
        // glides 4.5e16 points.
        let slow = #"{"policy": "item", "decelerationRate": 0.9999999999999999}"#
        #expect(Self.refusal(Self.body(snapping: slow, extra: Self.fling)) == (422, ["/fling"]))
        #expect(
            Self.refusal(Self.body(snapping: slow, extra: #""elements": {"scrollRange": {"from": 0, "to": 10}}"#))
                == (422, ["/layout/snapping/decelerationRate"]))
        // A page fling from the far end of the coordinates glides past them too.
        let far = Self.body(snapping: #"{"policy": "none"}"#, extra: Self.fling).replacingOccurrences(
            of: #""contentOffset": {"x": 200, "y": 0}"#, with: #""contentOffset": {"x": 999999999999999, "y": 0}"#)
        #expect(Self.refusal(far) == (422, ["/fling"]))
    }

    @Test("422 at /elements: a range's attributes and snap points together past the attribute limit")
    func snapPointsCountTowardTheLimit() {
        // 20 cells, the range 0...0 shows items 0–1 (two attributes); the window [-995, 995] lists 1 + 5 + 1 points.
        let body = Self.body(extra: #""elements": {"scrollRange": {"from": 0, "to": 0}}"#).replacingOccurrences(
            of: #"{"itemCount": 5}"#, with: #"{"itemCount": 20}"#)
        var limits = APILimits()
        let plain = WireAnswer(body)
        let points = (plain.json["snapPoints"] as? [Any])?.count ?? 0
        let total = plain.attributes.count + points
        #expect(total > 4)
        limits.maxAttributes = total
        #expect(WireAnswer(body, limits: limits).status == 200)
        limits.maxAttributes = total - 1
        #expect(Self.refusal(body, limits: limits) == (422, ["/elements"]))
    }
}
