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
    /// `verticalLayoutDirection` and `shortContentAlignment` (every family).
    var verticalLayoutDirection = VerticalLayoutDirection.topToBottom
    var shortContentAlignment = ShortContentAlignment.top
    /// `snapping` (every family); `nil` when absent.
    var snapping: SnappingDescription?
    /// Flow's `estimatedItemSize`: the size of an item sent as `{"estimated": true}`.
    var estimatedItemSize: Size?
    var flow = FlowLayoutDescription()
    var waterfall = WaterfallLayoutDescription()
    /// The other families' descriptions are made when first written (making and dropping the compositional one
    /// alone cost about 400 instructions a request that does not use it).
    private var storedIGList: IGListLayoutDescription?
    private var storedMagazine: MagazineLayoutDescription?
    private var storedCompositional: CompositionalLayoutDescription?

    var iglist: IGListLayoutDescription {
        get { storedIGList ?? IGListLayoutDescription() }
        _modify {
            var value = storedIGList.take() ?? IGListLayoutDescription()
            defer { storedIGList = value }
            yield &value
        }
    }

    var magazine: MagazineLayoutDescription {
        get { storedMagazine ?? MagazineLayoutDescription() }
        _modify {
            var value = storedMagazine.take() ?? MagazineLayoutDescription()
            defer { storedMagazine = value }
            yield &value
        }
    }

    var compositional: CompositionalLayoutDescription {
        get { storedCompositional ?? CompositionalLayoutDescription() }
        _modify {
            var value = storedCompositional.take() ?? CompositionalLayoutDescription()
            defer { storedCompositional = value }
            yield &value
        }
    }

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

    /// Number of sections read.
    var sectionCount: Int {
        switch kind {
        case .flow: flow.sections.count
        case .waterfall: waterfall.sections.count
        case .iglist: storedIGList?.sections.count ?? 0
        case .magazine: storedMagazine?.sections.count ?? 0
        case .compositional: storedCompositional?.sections.count ?? 0
        case nil: 0
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
