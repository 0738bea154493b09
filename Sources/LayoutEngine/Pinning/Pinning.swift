/// The contract's pinning rules, in vertical space (horizontal scrolling is transposed before and after), for
/// every family: the four families' headers and footers that `pinning.headers`/`footers` select, and
/// compositional boundary items with `pinToVisibleBounds` (whose host is their section, or the whole content for
/// the layout's own items).
struct Pinning: Sendable {
    let description: PinningDescription
    let until: PinningBound
    /// `contentOffset.y + contentInset.top + offset`: where pinned headers stick.
    let pinTop: Double
    /// `contentOffset.y + size.height - contentInset.bottom`: where pinned footers stick.
    let visibleBottom: Double
    let lastHeaderUnbounded: Bool

    init(_ description: PinningDescription, collectionView cv: CollectionViewDescription, family: FamilyLayout) {
        self.description = description
        self.until = description.until ?? family.defaultUntil
        self.pinTop = cv.contentOffset.y + cv.contentInset.top + description.offset
        self.visibleBottom = cv.contentOffset.y + cv.size.height - cv.contentInset.bottom
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

    /// The frame of `element` (of section `s`) at this offset; its resting frame when it does not pin.
    /// - A header: `max(restingY, pinTop - max(0, h - stickHeight))`, then bounded by `until` (`nextSection`:
    ///   `end - h`; `sectionEnd`: `contentEnd - h`; `never`: unbounded), never above its resting place (bouncing
    ///   carries it with the content). A `stickHeight` at or above the header's height pins the whole header.
    /// - A footer: `min(restingY, max(visibleBottom - h, contentTop))`.
    func frame(of element: RestingSupplementary, section s: Int, in host: Host) -> Rect {
        let resting = element.frame
        let h = resting.height
        var frame = resting
        switch element.edge {
        case .header:
            guard element.pinsToVisibleBounds || description.headers.contains(s) else { return resting }
            let lift = description.stickHeight.map { Swift.max(0, h - $0) } ?? 0
            var y = Swift.max(resting.y, pinTop - lift)
            if host.bounded {
                switch until {
                case .nextSection: y = Swift.min(y, host.end - h)
                case .sectionEnd: y = Swift.min(y, host.contentEnd - h)
                case .never: break
                }
            }
            frame.y = Swift.max(y, resting.y)
        case .footer:
            guard element.pinsToVisibleBounds || description.footers.contains(s) else { return resting }
            frame.y = Swift.min(resting.y, Swift.max(visibleBottom - h, host.contentTop))
        }
        return frame
    }
}
