/// Never an impossible number: a layout whose resting frames, content size or returned attributes hold a
/// non-finite value or a coordinate beyond ±1e15 is refused with the input that caused it.
///
/// The check runs on the resting layout (every explicit frame, a uniform section's first and last frames and its
/// extent, every header and footer, the content size), then on what each answer at an offset returns: the
/// offset when the answer computed it (`scrollTo`, an anchor), and the pinned headers and footers, which move
/// with it. NaN fails every comparison, so each test is written `!(… <= limit)`.
enum RangeCheck {
    /// The largest coordinate magnitude the contract answers.
    static let limit = 1e15

    /// Whether every edge of `r` is finite and within ±`limit`.
    @inline(__always)
    static func contains(_ r: Rect) -> Bool {
        let minX = r.x
        let minY = r.y
        let maxX = r.x + r.width
        let maxY = r.y + r.height
        return minX.magnitude <= limit && minY.magnitude <= limit && maxX.magnitude <= limit
            && maxY.magnitude <= limit
    }

    /// Whether `v` is finite and within ±`limit`.
    @inline(__always)
    static func contains(_ v: Double) -> Bool { v.magnitude <= limit }

    /// Step 1's check: throws at the first section (in order) holding an impossible number, naming its first
    /// offending item when the items are listed.
    /// - Complexity: O(sections + explicit items).
    static func check(_ family: FamilyLayout, of description: LayoutFamily) throws(LayoutError) {
        // The sections are read in place (not copied out of the array: that retains and releases each one's
        // items and decorations).
        // Compositional groups are checked as they are placed (`CompositionalSectionBuilder`).
        // The description's sections are bound once (not looked up through the family for each).
        switch description {
        case .flow(let d): try check(family, placedChecked: false) { d.sections[$0].items.isUniform }
        case .waterfall(let d): try check(family, placedChecked: false) { d.sections[$0].items.isUniform }
        case .iglist(let d): try check(family, placedChecked: false) { d.sections[$0].items.isUniform }
        case .magazine(let d): try check(family, placedChecked: false) { d.sections[$0].items.isUniform }
        case .compositional: try check(family, placedChecked: true) { _ in false }
        }
        if !(contains(family.contentSize.width) && contains(family.contentSize.height)) {
            throw .impossibleNumber(.section(Swift.max(0, family.sections.count - 1)))
        }
    }

    private static func check(
        _ family: FamilyLayout, placedChecked: Bool, isUniform: (Int) -> Bool
    ) throws(LayoutError) {
        try family.sections.withUnsafeBufferPointer { sections throws(LayoutError) in
            for s in sections.indices {
                try check(SectionView(sections, s), s, explicit: !isUniform(s), placedChecked: placedChecked)
            }
        }
    }

    /// One section's check, the section read where it lies (`SectionView`).
    @inline(__always)
    private static func check(
        _ section: SectionView, _ s: Int, explicit: Bool, placedChecked: Bool
    ) throws(LayoutError) {
        // A closed form's frames lie between its section's start and content end along y, and across it within
        // the content (coordinates of at most about 1e12): with both well inside the limit, every frame is, and
        // none is made to check.
        let margin = limit * (1 - 0x1p-40)
        let inside =
            placedChecked || (!explicit && section.start.magnitude < margin && section.contentEnd.magnitude < margin)
        if !inside, let bad = section.withItems({ $0.firstOutOfRange(scanningAll: explicit) }) {
            if explicit { throw .impossibleNumber(.item(section: s, item: bad)) }
            throw .impossibleNumber(.uniformItems(section: s, firstItem: bad == 0))
        }
        let edges = contains(section.start) && contains(section.contentEnd) && contains(section.end)
        // The parts' frames, one by one only when their bounds may reach past the limit.
        var supplementaries = true
        if let parts = section.parts, parts.mayReach(past: limit, section.anchors, shift: section.shift) {
            supplementaries =
                section.supplementaries.allSatisfy { contains($0.frame) }
                && section.decorations.allSatisfy { contains($0.frame) }
        }
        if !(edges && supplementaries) {
            throw .impossibleNumber(explicit ? .section(s) : .uniformItems(section: s, firstItem: false))
        }
    }

    /// Step 3's check on what a query returns: every other frame is a resting one (step 1 checked them), so
    /// only a pinned header or footer, which follows the offset, can leave the range; an offending one names
    /// `offset`, the input that put the offset there.
    /// - Complexity: O(attributes), one flag test for each unpinned one.
    static func check(_ attributes: [LayoutAttributes], offset: ImpossibleNumberSource) throws(LayoutError) {
        for a in attributes where a.pinned && !contains(a.frame) { throw .impossibleNumber(offset) }
    }

    /// An offset the answer returns (`scrollTo`'s target, an anchor's resolved offset) within the range;
    /// `source` names the input that gave it.
    static func check(_ offset: Point, _ source: ImpossibleNumberSource) throws(LayoutError) {
        if !(contains(offset.x) && contains(offset.y)) { throw .impossibleNumber(source) }
    }
}

extension ItemFrames {
    /// The first item whose frame holds an impossible number, or nil. An explicit section's frames are scanned
    /// whole; a uniform section's (closed forms, monotone along the scroll axis) at its first and last item.
    /// Frames held in an array scan it directly (`ExplicitFrames`, `WaterfallColumnFrames`).
    /// - Complexity: O(count) when `scanningAll`, O(1) otherwise.
    func firstOutOfRange(scanningAll: Bool) -> Int? {
        let n = count
        if n == 0 { return nil }
        if scanningAll {
            for i in 0..<n where !RangeCheck.contains(frame(at: i)) { return i }
            return nil
        }
        if !RangeCheck.contains(frame(at: 0)) { return 0 }
        if !RangeCheck.contains(frame(at: n - 1)) { return n - 1 }
        return nil
    }
}

extension LayoutFamily {
    /// Whether `section` is a uniform one (`itemCount`), whose items a closed form places.
    func isUniform(section s: Int) -> Bool {
        switch self {
        case .flow(let d): d.sections[s].items.isUniform
        case .waterfall(let d): d.sections[s].items.isUniform
        case .iglist(let d): d.sections[s].items.isUniform
        case .magazine(let d): d.sections[s].items.isUniform
        case .compositional: false
        }
    }
}

extension ItemList {
    /// Whether the items are given by a count rather than listed.
    var isUniform: Bool {
        if case .uniform = self { true } else { false }
    }
}

extension ExplicitFrames {
    /// The first item whose frame holds an impossible number, or nil; every frame is scanned. The usual answer
    /// (every frame in range) is found without a branch per frame: each frame's edges are tested two at a time
    /// and the results combined; only when some frame fails is the first one looked for.
    /// - Complexity: O(count).
    func firstOutOfRange(scanningAll: Bool) -> Int? {
        frames.withUnsafeBufferPointer { f in
            let high = SIMD2<Double>(repeating: RangeCheck.limit)
            let low = -high
            var inRange = SIMDMask<SIMD2<Int64>>(repeating: true)
            for i in 0..<f.count {
                let origin = SIMD2(f[i].x, f[i].y)
                let end = origin + SIMD2(f[i].width, f[i].height)
                // NaN fails every comparison.
                let edges = (origin .<= high) .& (origin .>= low) .& (end .<= high) .& (end .>= low)
                inRange .&= edges
            }
            if all(inRange) { return nil }
            for i in 0..<f.count where !RangeCheck.contains(f[i]) { return i }
            return nil
        }
    }
}
