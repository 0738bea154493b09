/// The contract's pinning rules, in computing space (vertical: horizontal scrolling is transposed before and
/// after), for every family: the four families' headers and footers that `pinning.headers`/`footers` select, and
/// compositional boundary items with `pinToVisibleBounds` (whose host is their section, or the whole content for
/// the layout's own items). Each pinnable element gets its `Follower` from its resting frame and host
/// (`follower(of:section:in:)`, the one place the rules are written), and is placed at an offset by it.
struct Pinning: Sendable {
    let description: PinningDescription
    let until: PinningBound
    /// `contentInset.top + pinning.offset`: where pinned headers stick, below the offset.
    let headerTop: Double
    /// `size.height - contentInset.bottom`: where pinned footers stick (their bottom), below the offset.
    let footerBottom: Double
    let lastHeaderUnbounded: Bool

    /// The rules for `collectionView` (in computing space; its offset is not read).
    init(_ description: PinningDescription, collectionView cv: CollectionViewDescription, family: FamilyLayout) {
        self.description = description
        self.until = description.until ?? family.defaultUntil
        self.headerTop = cv.contentInset.top + description.offset
        self.footerBottom = cv.size.height - cv.contentInset.bottom
        self.lastHeaderUnbounded = family.lastHeaderUnbounded
    }

    /// Where a supplementary pins within: the bounds `until` reads and the floor of a pinned footer.
    struct Host {
        /// A pinned footer goes no higher (`sectionContentTop`).
        var contentTop: Double
        /// `until: sectionEnd`'s bound.
        var contentEnd: Double
        /// `until: nextSection`'s bound.
        var end: Double
        /// Whether `until` bounds a pinned header at all (IGListKit's last section is unbounded).
        var bounded = true
    }

    /// The host of section `s`'s supplementaries.
    func host(of section: SectionLayout, isLast: Bool) -> Host {
        Host(
            contentTop: section.contentTop, contentEnd: section.contentEnd, end: section.end,
            bounded: !(isLast && lastHeaderUnbounded))
    }

    /// The host of section `s` of `sections`, read in place.
    @inline(__always)
    func host(of sections: UnsafeBufferPointer<SectionLayout>, _ s: Int, isLast: Bool) -> Host {
        Host(
            contentTop: sections[s].contentTop, contentEnd: sections[s].contentEnd, end: sections[s].end,
            bounded: !(isLast && lastHeaderUnbounded))
    }

    /// Whether `element` of section `s` pins at all.
    @inline(__always)
    func pins(_ element: RestingSupplementary, section s: Int) -> Bool {
        if element.pinsToVisibleBounds { return true }
        switch element.edge {
        case .header: return description.headers.contains(s)
        case .footer: return description.footers.contains(s)
        }
    }

    /// The follower of `element` (of section `s`), `nil` when it does not pin; `h` its height, `restingY` its
    /// resting origin:
    /// - a header: `c = contentInset.top + pinning.offset - lift`, `lift = max(0, h - stickHeight)` (0 without
    ///   `stickHeight`: a `stickHeight` at or above `h` pins the whole header); `lo = restingY`; `hi = max(restingY,
    ///   bound - h)` with `until`'s bound (`nextSection`: the host's end; `sectionEnd`: its content end; `never`
    ///   and an unbounded host: none, `hi` = +∞). Never above its resting place: bouncing carries it.
    /// - a footer: `c = size.height - contentInset.bottom - h`; `lo = min(contentTop, restingY)`; `hi = restingY`.
    @inline(__always)
    func follower(of element: RestingSupplementary, section s: Int, in host: Host) -> Follower? {
        guard pins(element, section: s) else { return nil }
        let restingY = element.frame.y
        let h = element.frame.height
        switch element.edge {
        case .header:
            let lift = description.stickHeight.map { Swift.max(0, h - $0) } ?? 0
            var hi = Double.infinity
            if host.bounded {
                switch until {
                case .nextSection: hi = Swift.max(restingY, host.end - h)
                case .sectionEnd: hi = Swift.max(restingY, host.contentEnd - h)
                case .never: break
                }
            }
            return Follower(c: headerTop - lift, lo: restingY, hi: hi)
        case .footer:
            return Follower(c: footerBottom - h, lo: Swift.min(host.contentTop, restingY), hi: restingY)
        }
    }

    /// The frame of `element` (of section `s`) at scroll offset `o` (computing space); its resting frame when it
    /// does not pin.
    @inline(__always)
    func frame(of element: RestingSupplementary, section s: Int, in host: Host, at o: Double) -> Rect {
        guard let follower = follower(of: element, section: s, in: host) else { return element.frame }
        var frame = element.frame
        frame.y = follower.origin(at: o)
        return frame
    }
}
