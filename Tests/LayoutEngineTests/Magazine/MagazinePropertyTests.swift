// Seeded random magazine collections (pinned or not): the contract's invariants, whatever the input. Every
// failure names its seed; rerun one with `MagazinePropertyTests.randomCase(seed:)`. The checks shared with the
// iglist properties (`LayoutProperties`) live at the end of this file.
import SeededRandom
import Testing

@testable import LayoutEngine

@Suite("Magazine properties")
struct MagazinePropertyTests {
    /// A random magazine: every width mode (fractional ones from 1 to 8), runs of equal modes so rows fill, static
    /// heights of any fraction, per-section overrides, headers, footers and backgrounds, some uniform sections.
    /// With `largeUniform`, uniform sections are more frequent and hold 4097 to 5697 items (every uniform section's
    /// frames come from the closed form, `MagazineUniformFrames`: these hold many rows).
    static func randomCase(seed: UInt64, largeUniform: Bool = false) -> LayoutDescription {
        var g = magazineRandom(seed: seed)
        func len(_ r: ClosedRange<Double>) -> Double { g.int(0...2) == 0 ? g.double(r).rounded() : g.double(r) }
        func insets() -> EdgeInsets {
            EdgeInsets(top: len(0...30), left: len(0...30), bottom: len(0...30), right: len(0...30))
        }
        func mode() -> MagazineWidthMode {
            switch g.int(0...7) {
            case 0: .fullWidth(respectsHorizontalInsets: true)
            case 1: .fullWidth(respectsHorizontalInsets: false)
            case 2: .fractional(divisor: g.int(1...8))
            default: .fractional(divisor: g.int(2...5))
            }
        }
        func height() -> Double { g.int(0...9) == 0 ? 0 : len(1...150) }
        var sections: [MagazineSectionDescription] = []
        for _ in 0..<g.int(0...5) {
            var section: MagazineSectionDescription
            let kind = g.int(0...3)
            if kind == 0 || (largeUniform && kind == 1) {
                let item = g.int(0...4) == 0 ? nil : MagazineItem(widthMode: mode(), height: height())
                let count = g.int(0...40)
                section = MagazineSectionDescription(
                    items: .uniform(count: largeUniform ? 4097 + count * 40 : count, item: item))
            } else {
                var items: [MagazineItem] = []
                while items.count < g.int(0...30) {
                    let m = mode()
                    for _ in 0..<g.int(1...7) { items.append(MagazineItem(widthMode: m, height: height())) }
                }
                section = MagazineSectionDescription(items: .explicit(items))
            }
            if g.bool() { section.headerHeight = g.int(0...3) == 0 ? 0 : len(1...60) }
            if g.bool() { section.footerHeight = g.int(0...3) == 0 ? 0 : len(1...60) }
            section.background = g.bool()
            if g.int(0...2) == 0 { section.sectionInsets = insets() }
            if g.int(0...2) == 0 { section.itemInsets = insets() }
            if g.int(0...2) == 0 { section.horizontalSpacing = len(0...20) }
            if g.int(0...2) == 0 { section.verticalSpacing = len(0...20) }
            sections.append(section)
        }
        let layout = MagazineLayoutDescription(
            sectionInsets: insets(), itemInsets: insets(), horizontalSpacing: len(0...20),
            verticalSpacing: len(0...20), sections: sections)
        var cv = CollectionViewDescription(
            size: Size(width: len(200...600), height: len(300...900)),
            contentInset: EdgeInsets(top: len(0...64), left: len(0...20), bottom: len(0...40), right: len(0...20)),
            scale: [1.0, 2, 3][g.int(0...2)])
        let resting = run(LayoutDescription(collectionView: cv, family: .magazine(layout)))
        cv.contentOffset = Point(x: g.double(-40...40), y: g.double(-150...(resting.contentSize.height + 150)))
        let pinning = LayoutProperties.randomPinning(sectionCount: sections.count, using: &g)
        return LayoutDescription(collectionView: cv, family: .magazine(layout), pinning: pinning)
    }

    @Test("600 seeded collections: no two cells overlap, content covers, pins bounded, queries exact, deterministic")
    func invariants() {
        for seed in UInt64(1)...600 { Self.check(Self.randomCase(seed: seed), seed: seed) }
    }

    @Test("30 seeded collections with uniform sections in closed form: the same invariants")
    func closedFormInvariants() {
        for seed in UInt64(1)...30 { Self.check(Self.randomCase(seed: seed, largeUniform: true), seed: seed) }
    }

    /// MagazineLayout's `calculateFrameForFooter` bound, held at every offset: swept by a 64-offset timeline from
    /// above the content to below it, and by a scroll range over the same span, no pinned footer ever stands above
    /// its section's start plus `sectionInsets.top` plus its header's height (the footer's resting place, when
    /// that is higher); it reaches that floor whenever the visible bottom would take it higher; and a range's
    /// follower of the footer has exactly that floor as its `lo`.
    @Test(
        "300 seeded collections: no pinned footer above sectionStart + sectionInsets.top + headerHeight, at any offset")
    func footerFloor() throws {
        let t = frameTolerance
        var checked = 0
        for seed in UInt64(1)...300 {
            var request = Self.randomCase(seed: seed)
            guard case .magazine(let layout) = request.family else { continue }
            request.pinning = PinningDescription(footers: .all)
            let resting = run(LayoutDescription(collectionView: request.collectionView, family: request.family))
            let bounds = Self.sectionBounds(layout, resting: resting, seed: seed)
            let height = request.collectionView.size.height
            let first = -height
            let last = resting.contentSize.height + height
            var timeline = request
            timeline.collectionView.contentOffsets = (0..<64).map {
                Point(x: 0, y: first + (last - first) * Double($0) / 63)
            }
            let entries = try computeLayout(timeline, elements: .all).timeline ?? []
            #expect(entries.count == 64, "seed \(seed)")
            for entry in entries {
                let visibleBottom = entry.contentOffset.y + height - request.collectionView.contentInset.bottom
                for footer in entry.attributes where footer.kind == .footer {
                    let s = footer.section
                    guard let rest = resting.footer(s)?.frame else { continue }
                    let sectionInsets = layout.sections[s].sectionInsets ?? layout.sectionInsets
                    let floor = bounds[s].start + sectionInsets.top + (layout.sections[s].headerHeight ?? 0)
                    let at = "seed \(seed): footer \(s) at \(footer.frame.y) (offset \(entry.contentOffset.y))"
                    #expect(footer.frame.y >= Swift.min(rest.y, floor) - t, "\(at) above its floor \(floor)")
                    if visibleBottom - rest.height < floor && floor <= rest.y {
                        #expect(isClose(footer.frame.y, floor), "\(at) not held at its floor \(floor)")
                    }
                    checked += 1
                }
            }
            let range = try computeLayout(request, elements: .scrollRange(from: first, to: last))
            for f in range.scrollRange?.follows ?? [] {
                let footer = range.attributes[f.index]
                guard footer.kind == .footer else { continue }
                let s = footer.section
                let sectionInsets = layout.sections[s].sectionInsets ?? layout.sectionInsets
                let floor = bounds[s].start + sectionInsets.top + (layout.sections[s].headerHeight ?? 0)
                #expect(
                    isClose(f.follower.lo, Swift.min(floor, footer.frame.y)),
                    "seed \(seed): footer \(s) follows from \(f.follower.lo), its floor is \(floor)")
            }
        }
        #expect(checked > 2000, "footers checked: \(checked)")
    }

    /// Every invariant of one case.
    static func check(_ request: LayoutDescription, seed: UInt64) {
        guard case .magazine(let layout) = request.family else { return }
        var unpinned = request
        unpinned.pinning = .none
        let resting = run(unpinned)
        let all = run(request)
        LayoutProperties.checkDeterministic(request, all, seed: seed)
        var rectRandom = magazineRandom(seed: seed &* 7919)
        let rects = LayoutProperties.randomRects(around: all, using: &rectRandom)
        LayoutProperties.checkQueries(request, all: all, rects: rects, seed: seed)
        #expect(all.contentSize == resting.contentSize, "seed \(seed): pinning changed contentSize")
        // Sections stack, so no two cells of the whole collection may overlap (a fortiori within a section).
        LayoutProperties.checkNoOverlap(resting.attributes.filter { $0.category == .cell }, seed: seed)
        // contentSize covers every resting frame along the scroll axis. Across it, MagazineLayout rounds item
        // widths to the nearest pixel, so a row of d items may end up to d/2 pixels past its available width.
        let pixel = 1 / request.collectionView.scale
        for a in resting.attributes {
            let slack = a.category == .cell ? 4 * pixel + 1e-9 : 1e-9
            #expect(
                a.frame.minY >= -1e-9 && a.frame.maxY <= resting.contentSize.height + 1e-9
                    && a.frame.minX >= -1e-9 && a.frame.maxX <= resting.contentSize.width + slack,
                "seed \(seed): \(a) outside \(resting.contentSize)")
        }
        let bounds = Self.sectionBounds(layout, resting: resting, seed: seed)
        #expect(
            isClose(bounds.last?.next ?? 0, resting.contentSize.height), "seed \(seed): content ends elsewhere")
        LayoutProperties.checkPins(
            request, pinned: all, resting: resting, bounds: bounds, lastHeaderUnbounded: false,
            defaultUntil: .sectionEnd, seed: seed)
    }

    /// Each section's start, content end (where the footer goes) and end, from the description and the resting
    /// cells (not the engine's section model): a section starts where the previous one ends; its header sits at
    /// `sectionInsets.top`; its content ends `itemInsets.bottom` below its lowest cell (rows stack, so the lowest
    /// cell ends the last row), or right after its header without items; then the footer and `sectionInsets.bottom`.
    /// A pinned footer goes no higher than MagazineLayout's `calculateFrameForFooter` allows: the section's start
    /// plus `sectionInsets.top` plus the header's height, with or without a header.
    static func sectionBounds(
        _ d: MagazineLayoutDescription, resting: LayoutResult, seed: UInt64
    ) -> [LayoutProperties.SectionBounds] {
        var bounds: [LayoutProperties.SectionBounds] = []
        var start = 0.0
        for (s, section) in d.sections.enumerated() {
            let sectionInsets = section.sectionInsets ?? d.sectionInsets
            let top = start + sectionInsets.top
            if let header = resting.header(s) { #expect(isClose(header.frame.y, top), "seed \(seed): header \(s)") }
            let cells = resting.cellFrames(s)
            let contentEnd =
                cells.isEmpty
                ? top + (section.headerHeight ?? 0)
                : cells.map(\.maxY).max()! + (section.itemInsets ?? d.itemInsets).bottom
            if let footer = resting.footer(s) {
                #expect(isClose(footer.frame.y, contentEnd), "seed \(seed): footer \(s) not at its content end")
            }
            let end = contentEnd + (section.footerHeight ?? 0) + sectionInsets.bottom
            bounds.append(
                .init(
                    start: start, contentEnd: contentEnd, next: end, footerFloor: top + (section.headerHeight ?? 0)))
            start = end
        }
        return bounds
    }
}

/// Invariants every family's property tests check, in the contract's words. Frames compared in vertical space.
enum LayoutProperties {
    /// A section's start, where its content ends (`until: sectionEnd`) and where the next begins (`nextSection`;
    /// `.infinity` for an unbounded header).
    struct SectionBounds {
        var start: Double
        var contentEnd: Double
        var next: Double
        /// The highest a pinned footer may go (`sectionContentTop`); `nil`: the header's bottom, or `start`.
        var footerFloor: Double? = nil
    }

    /// Random pinning: headers all / a list / none, footers likewise, offset, stickHeight, every `until`, zIndex.
    static func randomPinning(sectionCount n: Int, using g: inout some RandomNumberGenerator) -> PinningDescription {
        func selection() -> SectionSelection {
            switch Int.random(in: 0...2, using: &g) {
            case 0: .none
            case 1: .all
            default: .sections(Set((0..<Swift.max(n, 1)).filter { _ in Bool.random(using: &g) }))
            }
        }
        return PinningDescription(
            headers: selection(), footers: selection(), offset: Double.random(in: -30...60, using: &g),
            stickHeight: Bool.random(using: &g) ? Double.random(in: 0...30, using: &g) : nil,
            until: [nil, .nextSection, .sectionEnd, .never].randomElement(using: &g)!,
            zIndex: Bool.random(using: &g) ? Int.random(in: -5...3000, using: &g) : nil)
    }

    /// Query rects: random ones over the content, zero-width and zero-height ones, far away ones, the whole
    /// content, and one element's own frame (whose neighbours only touch it, so must not come back).
    static func randomRects(around all: LayoutResult, using g: inout some RandomNumberGenerator) -> [Rect] {
        let w = all.contentSize.width
        let h = all.contentSize.height
        func point() -> (Double, Double) {
            (Double.random(in: -100...(w + 100), using: &g), Double.random(in: -100...(h + 100), using: &g))
        }
        var rects: [Rect] = (0..<4).map { _ in
            let (x, y) = point()
            return Rect(
                x: x, y: y, width: Double.random(in: 0...400, using: &g), height: Double.random(in: 0...600, using: &g))
        }
        let (x, y) = point()
        rects += [
            Rect(x: x, y: y, width: 0, height: 300), Rect(x: x, y: y, width: 300, height: 0),
            Rect(x: x, y: y, width: 1e-3, height: 1e-3), Rect(x: 0, y: h + 1e5, width: w, height: 500),
            Rect(x: 0, y: -1e5, width: w, height: 500), Rect(x: -1e5, y: 0, width: 500, height: h),
            Rect(x: -1, y: -1, width: w + 2, height: h + 2),
        ]
        if let a = all.attributes.randomElement(using: &g) { rects.append(a.frame) }
        return rects
    }

    /// Equal input gives equal output, for `"all"` and for the visible query.
    static func checkDeterministic(_ request: LayoutDescription, _ all: LayoutResult, seed: UInt64) {
        #expect(run(request, .all) == all, "seed \(seed): two runs of .all differ")
        #expect(run(request, .visible) == run(request, .visible), "seed \(seed): two visible runs differ")
    }

    /// A rect query returns exactly the `"all"` elements that intersect it (positive-area overlap), in the same
    /// order; the visible query is the rect query of the visible rect.
    static func checkQueries(_ request: LayoutDescription, all: LayoutResult, rects: [Rect], seed: UInt64) {
        for r in rects {
            let answer = run(request, .rect(r))
            #expect(answer.contentSize == all.contentSize, "seed \(seed): rect \(r) changed contentSize")
            #expect(
                answer.attributes == all.attributes.filter { $0.frame.intersects(r) },
                "seed \(seed): rect \(r) answers \(answer.order), all ∩ rect is \(all.order)")
        }
        let visibleRect = request.collectionView.visibleRect
        #expect(run(request, .visible) == run(request, .rect(visibleRect)), "seed \(seed): visible != rect")
    }

    /// No two cells overlap with positive area beyond `frameTolerance`, except pairs `mayOverlap` names (a sweep
    /// along y, so O(n log n + overlaps)).
    static func checkNoOverlap(
        _ cells: [LayoutAttributes], seed: UInt64,
        mayOverlap: (LayoutAttributes, LayoutAttributes) -> Bool = { _, _ in false }
    ) {
        let t = frameTolerance
        let sorted = cells.sorted { ($0.frame.minY, $0.section, $0.item) < ($1.frame.minY, $1.section, $1.item) }
        for i in sorted.indices {
            let a = sorted[i].frame
            let shrunk = Rect(x: a.x + t, y: a.y + t, width: a.width - 2 * t, height: a.height - 2 * t)
            for j in sorted.indices.dropFirst(i + 1) {
                guard sorted[j].frame.minY < a.maxY - t else { break }
                #expect(
                    !shrunk.intersects(sorted[j].frame) || mayOverlap(sorted[i], sorted[j]),
                    "seed \(seed): cells \(sorted[i].section).\(sorted[i].item) \(a) and \(sorted[j].section).\(sorted[j].item) \(sorted[j].frame) overlap"
                )
            }
        }
    }

    /// The same result with x and y swapped, so horizontal results are checked in vertical space.
    static func transposed(_ r: LayoutResult) -> LayoutResult {
        LayoutResult(
            contentSize: r.contentSize.transposed,
            attributes: r.attributes.map {
                var a = $0
                a.frame = a.frame.transposed
                return a
            })
    }
}

extension LayoutProperties {
    /// Pinning moves only headers and footers, and each stays within its bound (vertical space, `request`'s
    /// scroll view swapped for horizontal scrolling):
    /// - a header never goes above its resting place, nor below the pin line `pinTop - (h - stickHeight)` unless it
    ///   rests there, nor past its `until` bound (`next` or `contentEnd`); and it reaches the lower of those two;
    /// - a footer never goes below its resting place, nor above its section's content top (the family's
    ///   `footerFloor`, else the header's bottom or the section's start), and otherwise sits on the visible bottom
    ///   edge.
    static func checkPins(
        _ request: LayoutDescription, pinned p: LayoutResult, resting v: LayoutResult, bounds: [SectionBounds],
        lastHeaderUnbounded: Bool, defaultUntil: PinningBound, seed: UInt64
    ) {
        let t = frameTolerance
        let pinning = request.pinning
        let cv = request.scrollDirection == .horizontal ? request.collectionView.transposed : request.collectionView
        let pinTop = cv.contentOffset.y + cv.contentInset.top + pinning.offset
        let visibleBottom = cv.contentOffset.y + cv.size.height - cv.contentInset.bottom
        #expect(
            p.attributes.filter { $0.category != .supplementary }
                == v.attributes.filter { $0.category != .supplementary },
            "seed \(seed): pinning moved a cell or a decoration")
        for (s, b) in bounds.enumerated() {
            if let rest = v.header(s)?.frame {
                guard let header = p.header(s) else {
                    Issue.record("seed \(seed): header \(s) missing from .all")
                    continue
                }
                let f = header.frame
                let at = "seed \(seed): header \(s) at \(f.y), resting \(rest.y)"
                #expect(f.x == rest.x && f.width == rest.width && f.height == rest.height, "\(at) changed shape")
                #expect(header.pinned == (f != rest), "\(at): pinned flag")
                #expect(f.y >= rest.y, "\(at) went above its resting place")
                if !pinning.headers.contains(s) {
                    #expect(f == rest, "\(at) moved without being pinned")
                } else {
                    // stickHeight at or above the header height pins the whole header (the lift is never negative).
                    let pinLine = pinTop - (pinning.stickHeight.map { Swift.max(0, rest.height - $0) } ?? 0)
                    var bound = Double.infinity
                    if !(lastHeaderUnbounded && s == bounds.count - 1) {
                        switch pinning.until ?? defaultUntil {
                        case .nextSection: bound = b.next
                        case .sectionEnd: bound = b.contentEnd
                        case .never: break
                        }
                    }
                    #expect(f.y <= Swift.max(rest.y, pinLine) + t, "\(at) below the pin line \(pinLine)")
                    #expect(f.maxY <= Swift.max(rest.maxY, bound) + t, "\(at) past its bound \(bound)")
                    #expect(f.y >= Swift.min(pinLine, bound - rest.height) - t, "\(at) did not pin to \(pinLine)")
                    if header.pinned, let z = pinning.zIndex { #expect(header.zIndex == z, "\(at): zIndex") }
                }
            }
            if let rest = v.footer(s)?.frame {
                guard let footer = p.footer(s) else {
                    Issue.record("seed \(seed): footer \(s) missing from .all")
                    continue
                }
                let f = footer.frame
                let at = "seed \(seed): footer \(s) at \(f.y), resting \(rest.y)"
                #expect(f.x == rest.x && f.width == rest.width && f.height == rest.height, "\(at) changed shape")
                #expect(footer.pinned == (f != rest), "\(at): pinned flag")
                #expect(f.y <= rest.y, "\(at) went below its resting place")
                if !pinning.footers.contains(s) {
                    #expect(f == rest, "\(at) moved without being pinned")
                } else {
                    let contentTop = b.footerFloor ?? v.header(s)?.frame.maxY ?? b.start
                    let edge = visibleBottom - rest.height
                    #expect(f.y >= Swift.min(rest.y, contentTop) - t, "\(at) above its content top \(contentTop)")
                    #expect(f.y <= Swift.max(contentTop, edge) + t, "\(at) above the visible bottom edge")
                    #expect(f.y >= Swift.min(rest.y, edge) - t, "\(at) did not pin to the bottom edge")
                }
            }
        }
    }
}

/// The magazine suite's generator for `seed`.
private func magazineRandom(seed: UInt64) -> SplitMix64 {
    SplitMix64(seed: seed &* 0xD1B5_4A32_D192_ED03 &+ 0x8765_4321)
}
