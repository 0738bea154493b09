/// Right to left, timelines and `scrollTo` for a family that answers whole single-offset queries itself instead
/// of handing `PreparedLayout` its resting frames (compositional answers through its own query path): each query
/// is one call of that family's computation, left to right, and the rules of the contract are applied around it
/// exactly as `PreparedLayout` applies them (the insets swapped and the visible rect and `rect` mirrored going
/// in, every frame mirrored coming out). A timeline then costs one computation per offset instead of one in all;
/// `scrollTo` finds the cell among every element (within the attribute limit) instead of in O(1). Property tests
/// run the other families through it and hold it equal to `PreparedLayout`.
struct OpaqueLayout: LayoutQueries {
    /// The family's computation of a plain request: one offset, left to right, no timeline, no `scrollTo`.
    typealias Compute = @Sendable (LayoutDescription, ElementsQuery, LayoutLimits) throws(LayoutError) -> LayoutResult

    let description: LayoutDescription
    let mirrored: Bool
    /// The plain request every query starts from: the insets swapped when mirrored.
    let base: LayoutDescription
    let compute: Compute
    let contentSize: Size

    /// Reads the content size with an empty query.
    init(_ description: LayoutDescription, compute: @escaping Compute) throws(LayoutError) {
        self.description = description
        self.compute = compute
        mirrored = description.isMirrored
        var base = description
        base.collectionView.contentOffsets = nil
        base.collectionView.layoutDirection = .leftToRight
        base.scrollTo = nil
        if mirrored { swap(&base.collectionView.contentInset.left, &base.collectionView.contentInset.right) }
        self.base = base
        contentSize = try compute(base, .rect(.zero), LayoutLimits()).contentSize
    }

    /// A physical x mirrored across the content.
    func mirror(x: Double, width: Double) -> Double { contentSize.width - x - width }

    func attributes(
        at offset: Point, elements: ElementsQuery, limit: Int, candidateBudget: inout Int, budgetLimit: Int,
        expected: Int
    ) throws(LayoutError) -> [LayoutAttributes] {
        var d = base
        d.collectionView.contentOffset =
            mirrored ? Point(x: mirror(x: offset.x, width: d.collectionView.size.width), y: offset.y) : offset
        var query = elements
        if mirrored, case .rect(var r) = elements {
            r.x = mirror(x: r.x, width: r.width)
            query = .rect(r)
        }
        var attributes = try compute(
            d, query, LayoutLimits(maxAttributes: limit, maxExaminedCandidates: Swift.max(candidateBudget, 0))
        ).attributes
        if mirrored {
            for i in attributes.indices {
                attributes[i].frame.x = mirror(x: attributes[i].frame.x, width: attributes[i].frame.width)
            }
        }
        return attributes
    }

    /// The cell's frame among every element of the layout.
    /// - Complexity: a whole computation of every element (a 422 past the attribute limit).
    func cellFrame(section: Int, item: Int) throws(LayoutError) -> Rect? {
        guard section >= 0, item >= 0 else { return nil }
        let all = try compute(base, .all, LayoutLimits())
        guard
            var frame = all.attributes.first(where: { $0.category == .cell && $0.section == section && $0.item == item }
            )?.frame
        else { return nil }
        if mirrored { frame.x = mirror(x: frame.x, width: frame.width) }
        return frame
    }
}
