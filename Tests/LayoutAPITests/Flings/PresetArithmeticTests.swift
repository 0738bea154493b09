import Foundation
import LayoutAPI
import LayoutEngine
import Testing

/// Each preset against its library's own arithmetic, written out below in the library's terms (its variables,
/// its comparisons, its order), fed the inputs UIKit (or Android, or Flutter) would feed it: the offset at
/// release, the velocity, and for the proposal the contract's projection `p` (what UIKit proposes is not
/// documented; the contract computes its own). The layouts are carousels whose frames are known by hand: `n` items
/// `w` wide, `spacing` apart, from `inset`, so item `k`'s frame starts at `inset + k * (w + spacing)`.
///
/// Where the contract departs from a library on purpose, the case is tested for the contract's answer and the
/// comment says what the library does.
@Suite("Flings: each preset is its library's arithmetic")
struct PresetArithmeticTests {
    /// A horizontal flow carousel of `n` items `w` × 100, `spacing` apart, `inset` at both ends, in bounds `bounds`
    /// × 120 with `contentInset` `t` left and `b` right, released at `o` with velocity `v` (pt/ms) under `snapping`.
    static func body(
        n: Int, w: Double, spacing: Double, inset: Double, bounds: Double, t: Double = 0, b: Double = 0, o: Double,
        v: Double, snapping: String, start: Double? = nil
    ) -> String {
        let startJSON = start.map { #", "startOffset": {"x": \#($0), "y": 0}"# } ?? ""
        return #"""
            {"collectionView": {"size": {"width": \#(bounds), "height": 120}, "contentInset": {"left": \#(t), "right": \#(b)}, "contentOffset": {"x": \#(o), "y": 0}}, "layout": {"type": "flow", "scrollDirection": "horizontal", "itemSize": {"width": \#(w), "height": 100}, "minimumLineSpacing": \#(spacing), "sectionInset": {"left": \#(inset), "right": \#(inset)}, "snapping": \#(snapping)}, "sections": [{"itemCount": \#(n)}], "fling": {"velocity": {"x": \#(v), "y": 0}\#(startJSON)}}
            """#
    }

    /// The service's target and projection along x.
    static func served(_ body: String) -> (target: Double, projected: Double, snapped: Int?)? {
        let answer = WireAnswer(body)
        guard answer.status == 200, let fling = answer.json["fling"] as? [String: Any],
            let target = (fling["targetOffset"] as? [String: Any])?["x"] as? Double,
            let projected = (fling["projectedOffset"] as? [String: Any])?["x"] as? Double
        else { return nil }
        let snapped = ((fling["snappedTo"] as? [String: Any])?["indexPath"] as? [Int])?.last
        return (target, projected, snapped)
    }

    /// The x of item `k`'s frame.
    static func minX(_ k: Int, w: Double, spacing: Double, inset: Double) -> Double {
        inset + Double(k) * (w + spacing)
    }

    /// Releases across a carousel's range and velocities both ways, slow and fast.
    static let releases: [Double] = [0, 37, 150, 201.5, 333, 410, 555.25, 640, 777]
    static let velocities: [Double] = [-9, -3.3, -1, -0.31, -0.2, -0.04, 0, 0.04, 0.2, 0.31, 1, 3.3, 9]

    // MARK: UPCarouselFlowLayout

    /// ink-spot/UPCarouselFlowLayout's `targetContentOffset`: of the attributes in `collectionView.bounds`, the
    /// one whose `center.x` is closest to `proposedContentOffset.x + midSide` (`midSide` = bounds width / 2),
    /// then `floor(closest.center.x - midSide)`.
    static func upCarousel(
        contentOffset: Double, proposed: Double, boundsWidth: Double, frames: [(x: Double, w: Double)]
    ) -> Double {
        let midSide = boundsWidth / 2
        let proposedCenter = proposed + midSide
        let inBounds = frames.filter { $0.x + $0.w > contentOffset && $0.x < contentOffset + boundsWidth }
        // The releases below always show a cell (with none, UPC takes a blank attributes' centre at 0).
        var closest = inBounds[0]
        for f in inBounds.dropFirst()
        where abs((f.x + f.w / 2) - proposedCenter) < abs((closest.x + closest.w / 2) - proposedCenter) {
            closest = f
        }
        return ((closest.x + closest.w / 2) - midSide).rounded(.down)
    }

    @Test("UPCarouselFlowLayout: the closest centre among the cells in the bounds at release, floored")
    func upCarouselFlowLayout() throws {
        // UPC's own geometry for 375-wide bounds and 150-wide items: its side inset (375 - 150) / 2 = 112.5, and
        // its fixed spacing of 40 less the side items' shrink, 40 - (150 - 0.6 * 150) / 2 = 10.
        let (w, spacing, inset, bounds) = (150.0, 10.0, 112.5, 375.0)
        let frames = (0..<8).map { (x: Self.minX($0, w: w, spacing: spacing, inset: inset), w: w) }
        var compared = 0
        for o in Self.releases {
            for v in Self.velocities {
                let body = Self.body(
                    n: 8, w: w, spacing: spacing, inset: inset, bounds: bounds, o: o, v: v,
                    snapping: #"{"preset": "UPCarouselFlowLayout"}"#)
                let served = try #require(Self.served(body), "o \(o) v \(v)")
                let expected = Self.upCarousel(
                    contentOffset: o, proposed: served.projected, boundsWidth: bounds, frames: frames)
                #expect(served.target == expected, "o \(o) v \(v): served \(served.target), UPC \(expected)")
                compared += 1
            }
        }
        #expect(compared == 117)
    }

    // MARK: CenteredCollectionView

    /// BenEmdon/CenteredCollectionView's `targetContentOffset`: of the attributes in the proposed rect (origin
    /// `proposedContentOffset.x`, the bounds' size), the cell whose `center.x` is closest to `proposed +
    /// width / 2`; `newOffset = center.x - width / 2`; when `newOffset - contentOffset.x` lies against the
    /// velocity, one `pageWidth` (`itemSize.width + minimumLineSpacing`) on in the velocity's direction.
    static func centeredCollectionView(
        contentOffset: Double, proposed: Double, velocity: Double, boundsWidth: Double, itemWidth: Double,
        spacing: Double, frames: [(x: Double, w: Double)]
    ) -> Double {
        let proposedCenter = proposed + boundsWidth / 2
        let inRect = frames.filter { $0.x + $0.w > proposed && $0.x < proposed + boundsWidth }
        // No attributes in the rect: the proposal stands.
        guard var candidate = inRect.first else { return proposed }
        for f in inRect.dropFirst()
        where abs((f.x + f.w / 2) - proposedCenter) < abs((candidate.x + candidate.w / 2) - proposedCenter) {
            candidate = f
        }
        var newOffset = (candidate.x + candidate.w / 2) - boundsWidth / 2
        let offset = newOffset - contentOffset
        if (velocity < 0 && offset > 0) || (velocity > 0 && offset < 0) {
            let pageWidth = itemWidth + spacing
            newOffset += velocity > 0 ? pageWidth : -pageWidth
        }
        return newOffset
    }

    @Test("CenteredCollectionView: the closest centre in the proposed rect, a page on when it lies behind")
    func centeredCollectionView() throws {
        // CCV's own insets centre the first and last items: (375 - 200) / 2 = 87.5 each side.
        let (w, spacing, bounds) = (200.0, 10.0, 375.0)
        let n = 9
        let frames = (0..<n).map { (x: Self.minX($0, w: w, spacing: spacing, inset: 0), w: w) }
        var compared = 0
        for o in Self.releases {
            for v in Self.velocities {
                let body = Self.body(
                    n: n, w: w, spacing: spacing, inset: 0, bounds: bounds, t: 87.5, b: 87.5, o: o, v: v,
                    snapping: #"{"preset": "CenteredCollectionView"}"#)
                let served = try #require(Self.served(body), "o \(o) v \(v)")
                let expected = Self.centeredCollectionView(
                    contentOffset: o, proposed: served.projected, velocity: v, boundsWidth: bounds, itemWidth: w,
                    spacing: spacing, frames: frames)
                #expect(served.target == expected, "o \(o) v \(v): served \(served.target), CCV \(expected)")
                compared += 1
            }
        }
        #expect(compared == 117)
    }

    // MARK: FSPagerView

    /// WenchaoD/FSPagerView's `targetContentOffset` along x, `itemSpacing` its item width plus interitem
    /// spacing: `decelerationDistance` 0 (`automaticDistance`): `round(proposed / itemSpacing + 0.35 * vector) *
    /// itemSpacing` when `|velocity| >= 0.3` (vector ±1), else `round(proposed / itemSpacing) * itemSpacing`; n
    /// >= 1: `ceil(contentOffset / itemSpacing + (n - 1)) * itemSpacing` when `velocity >= 0.3`, `floor(contentOffset
    /// / itemSpacing - (n - 1)) * itemSpacing` when `<= -0.3`, else the rounded proposal; then `max(0, ·)` and
    /// `min(contentSize - itemSpacing, ·)`.
    static func fsPagerView(
        contentOffset: Double, proposed: Double, velocity: Double, itemSpacing: Double, distance: Int,
        contentSize: Double
    ) -> Double {
        var target: Double
        if distance == 0 {
            if abs(velocity) >= 0.3 {
                let vector: Double = velocity >= 0 ? 1 : -1
                target = (proposed / itemSpacing + 0.35 * vector).rounded() * itemSpacing
            } else {
                target = (proposed / itemSpacing).rounded() * itemSpacing
            }
        } else {
            let extra = Double(max(distance - 1, 0))
            if velocity >= 0.3 {
                target = (contentOffset / itemSpacing + extra).rounded(.up) * itemSpacing
            } else if velocity <= -0.3 {
                target = (contentOffset / itemSpacing - extra).rounded(.down) * itemSpacing
            } else {
                target = (proposed / itemSpacing).rounded() * itemSpacing
            }
        }
        target = max(0, target)
        return min(contentSize - itemSpacing, target)
    }

    @Test(
        "FSPagerView: decelerationDistance 1 and 2 as steps, automaticDistance as bias, clamped to the content",
        arguments: [
            (1, #"{"preset": "FSPagerView", "pageSize": 320}"#),
            (
                2,
                #"{"preset": "FSPagerView", "pageSize": 320, "select": {"rule": "steps", "steps": 2, "threshold": 0.3}}"#
            ),
            (0, #"{"preset": "FSPagerView", "pageSize": 320, "select": {"rule": "bias"}}"#),
        ])
    func fsPagerView(_ distance: Int, _ snapping: String) throws {
        // Example D's pager: content 37.5 + 6 * 300 + 5 * 20 + 37.5 = 1975.
        var compared = 0
        for o in Self.releases + [1500, 1600] {
            for v in Self.velocities {
                let body = Self.body(
                    n: 6, w: 300, spacing: 20, inset: 37.5, bounds: 375, o: o, v: v, snapping: snapping)
                let served = try #require(Self.served(body), "o \(o) v \(v)")
                let expected = Self.fsPagerView(
                    contentOffset: o, proposed: served.projected, velocity: v, itemSpacing: 320, distance: distance,
                    contentSize: 1975)
                #expect(served.target == expected, "o \(o) v \(v): served \(served.target), FSPagerView \(expected)")
                compared += 1
            }
        }
        #expect(compared == 143)
    }

    // MARK: AndroidPagerSnapHelper

    /// androidx `PagerSnapHelper`: a fling faster than the minimum (`|v| > 50 dp/s`, 0.05 pt/ms) goes to
    /// `findTargetSnapPosition`: of the laid-out children, the closest at or before the centre (`distance <= 0`,
    /// the largest) and at or after it (`distance >= 0`, the smallest), `distance = childCenter -
    /// containerCenter`, `containerCenter = startPadding + totalSpace / 2`; forward (`v > 0`) takes the one after,
    /// backward the one before. A slower release snaps to `findCenterView`, the child with the least
    /// `|distance|` (the first on a tie). The target is where that child's centre meets the container's.
    static func androidPager(
        contentOffset: Double, velocity: Double, boundsWidth: Double, padding: (start: Double, end: Double),
        frames: [(x: Double, w: Double)]
    ) -> Double? {
        let containerCenter = contentOffset + padding.start + (boundsWidth - padding.start - padding.end) / 2
        let children = frames.filter { $0.x + $0.w > contentOffset && $0.x < contentOffset + boundsWidth }
        func distance(_ f: (x: Double, w: Double)) -> Double { (f.x + f.w / 2) - containerCenter }
        let target: (x: Double, w: Double)?
        if abs(velocity) > 0.05 {
            var before: (x: Double, w: Double)?
            var after: (x: Double, w: Double)?
            for c in children {
                let d = distance(c)
                if d <= 0 && (before.map { d > distance($0) } ?? true) { before = c }
                if d >= 0 && (after.map { d < distance($0) } ?? true) { after = c }
            }
            target = velocity > 0 ? after : before
        } else {
            var closest: (x: Double, w: Double)?
            for c in children where closest.map({ abs(distance(c)) < abs(distance($0)) }) ?? true { closest = c }
            target = closest
        }
        return target.map { contentOffset + distance($0) }
    }

    @Test(
        "AndroidPagerSnapHelper: the child after (or before) the centre by the fling's direction, else the centred one")
    func androidPagerSnapHelper() throws {
        // Android's padding is the content inset: 24 and 40, so the container's centre is off the bounds' middle.
        let (w, spacing, bounds) = (300.0, 16.0, 412.0)
        let frames = (0..<10).map { (x: Self.minX($0, w: w, spacing: spacing, inset: 56), w: w) }
        var compared = 0
        // 640 centres item 2 exactly, where the contract departs from Android (the next test).
        for o in Self.releases + [1000, 1313] where o != 640 {
            for v in Self.velocities {
                let body = Self.body(
                    n: 10, w: w, spacing: spacing, inset: 56, bounds: bounds, t: 24, b: 40, o: o, v: v,
                    snapping: #"{"preset": "AndroidPagerSnapHelper"}"#)
                let served = try #require(Self.served(body), "o \(o) v \(v)")
                guard
                    let expected = Self.androidPager(
                        contentOffset: o, velocity: v, boundsWidth: bounds, padding: (24, 40), frames: frames)
                else { continue }
                #expect(served.target == expected, "o \(o) v \(v): served \(served.target), Android \(expected)")
                compared += 1
            }
        }
        #expect(compared == 125)
    }

    @Test(
        "AndroidPagerSnapHelper released exactly centred: a backward fling stays as Android's; a forward one moves on")
    func androidExactlyCentred() throws {
        // Item 2's centre is 56 + 2 * 316 + 150 = 838; centred when o + 24 + 174 = 838, o = 640.
        let forward = try #require(
            Self.served(
                Self.body(
                    n: 10, w: 300, spacing: 16, inset: 56, bounds: 412, t: 24, b: 40, o: 640, v: 2,
                    snapping: #"{"preset": "AndroidPagerSnapHelper"}"#)))
        let backward = try #require(
            Self.served(
                Self.body(
                    n: 10, w: 300, spacing: 16, inset: 56, bounds: 412, t: 24, b: 40, o: 640, v: -2,
                    snapping: #"{"preset": "AndroidPagerSnapHelper"}"#)))
        #expect(backward.target == 640 && backward.snapped == 2)
        // Android counts a child at distance 0 as "after" too, and would stay at 640; the contract's rule takes the
        // first point with s > o, item 3 at 956.
        #expect(forward.target == 956 && forward.snapped == 3)
    }

    // MARK: FlutterPageView

    /// Flutter's `PageScrollPhysics._getTargetPixels`: `page = pixels / viewportDimension`, minus 0.5 when
    /// `velocity < -tolerance.velocity`, plus 0.5 when `> tolerance.velocity`, `roundToDouble()`, times the
    /// viewport; `tolerance.velocity` is a physical pixel per 50 ms, `1 / (0.050 * devicePixelRatio)` logical
    /// pixels per second, so `1 / (50 * scale)` per millisecond.
    static func flutterPage(pixels: Double, velocity: Double, viewport: Double, scale: Double) -> Double {
        var page = pixels / viewport
        let tolerance = 1 / (50 * scale)
        if velocity < -tolerance {
            page -= 0.5
        } else if velocity > tolerance {
            page += 0.5
        }
        return page.rounded() * viewport
    }

    @Test(
        "FlutterPageView: half a page on by the fling's direction, rounded, with the tolerance of the scale",
        arguments: [1.0, 3.0])
    func flutterPageView(_ scale: Double) throws {
        var compared = 0
        for o in Self.releases {
            for v in Self.velocities + [0.0066, 0.0067, -0.0067, 0.019, 0.021] {
                let body = Self.body(
                    n: 8, w: 375, spacing: 0, inset: 0, bounds: 375, o: o, v: v,
                    snapping: #"{"preset": "FlutterPageView"}"#
                ).replacingOccurrences(of: #""height": 120}"#, with: #""height": 120}, "scale": \#(scale)"#)
                let served = try #require(Self.served(body), "o \(o) v \(v)")
                let expected = Self.flutterPage(pixels: o, velocity: v, viewport: 375, scale: scale)
                #expect(served.target == expected, "o \(o) v \(v) scale \(scale)")
                compared += 1
            }
        }
        #expect(compared == 162)
    }

    // MARK: SwiftUIViewAlignedByOne

    /// SwiftUI's `.viewAligned(limitBehavior: .alwaysByOne)` as documented ("scrolls at most one view at a time"),
    /// whose arithmetic Apple does not publish: the leading edge nearest the projection, but not more than one
    /// leading edge past the one nearest where the drag began.
    static func swiftUIByOne(proposed: Double, start: Double, edges: [Double]) -> Double {
        func nearest(_ x: Double) -> Int {
            var best = 0
            for i in edges.indices where abs(edges[i] - x) < abs(edges[best] - x) { best = i }
            return best
        }
        let j = nearest(start)
        let chosen = nearest(proposed)
        return edges[min(max(chosen, j - 1), j + 1)]
    }

    @Test("SwiftUIViewAlignedByOne: the nearest leading edge, at most one past the drag's start")
    func swiftUIViewAlignedByOne() throws {
        // Leading edges rest at minX - t: items 150 wide, 10 apart, from 20, with a 12-point left inset.
        let edges = (0..<12).map { Self.minX($0, w: 150, spacing: 10, inset: 20) - 12 }
        var compared = 0
        for o in Self.releases {
            for v in Self.velocities {
                for start in [o, o - 160, o + 333] {
                    let body = Self.body(
                        n: 12, w: 150, spacing: 10, inset: 20, bounds: 375, t: 12, o: o, v: v,
                        snapping: #"{"preset": "SwiftUIViewAlignedByOne"}"#, start: start)
                    let served = try #require(Self.served(body), "o \(o) v \(v)")
                    let expected = Self.swiftUIByOne(proposed: served.projected, start: start, edges: edges)
                    #expect(served.target == expected, "o \(o) v \(v) start \(start)")
                    compared += 1
                }
            }
        }
        #expect(compared == 351)
    }
}
