/// Lays out a collection and returns the attributes the query asks for.
///
/// A pure function: the same description gives the same result, and nothing outlives the call. The steps are
/// named: (1) the family computes resting frames section by section in vertical space (horizontal scrolling is
/// transposed in and out); (2) pinning moves headers and footers; (3) the query selects elements in the
/// contract's order (by section: header, cells by item, footer, decorations), binary searching each section.
///
/// - Complexity: O(sections + explicit items) to lay out, plus O(log n + k) per section for a rect query
///   returning k cells; uniform sections cost O(1) however many items they hold.
public func computeLayout(
    _ description: LayoutDescription, elements: ElementsQuery = .visible, limits: LayoutLimits = LayoutLimits()
) throws(LayoutError) -> LayoutResult {
    let horizontal = description.scrollDirection == .horizontal
    let cv = horizontal ? description.collectionView.transposed : description.collectionView

    let query: Rect?
    switch elements {
    case .visible: query = cv.visibleRect
    case .all: query = nil
    case .rect(let r): query = horizontal ? r.transposed : r
    }

    // Step 1: resting frames, with the search structures only when a query will search them.
    let family = try restingLayout(
        description.family, collectionView: cv, horizontal: horizontal, indexed: query != nil)
    try RangeCheck.check(family, of: description.family)

    // Step 2 and 3: pinning and the query.
    let pinning = Pinning(description.pinning, collectionView: cv, family: family)
    let supplementaries = SupplementaryAttributes(
        pinning: pinning, zIndex: family.zIndex, pinningZIndex: description.pinning.zIndex,
        lastSection: family.sections.count - 1)
    let attributes: [LayoutAttributes]
    if let query {
        var collector = AttributeCollector(
            query: query, limit: limits.maxAttributes, candidateBudget: limits.maxExaminedCandidates)
        for (s, section) in family.sections.enumerated() {
            if let header = supplementaries.header(of: section, section: s) { try collector.add(header) }
            try collector.addCells(of: section, section: s, zIndex: family.zIndex)
            if let footer = supplementaries.footer(of: section, section: s) { try collector.add(footer) }
            for decoration in section.decorations {
                try collector.add(
                    LayoutAttributes(
                        section: s, item: 0, category: .decoration, kind: decoration.kind, frame: decoration.frame))
            }
        }
        attributes = collector.attributes
    } else {
        attributes = try allAttributes(family, supplementaries, limit: limits.maxAttributes)
    }

    try RangeCheck.check(attributes)
    var result = LayoutResult(contentSize: family.contentSize, attributes: attributes)
    if horizontal {
        result.contentSize = result.contentSize.transposed
        for i in result.attributes.indices {
            result.attributes[i].frame = result.attributes[i].frame.transposed
        }
    }
    return result
}

/// Step 1: the family's resting layout in vertical space. Without `indexed` (the `"all"` query) flow and
/// waterfall skip their band-query structures, which nothing then reads.
func restingLayout(
    _ family: LayoutFamily, collectionView cv: CollectionViewDescription, horizontal: Bool, indexed: Bool = true
) throws(LayoutError) -> FamilyLayout {
    switch family {
    case .flow(let flow):
        return try FlowLayout.resting(horizontal ? flow.transposed : flow, collectionView: cv, indexed: indexed)
    case .waterfall(let waterfall):
        if horizontal { throw .unsupportedScrollDirection(family: "waterfall", direction: .horizontal) }
        return try WaterfallLayout.resting(waterfall, collectionView: cv, indexed: indexed)
    case .iglist(let iglist):
        return try IGListLayout.resting(horizontal ? iglist.transposed : iglist, collectionView: cv)
    case .magazine(let magazine):
        if horizontal { throw .unsupportedScrollDirection(family: "magazine", direction: .horizontal) }
        return try MagazineLayout.resting(magazine, collectionView: cv)
    }
}

/// Step 3 for a rect query: keeps the elements the query selects, in order, and stops at the attribute limit
/// before allocating past it (`"all"` is written by `allAttributes`).
struct AttributeCollector {
    let query: Rect
    let limit: Int
    var attributes: [LayoutAttributes] = []

    /// Candidates a query may still examine before the request is refused as over the compute budget.
    var candidateBudget: Int
    let budgetLimit: Int

    init(query: Rect, limit: Int, candidateBudget: Int = Int.max) {
        self.query = query
        self.limit = limit
        self.candidateBudget = candidateBudget
        self.budgetLimit = candidateBudget
    }

    mutating func add(_ element: LayoutAttributes) throws(LayoutError) {
        if !element.frame.intersects(query) { return }
        if attributes.count >= limit { throw .tooManyAttributes(limit: limit) }
        attributes.append(element)
    }

    /// The section's cells that the query selects, found by the section's own range search.
    mutating func addCells(of section: SectionLayout, section s: Int, zIndex: ZIndexScheme) throws(LayoutError) {
        let items = section.items
        try items.forEachCandidate(minY: query.minY, maxY: query.maxY) { i throws(LayoutError) in
            candidateBudget &-= 1
            if candidateBudget < 0 { throw .computeBudgetExceeded(limit: budgetLimit) }
            try add(
                LayoutAttributes(
                    section: s, item: i, category: .cell, frame: items.frame(at: i),
                    zIndex: zIndex.cell(section: s, item: i)))
        }
    }
}
