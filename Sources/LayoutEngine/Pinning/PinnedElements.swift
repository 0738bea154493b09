/// An element pinning can move, with its follower: what a scroll range's `follows` is made of.
struct PinnedElement: Sendable, Hashable {
    /// Its section (0 for the layout's own boundary items, `layoutLevel`).
    var section: Int
    var kind: ElementKind
    /// A compositional layout-level boundary item (index path `[0, 0]`, returned before or after every section).
    var layoutLevel: Bool
    /// Its resting frame, physical.
    var frame: Rect
    /// Its follower, physical (`ComputingSpace.physical(_:width:)`): at physical scroll offset `o` its
    /// scroll-axis origin is `follower.origin(at: o)`.
    var follower: Follower
}

extension PreparedLayout {
    /// Every element pinning can move whose section may show something at some physical scroll offset in
    /// `a...b` (the sections the index finds for the band the visible bounds sweep, and those whose unbounded
    /// header may reach it), with its physical follower, in the contract's order. A superset: the caller keeps
    /// the elements visible at some offset of the range by applying each follower.
    /// - Complexity: O(log sections + sections met + their supplementaries), plus the unbounded headers met
    ///   (`UnboundedFollowers.sections`).
    func pinnedElements(scrollOffsetsFrom a: Double, to b: Double) -> [PinnedElement] {
        let p1 = space.computing(offset: horizontal ? Point(x: a, y: 0) : Point(x: 0, y: a))
        let p2 = space.computing(offset: horizontal ? Point(x: b, y: 0) : Point(x: 0, y: b))
        let oLow = Swift.min(p1.y, p2.y)
        let oHigh = Swift.max(p1.y, p2.y)
        var result: [PinnedElement] = []
        func add(_ e: RestingSupplementary, section s: Int, in host: Pinning.Host, layoutLevel: Bool) {
            guard let f = pinning.follower(of: e, section: s, in: host) else { return }
            result.append(
                PinnedElement(
                    section: s, kind: e.kind, layoutLevel: layoutLevel, frame: space.physical(e.frame),
                    follower: space.physical(f, width: e.frame.height)))
        }
        for e in family.layoutSupplementaries where e.edge == .header {
            add(e, section: 0, in: wholeHost, layoutLevel: true)
        }
        let visit = { (s: Int, _: Bool) in
            let section = family.sections[s]
            let host = pinning.host(of: section, isLast: s == family.sections.count - 1)
            for edge in [SupplementaryEdge.header, .footer] {
                for i in 0..<section.supplementaries.count where section.supplementaries[i].edge == edge {
                    add(section.supplementaries[i], section: s, in: host, layoutLevel: false)
                }
            }
        }
        let index = self.index ?? Self.sectionIndex(of: family, pinning: pinning)
        index.forEachSection(meeting: oLow, oHigh + computing.size.height, offsets: oLow, oHigh, visit)
        for e in family.layoutSupplementaries where e.edge == .footer {
            add(e, section: 0, in: wholeHost, layoutLevel: true)
        }
        return result
    }
}
