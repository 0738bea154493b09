import Foundation
import LayoutAPI
import LayoutEngine
import Testing

/// The contract's worked examples A–E of flings that come to rest, through the served pipeline: each answer's
/// `fling` member as the wire writes it (every number the contract prints, in its order), the resting offset at the
/// top level, and the cells answered there. The numbers are the contract's; the hand computation of each is beside
/// it.
@Suite("Flings: the worked examples A–E as the wire answers them")
struct FlingWorkedExampleTests {
    /// The `fling` member of an answer's text, as written.
    static func flingText(_ text: String) -> String? {
        guard let start = text.range(of: #""fling":"#) else { return nil }
        var depth = 0
        var i = start.upperBound
        while i < text.endIndex {
            let c = text[i]
            if c == "{" { depth += 1 }
            if c == "}" {
                depth -= 1
                if depth == 0 { return String(text[start.lowerBound...i]) }
            }
            i = text.index(after: i)
        }
        return nil
    }

    /// The items of the answer's cells.
    static func items(_ answer: WireAnswer) -> [Int] { answer.cells.compactMap { ($0["indexPath"] as? [Int])?.last } }

    // A: 50 items 100 tall in 812-point bounds: content 5000, maxY = 5000 - 812 + 0 = 4188.
    static let exampleA = #"""
        {"collectionView": {"size": {"width": 375, "height": 812}, "contentOffset": {"x": 0, "y": 1000}}, "layout": {"type": "flow", "itemSize": {"width": 375, "height": 100}, "minimumLineSpacing": 0}, "sections": [{"itemCount": 50}], "fling": {"velocity": {"x": 0, "y": 8}}}
        """#

    @Test("A: none, clamped: p = 1000 + 8 / c(normal) past maxY 4188, a decay that meets the bound and bounces")
    func exampleA() {
        let answer = WireAnswer(Self.exampleA)
        #expect(answer.status == 200)
        #expect(
            answer.text.hasPrefix(
                #"{"contentSize":{"width":375,"height":5000},"contentOffset":{"x":0,"y":4188},"fling":"#))
        #expect(
            Self.flingText(answer.text)
                == #""fling":{"projectedOffset":{"x":0,"y":4995.998665331638},"targetOffset":{"x":0,"y":4995.998665331638},"restingOffset":{"x":0,"y":4188},"snappedTo":null,"bounced":true,"curve":{"model":"decay","rate":0.998,"boundAt":798.4446886514035,"duration":1583}}"#
        )
        // At 4188 the bounds (4188, 5000) show items 41 (4100..4200) to 49.
        #expect(Self.items(answer) == Array(41...49))
    }

    @Test("A at 3 pt/ms: all three offsets 1000 + 3 / c, no bound, 3999 ms; wwdc: 1000 + 3 * 0.998 / 0.002")
    func exampleASlow() {
        let slow = WireAnswer(Self.exampleA.replacingOccurrences(of: #""y": 8"#, with: #""y": 3"#))
        #expect(
            Self.flingText(slow.text)
                == #""fling":{"projectedOffset":{"x":0,"y":2498.4994994993644},"targetOffset":{"x":0,"y":2498.4994994993644},"restingOffset":{"x":0,"y":2498.4994994993644},"snappedTo":null,"bounced":false,"curve":{"model":"decay","rate":0.998,"duration":3999}}"#
        )
        let wwdc = WireAnswer(
            Self.exampleA.replacingOccurrences(of: #""y": 8"#, with: #""y": 3"#).replacingOccurrences(
                of: #""minimumLineSpacing": 0"#, with: #""minimumLineSpacing": 0, "snapping": {"projection": "wwdc"}"#))
        #expect(wwdc.offsetY == 2496.9999999999986)
    }

    @Test("A at 30 pt/ms is computed at maxVelocity 10: p = 1000 + 10 / c")
    func exampleAFast() {
        let fast = WireAnswer(Self.exampleA.replacingOccurrences(of: #""y": 8"#, with: #""y": 30"#))
        #expect(Self.flingText(fast.text)?.contains(#""projectedOffset":{"x":0,"y":5994.998331664548}"#) == true)
        #expect(fast.offsetY == 4188)
    }

    // B: UPC's own inset 87.5 centres item 0; centres 187.5 + 200k, snap offsets (87.5 + 200k + 100) - 187.5 =
    // 200k; maxX = 1175 - 375 = 800.
    static let exampleB = #"""
        {"collectionView": {"size": {"width": 375, "height": 200}, "contentOffset": {"x": 200, "y": 0}}, "layout": {"type": "flow", "scrollDirection": "horizontal", "itemSize": {"width": 200, "height": 150}, "minimumLineSpacing": 0, "sectionInset": {"top": 25, "left": 87.5, "bottom": 25, "right": 87.5}, "snapping": {"preset": "UPCarouselFlowLayout"}}, "sections": [{"itemCount": 5}], "fling": {"velocity": {"x": 5, "y": 0}}}
        """#

    @Test("B: UPCarouselFlowLayout: the release bounds (200, 575) meet items 0–2, the nearest to p 697.5 is item 2")
    func exampleB() {
        let answer = WireAnswer(Self.exampleB)
        #expect(answer.offsetX == 400)
        // A decay re-solved to end at 400: rate exp(-5 / 200), 40 * ln(400) = 239.7 ms.
        #expect(
            Self.flingText(answer.text)
                == #""fling":{"projectedOffset":{"x":697.4958123671104,"y":0},"targetOffset":{"x":400,"y":0},"restingOffset":{"x":400,"y":0},"snappedTo":{"indexPath":[0,2]},"bounced":false,"curve":{"model":"decay","rate":0.9753099120283326,"duration":240}}"#
        )
        #expect(Self.items(answer) == [1, 2, 3])
    }

    @Test("B at 2 pt/ms: p 398.998, item 2 again (rate exp(-2 / 200), 600 ms); with all candidates v 5 reaches item 3")
    func exampleBVariants() {
        let slow = WireAnswer(Self.exampleB.replacingOccurrences(of: #""x": 5"#, with: #""x": 2"#))
        #expect(
            Self.flingText(slow.text)
                == #""fling":{"projectedOffset":{"x":398.99832494684415,"y":0},"targetOffset":{"x":400,"y":0},"restingOffset":{"x":400,"y":0},"snappedTo":{"indexPath":[0,2]},"bounced":false,"curve":{"model":"decay","rate":0.9900498337491681,"duration":600}}"#
        )
        let all = WireAnswer(
            Self.exampleB.replacingOccurrences(
                of: #""preset": "UPCarouselFlowLayout""#,
                with: #""preset": "UPCarouselFlowLayout", "candidates": "all""#))
        // Among every cell, 600 (97.5 from p) is nearer than 400 or 800.
        #expect(all.offsetX == 600)
        #expect(Self.flingText(all.text)?.contains(#""snappedTo":{"indexPath":[0,3]}"#) == true)
    }

    @Test("B as a range 0...400: the resolved snapping and, the window being [-995.0, 1395.0], all five points")
    func exampleBRange() {
        var body = Self.exampleB.replacingOccurrences(of: #", "fling": {"velocity": {"x": 5, "y": 0}}"#, with: "")
        body.removeLast()
        body += #", "elements": {"scrollRange": {"from": 0, "to": 400}}}"#
        let answer = WireAnswer(body)
        #expect(answer.status == 200)
        #expect(
            answer.text.hasPrefix(
                #"{"contentSize":{"width":1175,"height":200},"scrollRange":{"from":0,"to":400},"snapping":{"policy":"item","decelerationRate":0.99,"projection":"continuous","coefficient":0.01005033585350145,"maxVelocity":10,"reach":994.9916247342207,"bounce":"automatic","anchor":"center","candidates":"releaseBounds","select":{"rule":"nearest"},"limit":null,"floor":true},"snapPoints":[{"offset":0,"extent":[87.5,287.5],"indexPath":[0,0]},{"offset":200,"extent":[287.5,487.5],"indexPath":[0,1]},{"offset":400,"extent":[487.5,687.5],"indexPath":[0,2]},{"offset":600,"extent":[687.5,887.5],"indexPath":[0,3]},{"offset":800,"extent":[887.5,1087.5],"indexPath":[0,4]}],"attributes":["#
            ))
    }

    // C: CCV's inset 87.5 each side; item k at x 210k, centre 210k + 100, L = 187.5 + 0: s = 210k - 87.5;
    // range [-87.5, 1040 - 375 + 87.5 = 752.5].
    static let exampleC = #"""
        {"collectionView": {"size": {"width": 375, "height": 200}, "contentInset": {"left": 87.5, "right": 87.5}, "contentOffset": {"x": 130, "y": 0}}, "layout": {"type": "flow", "scrollDirection": "horizontal", "itemSize": {"width": 200, "height": 180}, "minimumLineSpacing": 10, "snapping": {"preset": "CenteredCollectionView"}}, "sections": [{"itemCount": 5}], "fling": {"velocity": {"x": 0.3, "y": 0}}}
        """#

    @Test("C: CenteredCollectionView: the nearest, item 1 at 122.5, lies behind the release, so item 2 at 332.5")
    func exampleC() {
        let answer = WireAnswer(Self.exampleC)
        // The re-solved decay would take (202.5 / 0.3) * ln(405) = 4052.6 ms; the spring takes 807.
        #expect(
            Self.flingText(answer.text)
                == #""fling":{"projectedOffset":{"x":159.84974874202663,"y":0},"targetOffset":{"x":332.5,"y":0},"restingOffset":{"x":332.5,"y":0},"snappedTo":{"indexPath":[0,2]},"bounced":false,"curve":{"model":"spring","duration":807}}"#
        )
        #expect(Self.items(answer) == [1, 2, 3])
    }

    @Test("C released exactly at 122.5: nothing lies behind, it stays at item 1 (a spring, 587 ms)")
    func exampleCOnThePoint() {
        let answer = WireAnswer(Self.exampleC.replacingOccurrences(of: #""x": 130"#, with: #""x": 122.5"#))
        #expect(answer.offsetX == 122.5)
        #expect(Self.flingText(answer.text)?.contains(#""snappedTo":{"indexPath":[0,1]}"#) == true)
        #expect(Self.flingText(answer.text)?.hasSuffix(#""curve":{"model":"spring","duration":587}}"#) == true)
    }

    // D: content 37.5 + 6 * 300 + 5 * 20 + 37.5 = 1975, range [0, 1600], pageClamp bound 1975 - 320 = 1655.
    static let exampleD = #"""
        {"collectionView": {"size": {"width": 375, "height": 200}, "contentOffset": {"x": 700, "y": 0}}, "layout": {"type": "flow", "scrollDirection": "horizontal", "itemSize": {"width": 300, "height": 180}, "minimumLineSpacing": 20, "sectionInset": {"top": 10, "left": 37.5, "bottom": 10, "right": 37.5}, "snapping": {"preset": "FSPagerView", "pageSize": 320}}, "sections": [{"itemCount": 6}], "fling": {"velocity": {"x": 5, "y": 0}}}
        """#

    @Test("D: FSPagerView: x(o) = 700 / 320 = 2.1875, steps 1 gives ceil(2.1875) = 3, 960")
    func exampleD() {
        let answer = WireAnswer(Self.exampleD)
        #expect(
            Self.flingText(answer.text)
                == #""fling":{"projectedOffset":{"x":1197.4958123671104,"y":0},"targetOffset":{"x":960,"y":0},"restingOffset":{"x":960,"y":0},"snappedTo":null,"bounced":false,"curve":{"model":"decay","rate":0.9809529623602027,"duration":326}}"#
        )
        #expect(Self.items(answer) == [2, 3, 4])
    }

    @Test("D with bias: round(3.742 + 0.35) = 4, 1280 by a spring of 779 ms; at -5 floor(2.1875) = 2, 640 in 58 ms")
    func exampleDVariants() {
        let bias = WireAnswer(
            Self.exampleD.replacingOccurrences(
                of: #""pageSize": 320"#, with: #""pageSize": 320, "select": {"rule": "bias"}"#))
        #expect(bias.offsetX == 1280)
        #expect(Self.flingText(bias.text)?.hasSuffix(#""curve":{"model":"spring","duration":779}}"#) == true)
        let back = WireAnswer(Self.exampleD.replacingOccurrences(of: #""x": 5"#, with: #""x": -5"#))
        #expect(back.offsetX == 640)
        #expect(
            Self.flingText(back.text)?.hasSuffix(#""curve":{"model":"decay","rate":0.9200444146293233,"duration":58}}"#)
                == true)
    }

    // E: groups fl(0.8 * 375) = 300 wide at x 16 + 310k, pitch 310, e = 16 + 9 * 310 + 300 + 16 = 3122, range
    // [0, 3122 - 375 = 2747].
    static let exampleE = #"""
        {"collectionView": {"size": {"width": 375, "height": 812}}, "layout": {"type": "compositional", "section": {"group": {"group": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 0.8}, "heightDimension": {"absolute": 200}}, "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}]}, "interGroupSpacing": 10, "contentInsets": {"leading": 16, "trailing": 16}, "orthogonalScrollingBehavior": "groupPaging"}}, "sections": [{"itemCount": 10, "orthogonalContentOffset": {"x": 400, "y": 0}}], "fling": {"velocity": {"x": 1.2, "y": 0}, "section": 0}}
        """#

    @Test("E: groupPaging: x(o) = 400 / 310, v > 0.05, k = floor + 1 = 2: 620, no top-level contentOffset")
    func exampleE() {
        let answer = WireAnswer(Self.exampleE)
        #expect(answer.json["contentOffset"] == nil)
        #expect(
            Self.flingText(answer.text)
                == #""fling":{"projectedOffset":{"x":519.3989949681065,"y":0},"targetOffset":{"x":620,"y":0},"restingOffset":{"x":620,"y":0},"snappedTo":null,"bounced":false,"curve":{"model":"spring","duration":758}}"#
        )
        // Tested at orthogonal offset 620: cells 1–3 at x 326, 636, 946, unscrolled.
        #expect(Self.items(answer) == [1, 2, 3])
        #expect(answer.cells.compactMap(frame) == [326, 636, 946].map { Rect(x: $0, y: 0, width: 300, height: 200) })
        #expect(answer.cells.allSatisfy { $0["orthogonal"] as? Bool == true })
    }

    @Test("E at -1.2: floor(1.29) = 1, 310 by a decay of 390 ms; at 0.04, below τ, the nearest page, 310")
    func exampleEVariants() {
        let back = WireAnswer(Self.exampleE.replacingOccurrences(of: #""x": 1.2"#, with: #""x": -1.2"#))
        #expect(Self.flingText(back.text)?.contains(#""restingOffset":{"x":310,"y":0}"#) == true)
        #expect(Self.flingText(back.text)?.contains(#""model":"decay""#) == true)
        #expect(Self.flingText(back.text)?.hasSuffix(#""duration":390}}"#) == true)
        let slow = WireAnswer(Self.exampleE.replacingOccurrences(of: #""x": 1.2"#, with: #""x": 0.04"#))
        #expect(Self.flingText(slow.text)?.contains(#""restingOffset":{"x":310,"y":0}"#) == true)
    }

    @Test("E as a range with snapping {}: none on the main axis, and section 0's page snapping over [0, 2747]")
    func exampleERange() {
        var body = Self.exampleE.replacingOccurrences(
            of: #", "fling": {"velocity": {"x": 1.2, "y": 0}, "section": 0}"#, with: "")
        body = body.replacingOccurrences(
            of: #""type": "compositional", "#, with: #""type": "compositional", "snapping": {}, "#)
        body.removeLast()
        body += #", "elements": {"scrollRange": {"from": 0, "to": 100}}}"#
        let answer = WireAnswer(body)
        #expect(
            answer.text.contains(
                #""snapping":{"policy":"none","decelerationRate":0.998,"projection":"continuous","coefficient":0.0020020026706730793,"maxVelocity":10,"reach":4994.998331664548,"bounce":"automatic"},"orthogonalSnapping":[{"section":0,"range":[0,2747],"snapping":{"policy":"page","decelerationRate":0.99,"projection":"continuous","coefficient":0.01005033585350145,"maxVelocity":10,"reach":994.9916247342207,"bounce":"automatic","pageSize":310,"origin":0,"pageClamp":false,"select":{"rule":"nextInDirection","threshold":0.05},"limit":null}}],"attributes":"#
            ))
        #expect(answer.json["snapPoints"] == nil)
    }

    @Test("a range without layout.snapping is the answer without flings, byte for byte")
    func rangeWithoutSnapping() {
        var body = Self.exampleB.replacingOccurrences(of: #", "fling": {"velocity": {"x": 5, "y": 0}}"#, with: "")
        body.removeLast()
        body += #", "elements": {"scrollRange": {"from": 0, "to": 400}}}"#
        let plain = body.replacingOccurrences(of: #", "snapping": {"preset": "UPCarouselFlowLayout"}"#, with: "")
        let answer = WireAnswer(plain)
        #expect(
            answer.text.hasPrefix(
                #"{"contentSize":{"width":1175,"height":200},"scrollRange":{"from":0,"to":400},"attributes":["#))
    }

    @Test("a fling with a range carries contentOffset and fling before scrollRange, its attributes the range's")
    func flingWithRange() {
        var body = Self.exampleB
        body.removeLast()
        body += #", "elements": {"scrollRange": {"from": 0, "to": 400}}}"#
        let answer = WireAnswer(body)
        #expect(answer.status == 200)
        #expect(
            answer.text.hasPrefix(
                #"{"contentSize":{"width":1175,"height":200},"contentOffset":{"x":400,"y":0},"fling":{"projectedOffset""#
            ))
        #expect(answer.text.contains(#"}},"scrollRange":{"from":0,"to":400},"snapping":{"policy":"item""#))
        // The range 0...400 shows items 0–3 (its band runs to 400 + 375).
        #expect(Self.items(answer) == [0, 1, 2, 3])
    }

    @Test("an anchor report stands at the resting offset, and is written before fling")
    func anchorReportOrder() {
        var body = Self.exampleB
        body.removeLast()
        body += #", "anchor": "report"}"#
        let answer = WireAnswer(body)
        #expect(answer.status == 200)
        // At 400 the first cell entirely inside (400, 775) is item 2 at 487.5: topItem, distance a(487.5 - 400) =
        // 88 at scale 1 (halves away from zero).
        #expect(answer.anchor == anchorJSON("topItem", item: [0, 2], distance: 88))
        #expect(answer.text.contains(#""contentOffset":{"x":400,"y":0},"anchor":{"position":"topItem""#))
        #expect(answer.text.contains(#""distance":88},"fling":{"#))
    }

    @Test("an item's id is written on snappedTo and on its snap point")
    func idsOnSnappedCells() {
        let body = Self.exampleB.replacingOccurrences(
            of: #"[{"itemCount": 5}]"#,
            with:
                #"[{"items": [{"width": 200, "height": 150, "id": "a"}, {"width": 200, "height": 150, "id": "b"}, {"width": 200, "height": 150, "id": "c"}, {"width": 200, "height": 150}, {"width": 200, "height": 150}]}]"#
        )
        let answer = WireAnswer(body)
        #expect(Self.flingText(answer.text)?.contains(#""snappedTo":{"indexPath":[0,2],"id":"c"}"#) == true)
        var range = body.replacingOccurrences(of: #", "fling": {"velocity": {"x": 5, "y": 0}}"#, with: "")
        range.removeLast()
        range += #", "elements": {"scrollRange": {"from": 0, "to": 0}}}"#
        let ranged = WireAnswer(range)
        #expect(ranged.text.contains(#"{"offset":200,"extent":[287.5,487.5],"indexPath":[0,1],"id":"b"}"#))
    }
}
