import LayoutEngine

/// The `layout` object while the request is decoded: the family and its layout-wide fields, then its sections.
struct DecodedLayout {
    /// `nil` until a valid `layout.type` is read.
    var kind: FamilyKind?
    var scrollDirection = ScrollDirection.vertical
    var pinning = PinningDescription.none
    /// `flipsHorizontallyInOppositeLayoutDirection`; `nil` = the family's own answer.
    var flipsHorizontallyInOppositeLayoutDirection: Bool?
    /// Flow's `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds`.
    var pinHeadersToVisibleBounds = false
    var pinFootersToVisibleBounds = false
    var flow = FlowLayoutDescription()
    var waterfall = WaterfallLayoutDescription()
    var iglist = IGListLayoutDescription()
    var magazine = MagazineLayoutDescription()
    var compositional = CompositionalLayoutDescription()

    /// The engine's family with the layout's sections.
    var family: LayoutFamily {
        switch kind ?? .flow {
        case .flow: .flow(flow)
        case .waterfall: .waterfall(waterfall)
        case .iglist: .iglist(iglist)
        case .magazine: .magazine(magazine)
        case .compositional: .compositional(compositional)
        }
    }

    /// Pinning with flow's booleans applied: a `true` boolean pins every section, whatever list `pinning` gives.
    var effectivePinning: PinningDescription {
        var result = pinning
        if pinHeadersToVisibleBounds { result.headers = .all }
        if pinFootersToVisibleBounds { result.footers = .all }
        return result
    }
}
