/// The contract's pinning rules, in vertical space (horizontal scrolling is transposed before and after).
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

    /// The header's frame at this offset: `max(restingY, pinTop - (h - stickHeight))`, then bounded by `until`.
    /// Pinning never lifts a header above its resting place (bouncing carries it with the content).
    func header(_ resting: Rect, section: Int, of layout: SectionLayout, isLast: Bool) -> Rect {
        guard description.headers.contains(section) else { return resting }
        let h = resting.height
        // A `stickHeight` at or above the header's height pins the whole header: the lift is never negative, so a
        // header never pins lower than it would without `stickHeight`.
        let lift = description.stickHeight.map { Swift.max(0, h - $0) } ?? 0
        var y = Swift.max(resting.y, pinTop - lift)
        if !(isLast && lastHeaderUnbounded) {
            switch until {
            case .nextSection: y = Swift.min(y, layout.end - h)
            case .sectionEnd: y = Swift.min(y, layout.contentEnd - h)
            case .never: break
            }
        }
        var frame = resting
        frame.y = Swift.max(y, resting.y)
        return frame
    }

    /// The footer's frame at this offset: `min(restingY, max(visibleBottom - h, sectionContentTop))`.
    func footer(_ resting: Rect, section: Int, of layout: SectionLayout) -> Rect {
        guard description.footers.contains(section) else { return resting }
        let contentTop = layout.header.map { $0.maxY } ?? layout.start
        var frame = resting
        frame.y = Swift.min(resting.y, Swift.max(visibleBottom - resting.height, contentTop))
        return frame
    }
}
