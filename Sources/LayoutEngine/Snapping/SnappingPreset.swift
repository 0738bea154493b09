/// A named set of `layout.snapping` fields, each standing for a library's own arithmetic (docs/flings.md works
/// each one through). Fields the request gives beside a preset replace the preset's; its `policy` must stay.
public enum SnappingPreset: String, Sendable, Hashable, CaseIterable {
    /// ink-spot/UPCarouselFlowLayout's `targetContentOffset`: the nearest centre among the cells visible at
    /// release, floored.
    case upCarouselFlowLayout = "UPCarouselFlowLayout"
    /// BenEmdon/CenteredCollectionView: the nearest centre to the projection among the cells the projected bounds
    /// meet, at least one cell on in the fling's direction.
    case centeredCollectionView = "CenteredCollectionView"
    /// WenchaoD/FSPagerView's `decelerationDistance` of 1: one page on when faster than 0.3 pt/ms, clamped to the
    /// content (its `pageSize` is `itemSize + interitemSpacing` on the axis, which the request must give).
    case fsPagerView = "FSPagerView"
    /// androidx `PagerSnapHelper.findTargetSnapPosition`: the next centred cell in the fling's direction.
    case androidPagerSnapHelper = "AndroidPagerSnapHelper"
    /// Flutter `PageScrollPhysics._getTargetPixels`: half a page on in the fling's direction, rounded.
    case flutterPageView = "FlutterPageView"
    /// SwiftUI's `.viewAligned(limitBehavior: .alwaysByOne)` as documented: the nearest leading edge, at most one
    /// snap offset from where the drag began.
    case swiftUIViewAlignedByOne = "SwiftUIViewAlignedByOne"

    /// The fields the preset stands for.
    public var fields: SnappingDescription {
        switch self {
        case .upCarouselFlowLayout:
            SnappingDescription(
                policy: .item, decelerationRate: .fast, anchor: .center, candidates: .releaseBounds,
                select: SnapSelect(rule: .nearest), floor: true)
        case .centeredCollectionView:
            SnappingDescription(
                policy: .item, decelerationRate: .fast, anchor: .center, candidates: .proposedRect,
                select: SnapSelect(rule: .atLeastOneInDirection))
        case .fsPagerView:
            SnappingDescription(
                policy: .page, decelerationRate: .fast, origin: 0, pageClamp: true,
                select: SnapSelect(rule: .steps, threshold: 0.3, steps: 1))
        case .androidPagerSnapHelper:
            SnappingDescription(
                policy: .item, decelerationRate: .normal, anchor: .center, candidates: .releaseBounds,
                select: SnapSelect(rule: .nextInDirection))
        case .flutterPageView:
            SnappingDescription(policy: .page, decelerationRate: .fast, select: SnapSelect(rule: .halfPage))
        case .swiftUIViewAlignedByOne:
            SnappingDescription(
                policy: .item, decelerationRate: .normal, anchor: .leading, candidates: .all,
                select: SnapSelect(rule: .nearest), limit: SnapLimit(count: 1, from: .start))
        }
    }

    /// The preset's policy (a request may not give another beside it).
    public var policy: SnapPolicy { fields.policy ?? .none }

    /// Whether the request must give `pageSize` beside the preset (FSPagerView's page is its item size plus its
    /// spacing, not the bounds).
    public var requiresPageSize: Bool { self == .fsPagerView }
}

extension SnappingDescription {
    /// The preset's fields with the request's own laid over them (each given field replaces the preset's).
    public var expanded: SnappingDescription {
        guard let preset else { return self }
        var r = preset.fields
        r.preset = preset
        if let policy { r.policy = policy }
        if let decelerationRate { r.decelerationRate = decelerationRate }
        if let projection { r.projection = projection }
        if let maxVelocity { r.maxVelocity = maxVelocity }
        if let bounce { r.bounce = bounce }
        if let pageSize { r.pageSize = pageSize }
        if let origin { r.origin = origin }
        if let pageClamp { r.pageClamp = pageClamp }
        if let anchor { r.anchor = anchor }
        if let candidates { r.candidates = candidates }
        if let select { r.select = select }
        if let limit { r.limit = limit }
        if let floor { r.floor = floor }
        return r
    }

    /// The policy the snapping has: its preset's, else the one given, else `none`.
    public var effectivePolicy: SnapPolicy { preset?.policy ?? policy ?? .none }
}
