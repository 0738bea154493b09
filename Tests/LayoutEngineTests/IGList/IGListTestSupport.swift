// Builders for the iglist tests, shaped like IGListKit's own test objects (IGLayoutTestSection,
// IGLayoutTestDataSource): a header or footer "height" is answered as a square reference size, of which the
// layout uses only the length along the scroll axis. IGListKit's own IGListCollectionViewLayoutTests are ported
// once, in Tests/LayoutAPITests/Peers/IGListKitCases.swift, and run through both the engine and the wire.
import Testing

@testable import LayoutEngine

/// `IGLayoutTestSection(insets:lineSpacing:interitemSpacing:headerHeight:footerHeight:items:)`.
func igSection(
    insets: EdgeInsets = .zero, lineSpacing: Double = 0, interitemSpacing: Double = 0, headerHeight: Double = 0,
    footerHeight: Double = 0, _ items: [Size]
) -> IGListSectionDescription {
    IGListSectionDescription(
        items: .explicit(items), inset: insets, minimumLineSpacing: lineSpacing,
        minimumInteritemSpacing: interitemSpacing, headerSize: Size(width: headerHeight, height: headerHeight),
        footerSize: Size(width: footerHeight, height: footerHeight))
}

/// `UIEdgeInsetsMake(top, left, bottom, right)`.
func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// IGListKit's test setup: a collection view of `frame` (100 × 100 by default), the layout's sticky headers as
/// the contract's pinning (`offset = topContentInset + stickyHeaderYOffset`), and scale 2 (a Retina
/// simulator's `UIScreen.mainScreen.scale`, which `IGListRectIntegralScaled` reads).
func igRequest(
    _ sections: [IGListSectionDescription], width: Double = 100, height: Double = 100,
    direction: ScrollDirection = .vertical, stickyHeaders: Bool = false, topContentInset: Double = 0,
    stickyHeaderYOffset: Double = 0, stretchToEdge: Bool = false, showHeaderWhenEmpty: Bool = false,
    contentInset: EdgeInsets = .zero, contentOffset: Point? = nil, scale: Double = 2
) -> LayoutDescription {
    LayoutDescription(
        collectionView: CollectionViewDescription(
            size: Size(width: width, height: height), contentInset: contentInset, contentOffset: contentOffset,
            scale: scale),
        family: .iglist(
            IGListLayoutDescription(
                stretchToEdge: stretchToEdge, showHeaderWhenEmpty: showHeaderWhenEmpty, sections: sections)),
        scrollDirection: direction,
        pinning: stickyHeaders
            ? PinningDescription(headers: .all, offset: topContentInset + stickyHeaderYOffset) : .none)
}

/// `count` items of `width` × `height`.
func igItems(_ count: Int, _ width: Double, _ height: Double) -> [Size] {
    Array(repeating: Size(width: width, height: height), count: count)
}
