/// What a picture of a layout draws besides its elements, by the engine's own rules, so that a renderer needs no
/// second layout and no copy of the pinning rule: each section's band and, at each answered offset, where pinned
/// headers and footers stick. In physical space. Computed only when asked (`computeLayout(_:elements:limits:
/// guides:)`).
public struct LayoutGuides: Sendable, Hashable {
    /// Each section's band, by section: along the scroll axis from where the layout began placing the section
    /// (before any of its insets) to where a following section would begin (the `start` and `end` that `until:
    /// nextSection` reads), across the whole content on the other axis. Bands of consecutive sections touch;
    /// IGListKit's, whose sections may share a row, may overlap.
    public var sectionBands: [Rect]
    /// One per answered offset, in order: the answer's, or each timeline entry's.
    public var offsets: [OffsetGuides]

    public init(sectionBands: [Rect], offsets: [OffsetGuides]) {
        self.sectionBands = sectionBands
        self.offsets = offsets
    }
}

/// The guides of one answered offset.
public struct OffsetGuides: Sendable, Hashable {
    /// The offset the answer was computed at (the request's, `scrollTo`'s target, a resolved anchor's, or a
    /// timeline entry's).
    public var contentOffset: Point
    /// Where pinned headers and header-edge boundary items stick, along the scroll axis (y, or x when scrolling
    /// horizontally); nil when nothing pins there (`pinning.headers` selects no section and no header-edge item
    /// has `pinToVisibleBounds`).
    public var headerPinLine: Double?
    /// Where pinned footers and footer-edge boundary items stick; nil when nothing pins there.
    public var footerPinLine: Double?

    public init(contentOffset: Point, headerPinLine: Double?, footerPinLine: Double?) {
        self.contentOffset = contentOffset
        self.headerPinLine = headerPinLine
        self.footerPinLine = footerPinLine
    }
}

extension PreparedLayout {
    /// The guides of `result`, this layout's answer.
    /// - Complexity: O(sections + supplementaries + answered offsets).
    func guides(for result: LayoutResult) -> LayoutGuides {
        let answered =
            result.timeline.map { $0.map(\.contentOffset) }
            ?? [result.contentOffset ?? description.resolvedContentOffset(contentSize: contentSize)]
        let pins = pinnedEdges
        return LayoutGuides(
            // By index: each section's two numbers read in place, not the section copied (and its frames retained).
            sectionBands: family.sections.indices.map {
                band(from: family.sections[$0].start, to: family.sections[$0].end)
            },
            offsets: answered.map { offset in
                let o = space.computing(offset: offset).y
                return OffsetGuides(
                    contentOffset: offset, headerPinLine: pins.header ? physical(o + pinning.headerTop) : nil,
                    footerPinLine: pins.footer ? physical(o + pinning.footerBottom) : nil)
            })
    }

    /// A computing-space band from `start` to `end` along the scroll axis (the resting layout's, `shift`
    /// included), across the content, in physical space.
    func band(from start: Double, to end: Double) -> Rect {
        space.physical(Rect(x: 0, y: start, width: family.contentSize.width, height: Swift.max(0, end - start)))
    }

    /// A computing-space line along the scroll axis (a y) as its physical coordinate on that axis: an x when
    /// scrolling horizontally, mirrored across the content when the layout is.
    func physical(_ line: Double) -> Double {
        space.horizontal && space.mirrored ? space.mirror(x: line, width: 0) : line
    }

    /// Whether anything pins to each edge: a section `pinning` selects, or an element with `pinToVisibleBounds`.
    var pinnedEdges: (header: Bool, footer: Bool) {
        var header = description.pinning.headers != .none && description.pinning.headers != .sections([])
        var footer = description.pinning.footers != .none && description.pinning.footers != .sections([])
        func note(_ element: RestingSupplementary) {
            guard element.pinsToVisibleBounds else { return }
            switch element.edge {
            case .header: header = true
            case .footer: footer = true
            }
        }
        family.layoutSupplementaries.forEach(note)
        // Each section's parts by index, read in place (no section copied), each shared parts once in a row.
        var last: ObjectIdentifier?
        for s in family.sections.indices where !(header && footer) {
            guard let parts = family.sections[s].parts, ObjectIdentifier(parts) != last else { continue }
            last = ObjectIdentifier(parts)
            for t in parts.supplementaries where t.pinsToVisibleBounds {
                switch t.edge {
                case .header: header = true
                case .footer: footer = true
                }
            }
        }
        return (header, footer)
    }
}
