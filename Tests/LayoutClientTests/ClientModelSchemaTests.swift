// The client's models against the contract: each `Layoutd` type that is a JSON object writes exactly the
// `properties` of its schemas in openapi.yaml, and reads back what it wrote; each string enumeration has exactly
// the schema's values. A member added to the client or to openapi.yaml alone fails here, as the decoder's names do
// in WireNamesSchemaTests.
//
// A type's keys are the ones it writes: each row gives samples with every optional member set (checked), so the
// encoded object holds every key the type has; a type whose shapes differ (an enum, a uniform or listed section)
// gives a sample of each, and their keys together are its schemas'. A new type adds a row.
import ContractTestSupport
import Foundation
import LayoutClient
import Testing

@Suite("LayoutClient's models against openapi.yaml")
struct ClientModelSchemaTests {
    @Test("each object's coding keys are its schemas' properties, and it reads back what it writes", arguments: objects)
    func keysAreTheSchemaProperties(_ row: ClientObject) throws {
        var properties: [Set<String>] = []
        for name in row.schemas {
            let schema = try #require(OpenAPIDocument.schema(name), "no schema \(name) in openapi.yaml")
            let keys = try #require(schema.child("properties")?.blockKeys, "\(name) has no block `properties`")
            properties.append(Set(keys))
        }
        var written: Set<String> = []
        for sample in row.samples {
            let result = try sample()
            #expect(result.unset.isEmpty, "\(row.type): a sample leaves \(result.unset) unset")
            #expect(result.roundTrips, "\(row.type): a sample does not read back as written")
            written.formUnion(result.keys)
        }
        let omitted = Set(row.omitted)
        let extra = Set(row.extra)
        switch row.combination {
        case .each:
            for (name, keys) in zip(row.schemas, properties) {
                #expect(written == keys.subtracting(omitted).union(extra), "\(row.type) ~ \(name)")
                #expect(omitted.isSubset(of: keys), "\(row.type): omits what \(name) does not have")
                #expect(extra.isDisjoint(with: keys), "\(row.type): adds what \(name) has")
            }
        case .union:
            let keys = properties.reduce(Set<String>()) { $0.union($1) }
            #expect(written == keys.subtracting(omitted).union(extra), "\(row.type) ~ \(row.schemas)")
            #expect(omitted.isSubset(of: keys), "\(row.type): omits what \(row.schemas) do not have")
            #expect(extra.isDisjoint(with: keys), "\(row.type): adds what \(row.schemas) have")
        }
    }

    /// A schema added to the contract (a new kind of answer, say) fails here until a row holds the client to it.
    @Test("every object schema a request, an answer or a problem reaches has a row")
    func everyObjectHasARow() throws {
        let covered = Set(Self.objects.flatMap(\.schemas))
        var reached: Set<String> = []
        var queue = ["LayoutRequest", "LayoutResponse", "Problem"]
        while let name = queue.popLast() {
            guard reached.insert(name).inserted else { continue }
            let schema = try #require(OpenAPIDocument.schema(name), "no schema \(name) in openapi.yaml")
            queue += schema.references
        }
        let objects = reached.filter { OpenAPIDocument.schema($0)?.child("properties") != nil }
        #expect(objects.count > 50, "the walk found \(objects.count) object schemas")
        #expect(objects.subtracting(covered).sorted() == [], "object schemas no row holds the client to")
        #expect(covered.subtracting(objects).sorted() == [], "rows for schemas nothing reaches")
    }

    @Test("each string enumeration's values are its schema's", arguments: choices)
    func valuesAreTheSchemaEnum(_ row: ClientChoice) throws {
        var values: [String] = []
        for path in row.paths {
            values += try #require(OpenAPIDocument.values(at: path), "no enum or const at \(path)")
        }
        #expect(Set(values).subtracting(row.omitted) == Set(row.values), "\(row.type) ~ \(row.paths)")
    }

    /// The rows can fail: a sample with a member unset is caught, and a key set compared with another schema's
    /// differs.
    @Test("the table's checks can fail")
    func checksCanFail() throws {
        let partial = try ClientObject.encoded(Layoutd.Pinning(headers: .all), at: [])
        #expect(partial.unset.contains("offset"))
        let size = try ClientObject.encoded(Layoutd.Size(width: 1, height: 2), at: [])
        let rect = try #require(OpenAPIDocument.schema("Rect")?.child("properties")?.blockKeys)
        #expect(size.keys != Set(rect))
    }

    // MARK: Objects

    typealias C = Layoutd.CompositionalLayout

    static let size = Layoutd.Size(width: 10, height: 20)
    static let point = Layoutd.Point(x: 1, y: 2)
    static let insets = Layoutd.Insets(top: 1, left: 2, bottom: 3, right: 4)
    static let pinning = Layoutd.Pinning(
        headers: .all, footers: .sections([1]), offset: 2, stickHeight: 40, until: .sectionEnd, zIndex: 9)
    static let item = Layoutd.Item(size, id: "a", estimated: true)
    static let collectionView = Layoutd.CollectionView(size: size)
    static let compositionalSize = C.Size(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    static let directional = C.DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    static let supplementary = C.SupplementaryItem(
        elementKind: "badge", layoutSize: compositionalSize, containerAnchor: C.Anchor(edges: [.top]),
        itemAnchor: C.Anchor(edges: [.bottom]), zIndex: 2)
    static let group = C.Group(
        .horizontal, layoutSize: compositionalSize, contentInsets: directional,
        edgeSpacing: C.EdgeSpacing(leading: .fixed(1), top: .flexible(2), trailing: .fixed(3), bottom: .fixed(4)),
        supplementaryItems: [supplementary], interItemSpacing: .fixed(8),
        subitems: [.item(C.Item(layoutSize: compositionalSize))], subitem: .item(C.Item(layoutSize: compositionalSize)),
        repeatingSubitem: .item(C.Item(layoutSize: compositionalSize)), count: 2,
        customItems: [C.CustomItem(frame: Layoutd.Rect(x: 0, y: 0, width: 1, height: 1), zIndex: 1)])
    static let boundary = C.BoundaryItem(
        elementKind: "header", layoutSize: compositionalSize, alignment: .top, absoluteOffset: point,
        extendsBoundary: true, pinToVisibleBounds: true, zIndex: 3, contentInsets: directional)
    static let sectionLayout = C.SectionLayout(
        group: group, contentInsets: directional, contentInsetsReference: .safeArea, interGroupSpacing: 4,
        orthogonalScrollingBehavior: .paging, supplementariesFollowContentInsets: true,
        boundarySupplementaryItems: [boundary],
        decorationItems: [C.DecorationItem(elementKind: "bg", zIndex: -1, contentInsets: directional)],
        orthogonalScrollingProperties: orthogonalProperties)
    static let attributes = Layoutd.Attributes(
        indexPath: [0, 1], category: .supplementary, kind: .sectionHeader,
        frame: Layoutd.Rect(x: 0, y: 0, width: 1, height: 1),
        zIndex: 1, pinned: true, orthogonal: true, id: "a", estimated: true,
        follows: Layoutd.Follows(offset: 64, min: 0, max: 400, zIndex: 1024))
    static let anchor = Layoutd.Anchor.topItem(.id("a"), distance: 4)
    static let snapping = Layoutd.Snapping(
        preset: .upCarouselFlowLayout, policy: .item, decelerationRate: .value(0.95), projection: .wwdc,
        maxVelocity: 20, bounce: .never, pageSize: 300, origin: 10, pageClamp: true, anchor: .center,
        candidates: .releaseBounds, select: Layoutd.Snapping.Select(rule: .bias, threshold: 0.1, bias: 0.2, steps: 2),
        limit: Layoutd.Snapping.Limit(count: 1, from: .start), floor: true)
    static let fling = Layoutd.Fling(velocity: point, startOffset: point, section: 0)
    static let orthogonalProperties = C.OrthogonalScrollingProperties(decelerationRate: .automatic, bounce: .always)
    static let flingResult = Layoutd.FlingResult(
        projectedOffset: point, targetOffset: point, restingOffset: point,
        snappedTo: Layoutd.SnappedCell(indexPath: [0, 2], id: "a"), bounced: true,
        curve: .decay(rate: 0.99, boundAt: 12, duration: 300))
    static let resolvedSnapping = Layoutd.ResolvedSnapping(
        policy: .item, decelerationRate: 0.99, projection: .continuous, coefficient: 0.01005033585350145,
        maxVelocity: 10, reach: 994.9916247342207, bounce: .automatic, pageSize: 300, origin: 0, pageClamp: false,
        anchor: .center, candidates: .all, select: Layoutd.Snapping.Select(rule: .bias, threshold: 0.3, bias: 0.35),
        limit: Layoutd.Snapping.Limit(count: 2, from: .release), floor: false)
    static let snapPoint = Layoutd.SnapPoint(offset: 200, min: 287.5, max: 487.5, indexPath: [0, 1], id: "b")
    static let orthogonalSnapping = Layoutd.OrthogonalSnapping(section: 1, range: 0...2747, snapping: resolvedSnapping)

    /// A layout family inside a request, where it is written with its `type`.
    static func layout<F: Layoutd.LayoutFamily>(_ family: F) -> ClientObject.Sample {
        {
            try ClientObject.encoded(
                Layoutd.Request(collectionView: collectionView, layout: family, sections: []), at: ["layout"],
                checking: family)
        }
    }

    /// A sample with every member set.
    static func object<T: Codable & Hashable & Sendable>(_ value: T) -> ClientObject.Sample {
        { try ClientObject.encoded(value, at: []) }
    }

    /// Another shape of a type a full sample covers (a uniform section, an answer with attributes): only its keys.
    static func shape<T: Codable & Hashable & Sendable>(_ value: T) -> ClientObject.Sample {
        {
            var written = try ClientObject.encoded(value, at: [])
            written.unset = []
            return written
        }
    }

    static let updateEnd = Layoutd.UpdateEnd(frame: Layoutd.Rect(x: 0, y: 1, width: 2, height: 3), zIndex: 4, alpha: 0)
    static let previousCollectionView = Layoutd.PreviousCollectionView(
        size: size, contentInset: insets, layoutDirection: .rightToLeft, scale: 2, safeAreaInsets: insets,
        layoutMargins: insets, readableContentInsets: insets)
    static let updates = Layoutd.Updates(
        from: point, to: point,
        elements: [
            Layoutd.UpdateElement(
                change: .moved, indexPath: [0, 1], previousIndexPath: [0, 2], id: "a", category: .supplementary,
                kind: .sectionHeader, from: updateEnd, to: updateEnd)
        ])

    /// A family's `previous` with every member set, its layout written with its `type`.
    static func previous<F: Layoutd.LayoutFamily>(_ family: F, _ section: F.Section) -> ClientObject.Sample {
        object(
            Layoutd.Previous(
                sections: [section], contentOffset: point, collectionView: previousCollectionView, layout: family))
    }

    static let objects: [ClientObject] = [
        ClientObject(
            "Request",
            .each([
                "FlowLayoutRequest", "WaterfallLayoutRequest", "IGListLayoutRequest", "MagazineLayoutRequest",
                "CompositionalLayoutRequest",
            ]),
            object(
                Layoutd.Request(
                    collectionView: collectionView, layout: Layoutd.FlowLayout(), sections: [], elements: .all,
                    scrollTo: Layoutd.ScrollTo(indexPath: [0, 0], position: .top), timelineEncoding: .delta,
                    anchor: .report,
                    previous: Layoutd.Previous(sections: [], contentOffset: point, layout: Layoutd.FlowLayout()),
                    updateAnimation: .magazine, fling: fling))),
        // The five families' `previous` have the same members; each is held to its own schema.
        ClientObject(
            "Previous<FlowLayout>", .each(["FlowPrevious"]),
            previous(Layoutd.FlowLayout(), Layoutd.FlowSection(.uniform(count: 1)))),
        ClientObject(
            "Previous<WaterfallLayout>", .each(["WaterfallPrevious"]),
            previous(Layoutd.WaterfallLayout(), Layoutd.WaterfallSection(.uniform(count: 1)))),
        ClientObject(
            "Previous<IGListLayout>", .each(["IGListPrevious"]),
            previous(Layoutd.IGListLayout(), Layoutd.IGListSection(.uniform(count: 1)))),
        ClientObject(
            "Previous<MagazineLayout>", .each(["MagazinePrevious"]),
            previous(Layoutd.MagazineLayout(), Layoutd.MagazineSection(.uniform(count: 0, item: nil)))),
        ClientObject(
            "Previous<CompositionalLayout>", .each(["CompositionalPrevious"]),
            previous(Layoutd.CompositionalLayout(), Layoutd.CompositionalSection(.uniform(count: 1)))),
        ClientObject("PreviousCollectionView", .each(["PreviousCollectionView"]), object(previousCollectionView)),
        ClientObject(
            "CollectionView", .each(["CollectionView"]),
            object(
                Layoutd.CollectionView(
                    size: size, contentInset: insets, contentOffset: point, scale: 2, contentOffsets: [point],
                    layoutDirection: .rightToLeft, safeAreaInsets: insets, layoutMargins: insets,
                    readableContentInsets: insets))),
        ClientObject("Size", .each(["Size", "ResponseSize"]), object(size)),
        ClientObject("Point", .each(["Point", "ResponsePoint"]), object(point)),
        ClientObject("Rect", .each(["Rect", "Frame"]), object(Layoutd.Rect(x: 1, y: 2, width: 3, height: 4))),
        ClientObject("Insets", .each(["Insets"]), object(insets)),
        ClientObject("ScrollTo", .each(["ScrollTo"]), object(Layoutd.ScrollTo(indexPath: [0, 1], position: .bottom))),
        ClientObject(
            "Elements", .each(["ElementsInRect"]),
            object(Layoutd.Elements.rect(Layoutd.Rect(x: 0, y: 0, width: 1, height: 1)))),
        ClientObject(
            "Elements", .each(["ElementsInScrollRange"]), object(Layoutd.Elements.scrollRange(from: -47, to: 800))),
        ClientObject("ScrollRange", .each(["ScrollRange"]), object(Layoutd.ScrollRange(from: -47, to: 800))),
        ClientObject("Pinning", .each(["Pinning"]), object(pinning)),
        // One `Pinning` serves every family; compositional has no `until` (the engine answers one with its 422,
        // as the decoder's table says).
        ClientObject("Pinning", .each(["CompositionalPinning"]), extra: ["until"], object(pinning)),
        ClientObject("Anchor", .union(["Anchor"]), object(Layoutd.Anchor.top), object(anchor)),
        ClientObject("Item", .each(["FlowItem", "IGListItem", "CompositionalSectionItem"]), object(item)),
        ClientObject(
            "FlowLayout", .each(["FlowLayout"]),
            layout(
                Layoutd.FlowLayout(
                    scrollDirection: .vertical, pinning: pinning, flipsHorizontallyInOppositeLayoutDirection: true,
                    verticalLayoutDirection: .bottomToTop, shortContentAlignment: .bottom, itemSize: size,
                    minimumLineSpacing: 1, minimumInteritemSpacing: 2, sectionInset: insets, headerReferenceSize: size,
                    footerReferenceSize: size, sectionHeadersPinToVisibleBounds: true,
                    sectionFootersPinToVisibleBounds: true, lineAlignment: .start, itemAlignment: .end,
                    estimatedItemSize: size, lastLineAlignment: .grid, snapping: snapping))),
        ClientObject(
            "FlowSection", .each(["FlowSection"]),
            object(
                Layoutd.FlowSection(
                    .items([item]), id: "s", estimated: true, inset: insets, minimumLineSpacing: 1,
                    minimumInteritemSpacing: 2,
                    headerSize: size, footerSize: size)),
            shape(Layoutd.FlowSection(.uniform(count: 3, size: size)))),
        ClientObject(
            "IGListLayout", .each(["IGListLayout"]),
            layout(
                Layoutd.IGListLayout(
                    scrollDirection: .horizontal, pinning: pinning, flipsHorizontallyInOppositeLayoutDirection: true,
                    verticalLayoutDirection: .topToBottom, shortContentAlignment: .top, stretchToEdge: true,
                    showHeaderWhenEmpty: true, itemSize: size, snapping: snapping))),
        ClientObject(
            "IGListSection", .each(["IGListSection"]),
            object(
                Layoutd.IGListSection(
                    .items([item]), id: "s", estimated: true, inset: insets, minimumLineSpacing: 1,
                    minimumInteritemSpacing: 2,
                    headerSize: size, footerSize: size)),
            shape(Layoutd.IGListSection(.uniform(count: 3, size: size)))),
        // Waterfall and magazine scroll vertically only: the schemas' `scrollDirection` is the constant
        // `"vertical"`, its default, so the client has no member for it.
        ClientObject(
            "WaterfallLayout", .each(["WaterfallLayout"]), omitted: ["scrollDirection"],
            layout(
                Layoutd.WaterfallLayout(
                    pinning: pinning, flipsHorizontallyInOppositeLayoutDirection: true,
                    verticalLayoutDirection: .bottomToTop, shortContentAlignment: .bottom, columnCount: 2,
                    minimumColumnSpacing: 1, minimumInteritemSpacing: 2, headerHeight: 3, footerHeight: 4,
                    headerInset: insets, footerInset: insets, sectionInset: insets, itemRenderDirection: .leftToRight,
                    minimumContentHeight: 5, itemSize: size, snapping: snapping))),
        ClientObject(
            "WaterfallSection", .each(["WaterfallSection"]),
            object(
                Layoutd.WaterfallSection(
                    .items([Layoutd.WaterfallItem(width: 1, height: 2, fullSpan: true, id: "a", estimated: true)]),
                    id: "s", estimated: true, columnCount: 2, minimumColumnSpacing: 1, minimumInteritemSpacing: 2,
                    inset: insets,
                    headerHeight: 3, footerHeight: 4, headerInset: insets, footerInset: insets)),
            shape(Layoutd.WaterfallSection(.uniform(count: 3, size: size)))),
        ClientObject(
            "WaterfallItem", .each(["WaterfallItem"]),
            object(Layoutd.WaterfallItem(width: 1, height: 2, fullSpan: true, id: "a", estimated: true))),
        ClientObject(
            "MagazineLayout", .each(["MagazineLayout"]), omitted: ["scrollDirection"],
            layout(
                Layoutd.MagazineLayout(
                    pinning: pinning, flipsHorizontallyInOppositeLayoutDirection: true,
                    verticalLayoutDirection: .bottomToTop, shortContentAlignment: .bottom, sectionInsets: insets,
                    itemInsets: insets, horizontalSpacing: 1, verticalSpacing: 2, snapping: snapping))),
        ClientObject(
            "MagazineSection", .each(["MagazineSection"]),
            object(
                Layoutd.MagazineSection(
                    .items([Layoutd.MagazineItem(widthMode: .halfWidth, height: 10)]), id: "s", estimated: true,
                    header: Layoutd.MagazineSupplementary(height: 50),
                    footer: Layoutd.MagazineSupplementary(height: 50),
                    background: true, sectionInsets: insets, itemInsets: insets, horizontalSpacing: 1,
                    verticalSpacing: 2)),
            shape(
                Layoutd.MagazineSection(
                    .uniform(count: 3, item: Layoutd.MagazineItem(widthMode: .fullWidth, height: 5))))),
        ClientObject(
            "MagazineItem", .each(["MagazineItem"]),
            object(
                Layoutd.MagazineItem(widthMode: .thirdWidth, height: 10, heightMode: .dynamic, id: "a", estimated: true)
            )),
        ClientObject(
            "MagazineItem.WidthMode", .each(["MagazineFractionalWidth"]),
            object(Layoutd.MagazineItem.WidthMode.fractional(7))),
        ClientObject(
            "MagazineSupplementary", .each(["MagazineSupplementary"]),
            object(Layoutd.MagazineSupplementary(height: 44, estimated: true))),
        ClientObject(
            "CompositionalLayout", .each(["CompositionalLayout"]),
            layout(
                C(
                    scrollDirection: .horizontal,
                    pinning: Layoutd.Pinning(headers: .none, offset: 1, stickHeight: 2, zIndex: 3),
                    flipsHorizontallyInOppositeLayoutDirection: true, verticalLayoutDirection: .topToBottom,
                    shortContentAlignment: .top, interSectionSpacing: 4, contentInsetsReference: .layoutMargins,
                    boundarySupplementaryItems: [boundary], section: sectionLayout, snapping: snapping))),
        ClientObject(
            "CompositionalSection", .each(["CompositionalSection"]),
            object(
                Layoutd.CompositionalSection(
                    .items([item]), id: "s", estimated: true, layout: sectionLayout, orthogonalContentOffset: point)),
            shape(Layoutd.CompositionalSection(.uniform(count: 3)))),
        ClientObject("CompositionalLayout.SectionLayout", .each(["CompositionalSectionLayout"]), object(sectionLayout)),
        ClientObject(
            "CompositionalLayout.Item", .each(["CompositionalSingleItem"]),
            object(
                C.Item(
                    layoutSize: compositionalSize, contentInsets: directional,
                    edgeSpacing: C.EdgeSpacing(leading: .fixed(1)), supplementaryItems: [supplementary]))),
        ClientObject(
            "CompositionalLayout.Group",
            .union([
                "CompositionalListGroup", "CompositionalCountGroup", "CompositionalRepeatingGroup",
                "CompositionalCustomGroup",
            ]),
            object(group)),
        ClientObject(
            "CompositionalLayout.CustomItem", .each(["CompositionalCustomItem"]),
            object(C.CustomItem(frame: Layoutd.Rect(x: 0, y: 0, width: 1, height: 1), zIndex: 2))),
        ClientObject("CompositionalLayout.Size", .each(["CompositionalSize"]), object(compositionalSize)),
        ClientObject(
            "CompositionalLayout.Dimension",
            .union(["FractionalWidthDimension", "FractionalHeightDimension", "AbsoluteDimension", "EstimatedDimension"]
            ),
            object(C.Dimension.fractionalWidth(1)), object(C.Dimension.fractionalHeight(1)),
            object(C.Dimension.absolute(1)), object(C.Dimension.estimated(1))),
        ClientObject(
            "CompositionalLayout.Spacing", .union(["FixedSpacing", "FlexibleSpacing"]), object(C.Spacing.fixed(1)),
            object(C.Spacing.flexible(1))),
        ClientObject(
            "CompositionalLayout.EdgeSpacing", .each(["CompositionalEdgeSpacing"]),
            object(C.EdgeSpacing(leading: .fixed(1), top: .fixed(2), trailing: .fixed(3), bottom: .flexible(4)))),
        ClientObject("CompositionalLayout.DirectionalInsets", .each(["DirectionalInsets"]), object(directional)),
        ClientObject("CompositionalLayout.BoundaryItem", .each(["CompositionalBoundaryItem"]), object(boundary)),
        ClientObject(
            "CompositionalLayout.SupplementaryItem", .each(["CompositionalSupplementaryItem"]), object(supplementary)),
        ClientObject(
            "CompositionalLayout.Anchor",
            .union([
                "CompositionalNoOffsetAnchor", "CompositionalAbsoluteOffsetAnchor",
                "CompositionalFractionalOffsetAnchor",
            ]),
            object(C.Anchor(edges: [.top, .leading], absoluteOffset: point, fractionalOffset: point))),
        ClientObject(
            "CompositionalLayout.DecorationItem", .each(["CompositionalDecorationItem"]),
            object(C.DecorationItem(elementKind: "bg", zIndex: 1, contentInsets: directional))),
        // The answers.
        ClientObject(
            "Response", .union(["AttributesResponse", "TimelineResponse"]),
            object(
                Layoutd.Response(
                    contentSize: size, attributes: [], contentOffset: point, anchor: anchor,
                    timeline: [Layoutd.TimelineEntry(contentOffset: point, attributes: [attributes])], updates: updates,
                    fling: flingResult)
            ),
            shape(
                Layoutd.Response(
                    contentSize: size, attributes: [attributes], contentOffset: point, anchor: anchor, updates: updates)
            )),
        ClientObject("Updates", .each(["Updates"]), object(updates)),
        ClientObject("UpdateElement", .each(["UpdateElement"]), object(updates.elements[0])),
        ClientObject("UpdateEnd", .each(["UpdateEnd"]), object(updateEnd)),
        ClientObject(
            "Attributes", .union(["CellAttributes", "SupplementaryAttributes", "DecorationAttributes"]),
            object(attributes)),
        ClientObject(
            "ScrollRangeResponse", .each(["AttributesInScrollRangeResponse"]),
            object(
                Layoutd.ScrollRangeResponse(
                    contentSize: size, scrollRange: Layoutd.ScrollRange(from: -47, to: 800), attributes: [attributes],
                    contentOffset: point, fling: flingResult, snapping: resolvedSnapping, snapPoints: [snapPoint],
                    orthogonalSnapping: [orthogonalSnapping]))),
        // Flings that come to rest.
        ClientObject("Snapping", .each(["Snapping"]), object(snapping)),
        ClientObject(
            "Snapping.Select", .each(["SnapSelectObject", "ResolvedSelect"]),
            object(Layoutd.Snapping.Select(rule: .steps, threshold: 0.3, bias: 0.2, steps: 2))),
        ClientObject("Snapping.Limit", .each(["SnapLimit"]), object(Layoutd.Snapping.Limit(count: 3, from: .release))),
        ClientObject("Fling", .each(["Fling"]), object(fling)),
        ClientObject(
            "CompositionalLayout.OrthogonalScrollingProperties", .each(["OrthogonalScrollingProperties"]),
            object(orthogonalProperties)),
        ClientObject("FlingResult", .each(["FlingResult"]), object(flingResult)),
        ClientObject("SnappedCell", .each(["SnappedCell"]), object(Layoutd.SnappedCell(indexPath: [1, 2], id: "c"))),
        ClientObject(
            "FlingCurve", .union(["DecayCurve", "SpringCurve"]),
            object(Layoutd.FlingCurve.decay(rate: 0.9, boundAt: 3, duration: 4)),
            object(Layoutd.FlingCurve.spring(duration: 800))),
        // One struct for the three policies' resolved snappings, each field optional where a policy leaves it out.
        ClientObject(
            "ResolvedSnapping", .union(["ResolvedNoneSnapping", "ResolvedPageSnapping", "ResolvedItemSnapping"]),
            object(resolvedSnapping)),
        ClientObject("SnapPoint", .each(["SnapPoint"]), object(snapPoint)),
        ClientObject("OrthogonalSnapping", .each(["OrthogonalSnapping"]), object(orthogonalSnapping)),
        ClientObject(
            "Follows", .each(["Follows"]), object(Layoutd.Follows(offset: 64, min: 0, max: 400, zIndex: 1024))),
        ClientObject(
            "TimelineEntry", .each(["TimelineEntry"]),
            object(
                Layoutd.TimelineEntry(
                    contentOffset: point, anchor: anchor, attributes: [attributes],
                    removed: [Layoutd.RemovedElement(indexPath: [0, 0], category: .cell)]))),
        ClientObject(
            "ProblemDetails", .each(["Problem"]),
            object(
                Layoutd.ProblemDetails(
                    type: "about:blank", title: "Bad Request", status: 400, detail: "bad",
                    errors: [Layoutd.ProblemDetails.FieldError(pointer: "/sections", detail: "bad")]))),
        ClientObject(
            "ProblemDetails.FieldError", .each(["ProblemError"]),
            object(Layoutd.ProblemDetails.FieldError(pointer: "/sections", detail: "bad"))),
    ]

    // MARK: String enumerations

    static let choices: [ClientChoice] = [
        ClientChoice("ScrollDirection", [Layoutd.ScrollDirection.vertical, .horizontal], [["ScrollDirection"]]),
        ClientChoice("LayoutDirection", [Layoutd.LayoutDirection.leftToRight, .rightToLeft], [["LayoutDirection"]]),
        ClientChoice(
            "ScrollPosition",
            [Layoutd.ScrollPosition.top, .centeredVertically, .bottom, .left, .centeredHorizontally, .right],
            [["ScrollPosition"]]),
        ClientChoice("TimelineEncoding", [Layoutd.TimelineEncoding.full, .delta], [["TimelineEncoding"]]),
        ClientChoice("Elements", [Layoutd.Elements.visible, .all], [["ElementsKeyword"]]),
        ClientChoice(
            "Pinning.Selection", [Layoutd.Pinning.Selection.none, .all], [["SectionSelection", "oneOf", "0"]]),
        ClientChoice("Pinning.Bound", [Layoutd.Pinning.Bound.nextSection, .sectionEnd, .never], [["PinningBound"]]),
        ClientChoice(
            "VerticalLayoutDirection", [Layoutd.VerticalLayoutDirection.topToBottom, .bottomToTop],
            [["VerticalLayoutDirection"]]),
        ClientChoice(
            "ShortContentAlignment", [Layoutd.ShortContentAlignment.top, .bottom], [["ShortContentAlignment"]]),
        ClientChoice("AnchorRequest", [Layoutd.AnchorRequest.report], [["AnchorKeyword"]]),
        ClientChoice(
            "UpdateAnimation", [Layoutd.UpdateAnimation.fade, Layoutd.UpdateAnimation.none, .magazine],
            [["UpdateAnimation"]]),
        ClientChoice(
            "UpdateChange", [Layoutd.UpdateChange.inserted, .deleted, .moved, .unchanged], [["UpdateChange"]]),
        ClientChoice(
            "Anchor.position", positions: [.top, .bottom, anchor, .bottomItem(.id("a"), distance: 1)],
            [["AnchorPosition"]]),
        ClientChoice(
            "FlowLayout.LineAlignment", [Layoutd.FlowLayout.LineAlignment.justified, .start, .center, .end],
            [["FlowLineAlignment"]]),
        ClientChoice(
            "FlowLayout.LastLineAlignment",
            [Layoutd.FlowLayout.LastLineAlignment.automatic, .grid, .start, .center, .end, .justified],
            [["FlowLayout", "properties", "lastLineAlignment"]]),
        ClientChoice(
            "FlowLayout.ItemAlignment", [Layoutd.FlowLayout.ItemAlignment.start, .center, .end], [["FlowItemAlignment"]]
        ),
        ClientChoice(
            "WaterfallLayout.ItemRenderDirection",
            [Layoutd.WaterfallLayout.ItemRenderDirection.shortestFirst, .leftToRight, .rightToLeft],
            [["WaterfallItemRenderDirection"]]),
        ClientChoice(
            "MagazineItem.WidthMode",
            [
                Layoutd.MagazineItem.WidthMode.fullWidth, .fullWidthIgnoringInsets, .halfWidth, .thirdWidth,
                .fourthWidth, .fifthWidth,
            ], [["MagazineWidthKeyword"]]),
        ClientChoice(
            "MagazineItem.HeightMode",
            [Layoutd.MagazineItem.HeightMode.static, .dynamic, .dynamicAndStretchToTallestItemInRow],
            [["MagazineHeightMode"]]),
        ClientChoice(
            "Attributes.category", [Layoutd.ElementCategory.cell, .supplementary, .decoration], [["ElementCategory"]]),
        ClientChoice(
            "CompositionalLayout.ContentInsetsReference",
            [C.ContentInsetsReference.automatic, .none, .safeArea, .layoutMargins, .readableContent],
            [["CompositionalSectionLayout", "properties", "contentInsetsReference"]]),
        ClientChoice(
            "CompositionalLayout.SectionLayout.OrthogonalScrollingBehavior",
            [
                C.SectionLayout.OrthogonalScrollingBehavior.none, .continuous, .continuousGroupLeadingBoundary,
                .paging, .groupPaging, .groupPagingCentered,
            ], [["CompositionalSectionLayout", "properties", "orthogonalScrollingBehavior"]]),
        ClientChoice(
            "CompositionalLayout.Group.Kind", [C.Group.Kind.horizontal, .vertical, .custom],
            [
                ["CompositionalListGroup", "properties", "group"], ["CompositionalCountGroup", "properties", "group"],
                ["CompositionalRepeatingGroup", "properties", "group"],
                ["CompositionalCustomGroup", "properties", "group"],
            ]),
        ClientChoice(
            "CompositionalLayout.Alignment",
            [
                C.Alignment.top, .topLeading, .leading, .bottomLeading, .bottom, .bottomTrailing, .trailing,
                .topTrailing,
            ],
            [["CompositionalAlignment"]]),
        ClientChoice(
            "CompositionalLayout.Anchor.Edge", [C.Anchor.Edge.top, .leading, .bottom, .trailing],
            [["CompositionalNoOffsetAnchor", "properties", "edges", "items"]]),
        ClientChoice("Snapping.Preset", Layoutd.Snapping.Preset.allCases, [["SnappingPreset"]]),
        ClientChoice("Snapping.Policy", Layoutd.Snapping.Policy.allCases, [["SnapPolicy"]]),
        ClientChoice(
            "Snapping.DecelerationRate", [Layoutd.Snapping.DecelerationRate.normal, .fast],
            [["DecelerationRate", "oneOf", "0"]]),
        ClientChoice(
            "CompositionalLayout.OrthogonalScrollingProperties.DecelerationRate",
            [C.OrthogonalScrollingProperties.DecelerationRate.automatic, .rate(.normal), .rate(.fast)],
            [["OrthogonalDecelerationRate", "oneOf", "0"]]),
        ClientChoice("Snapping.Projection", Layoutd.Snapping.Projection.allCases, [["FlingProjection"]]),
        ClientChoice("Snapping.Bounce", Layoutd.Snapping.Bounce.allCases, [["Bounce"]]),
        ClientChoice("Snapping.Anchor", Layoutd.Snapping.Anchor.allCases, [["SnapAnchor"]]),
        ClientChoice("Snapping.Candidates", Layoutd.Snapping.Candidates.allCases, [["SnapCandidates"]]),
        ClientChoice("Snapping.Rule", Layoutd.Snapping.Rule.allCases, [["SelectRule"]]),
        ClientChoice("Snapping.Limit.Origin", Layoutd.Snapping.Limit.Origin.allCases, [["SnapLimitOrigin"]]),
    ]
}

// MARK: - Rows

/// How a row's schemas relate to the client type.
enum ClientCombination: Sendable {
    /// Each schema has exactly the type's keys (one shape several schemas describe alike).
    case each([String])
    /// The schemas are `oneOf` branches of one shape: their properties together are the type's keys.
    case union([String])
}

/// One client type that is a JSON object: the schemas it must equal and samples of it.
struct ClientObject: Sendable, CustomTestStringConvertible {
    /// What one sample wrote: its keys, whether it reads back equal, the members it left unset.
    struct Written {
        var keys: Set<String>
        var roundTrips: Bool
        var unset: [String]
    }

    typealias Sample = @Sendable () throws -> Written

    let type: String
    let combination: ClientCombination
    /// Schema properties the client leaves out; the comment at the row says why.
    let omitted: [String]
    /// Keys the client writes that the schemas do not have; the comment at the row says why.
    let extra: [String]
    let samples: [Sample]

    init(
        _ type: String, _ combination: ClientCombination, omitted: [String] = [], extra: [String] = [],
        _ samples: Sample...
    ) {
        self.type = type
        self.combination = combination
        self.omitted = omitted
        self.extra = extra
        self.samples = samples
    }

    var schemas: [String] {
        switch combination {
        case .each(let names), .union(let names): names
        }
    }

    var testDescription: String { "\(type) ~ \(schemas.joined(separator: ", "))" }

    /// `value` written with JSONEncoder and read back, the keys of the object at `path` in what it wrote; the
    /// members of `checking` (by default `value`) that are `nil`, when it is a struct.
    static func encoded<T: Codable & Hashable>(
        _ value: T, at path: [String], checking: Any? = nil
    ) throws -> Written {
        let data = try JSONEncoder().encode(value)
        var object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        for key in path { object = (object as? [String: Any])?[key] as Any }
        let keys = Set((object as? [String: Any])?.keys.map { $0 } ?? [])
        let roundTrips = (try? JSONDecoder().decode(T.self, from: data)) == value
        let mirror = Mirror(reflecting: checking ?? value)
        var unset: [String] = []
        if mirror.displayStyle == .struct {
            for child in mirror.children {
                let member = Mirror(reflecting: child.value)
                if member.displayStyle == .optional && member.children.isEmpty { unset.append(child.label ?? "?") }
            }
        }
        return Written(keys: keys, roundTrips: roundTrips, unset: unset)
    }
}

/// One client string enumeration: the values it writes and where the schema lists them (a schema, then keys
/// inside it).
struct ClientChoice: Sendable, CustomTestStringConvertible {
    let type: String
    let values: [String]
    let paths: [[String]]
    /// Schema values the client leaves out; the comment at the row says why.
    let omitted: [String]

    /// Every case of an enumeration written as a JSON string.
    init<T: Encodable>(_ type: String, _ cases: [T], _ paths: [[String]], omitted: [String] = []) {
        self.type = type
        values = cases.map { value in
            let data = (try? JSONEncoder().encode(value)) ?? Data()
            return (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? String) ?? "?"
        }
        self.paths = paths
        self.omitted = omitted
    }

    /// The `position` every kind of anchor writes.
    init(_ type: String, positions anchors: [Layoutd.Anchor], _ paths: [[String]]) {
        self.type = type
        values = anchors.map { anchor in
            let data = (try? JSONEncoder().encode(anchor)) ?? Data()
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            return object?["position"] as? String ?? "?"
        }
        self.paths = paths
        omitted = []
    }

    var testDescription: String { "\(type) ~ \(paths.map { $0.joined(separator: ".") }.joined(separator: ", "))" }
}
