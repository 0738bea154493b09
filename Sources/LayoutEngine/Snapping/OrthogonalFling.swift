/// iOS 17's `UICollectionLayoutSectionOrthogonalScrollingProperties`: an orthogonal section's own rate and bounce,
/// read by flings only.
public struct OrthogonalScrollingProperties: Sendable, Hashable {
    /// `nil` is `automatic`: the behaviour's own rate (the parent's, or `fast` for the paging behaviours).
    public var decelerationRate: DecelerationRate?
    public var bounce: BounceMode

    public init(decelerationRate: DecelerationRate? = nil, bounce: BounceMode = .automatic) {
        self.decelerationRate = decelerationRate
        self.bounce = bounce
    }

    public static let automatic = OrthogonalScrollingProperties()
}

extension PreparedLayout {
    /// The snapping and the axis of a fling in section `s`'s orthogonal scroll view, or `nil` when `s` is not an
    /// orthogonal section of a `compositional` layout (or does not exist).
    ///
    /// The policy is the one its `orthogonalScrollingBehavior` names (`continuous`: none at the parent's rate;
    /// `continuousGroupLeadingBoundary`: pages of the pitch, nearest, the parent's rate; `paging`: pages of the
    /// bounds' width, next in the direction, fast; `groupPaging` and `groupPagingCentered`: pages of the pitch,
    /// next in the direction, fast), its `orthogonalScrollingProperties` replacing the rate and the bounce; the
    /// projection and `maxVelocity` are the layout's. The range is `[0, max(0, e - CW)]`, negated in a mirrored
    /// vertical layout (whose groups rest from the right), `e` the last group's trailing edge plus the section's
    /// trailing inset (`groupPagingCentered`: the centring margin) plus the container's trailing inset.
    func orthogonalSnapping(section s: Int) -> (snapping: ResolvedSnapping, axis: FlingAxis)? {
        guard case .compositional(let d) = description.family, s >= 0, s < d.sections.count,
            s < family.sections.count, let physical = d.sections[s].layout ?? d.section,
            physical.orthogonalScrollingBehavior != .none,
            let cells = family.sections[s].items as? CompositionalCells
        else { return nil }
        // The section and the layout container in computing space (where the groups run along x).
        let section = horizontal ? physical.transposed : physical
        let cv = computing
        let container = CompositionalContainer(
            width: cv.contentWidth, height: Swift.max(0, cv.size.height - cv.contentInset.top - cv.contentInset.bottom),
            collectionView: cv, reference: d.contentInsetsReference)
        let insets = container.insets(section.contentInsetsReference)
        let effective = container.width - insets.leading - insets.trailing
        var end = 0.0
        var pitch = section.interGroupSpacing
        let run = cells.run
        if run.count > 0 {
            let first = run.group(0).solved.size.width
            pitch = first + section.interGroupSpacing
            let last = run.group(run.count - 1)
            let trailing =
                section.orthogonalScrollingBehavior == .groupPagingCentered
                ? (effective - first) / 2 : section.contentInsets.trailing
            end = ((last.origin.x + last.solved.size.width) + trailing) + insets.trailing
        }
        let length = Swift.max(0, end - container.width)
        let range = mirrored && !horizontal ? (min: -length, max: 0.0) : (min: 0.0, max: length)

        let parent = description.resolvedSnapping()
        let behaviour = section.orthogonalScrollingBehavior
        var r = parent
        r.policy = behaviour == .continuous ? .none : .page
        r.origin = 0
        r.pageClamp = false
        r.limit = nil
        r.floor = false
        r.anchor = .leading
        r.candidates = .all
        r.pageSize = behaviour == .paging ? cv.size.width : pitch
        r.select = ResolvedSnapping.ResolvedSelect(
            rule: behaviour == .continuousGroupLeadingBoundary ? .nearest : .nextInDirection)
        if r.select.rule == .nextInDirection { r.select.threshold = 0.05 }
        let paging = behaviour == .paging || behaviour == .groupPaging || behaviour == .groupPagingCentered
        let properties = section.orthogonalScrollingProperties
        let rate: DecelerationRate? =
            properties.decelerationRate ?? (paging ? .fast : nil)
        if let rate {
            r.decelerationRate = rate.value
            r.coefficient = rate.coefficient
        }
        r.bounce = properties.bounce
        r.reach = r.glide(r.maxVelocity)
        let axis = FlingAxis(size: cv.size.width, range: range, contentLength: end)
        return (r, axis)
    }
}

extension LayoutDescription {
    /// `layout.snapping` resolved for this request's bounds and scale (`{"policy": "none"}` when absent).
    func resolvedSnapping() -> ResolvedSnapping {
        let cv = collectionView
        let length = scrollDirection == .horizontal ? cv.size.width : cv.size.height
        return (snapping ?? SnappingDescription()).resolved(boundsLength: length, scale: cv.scale)
    }
}
