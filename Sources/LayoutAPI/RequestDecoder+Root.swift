import LayoutEngine

/// The layout family named by `layout.type`.
enum FamilyKind: Int {
    case flow, waterfall, iglist, magazine, compositional
}

/// The request's root object, `collectionView` and `elements`.
extension RequestDecoder {
    static let rootFields: [StaticString] = [
        "collectionView", "layout", "sections", "elements", "scrollTo", "timelineEncoding",
    ]
    static let collectionViewFields: [StaticString] = [
        "size", "contentInset", "contentOffset", "scale", "layoutDirection", "contentOffsets",
        "safeAreaInsets", "layoutMargins", "readableContentInsets",
    ]
    static let elementsNames: [StaticString] = ["visible", "all"]

    /// Decodes the whole body. `sections` is decoded as soon as `layout.type` is known; if it comes earlier in
    /// the body it is validated, skipped, and decoded after the root object.
    mutating func decodeRequest() throws(APIError) -> LayoutRequest {
        var collectionView = CollectionViewDescription(size: .zero)
        var elements = ElementsQuery.visible
        var scrollTo: ScrollToDescription?
        var timelineEncoding = TimelineEncoding.full
        var layout = DecodedLayout()
        var deferredSections: (pos: Int, key: Key)?
        var seen: UInt64 = 0

        let c = peek()
        if c == 0 && pos >= count { throw syntaxError("expected a JSON value; the body is empty or blank") }
        if c != UInt8(ascii: "{") {
            try report("must be an object")
            try skipValue()
        } else {
            try enterContainer()
            var first = true
            while let key = try nextMember(&first) {
                switch try field(key, Self.rootFields, &seen) {
                case 0: collectionView = try collectionViewObject(key.component)
                case 1: try layoutObject(key.component, into: &layout)
                case 2:
                    if layout.kind != nil {
                        try sections(key, into: &layout)
                    } else {
                        deferredSections = (pos, key)
                        try skipValue(at: key.component)
                    }
                case 3: elements = try elementsValue(key.component)
                case 4: scrollTo = try scrollToObject(key.component)
                case 5: timelineEncoding = try self.timelineEncoding(key.component)
                default: break
                }
            }
            try require(Self.rootFields, 7, seen)
        }
        if peek() != 0 || pos < count { throw syntaxError("unexpected data after the JSON value") }
        if let (sectionsPos, key) = deferredSections, layout.kind != nil {
            let end = pos
            pos = sectionsPos
            try sections(key, into: &layout)
            pos = end
        }
        if scrollTo != nil && collectionView.contentOffsets != nil {
            try report(
                "cannot be combined with collectionView.contentOffsets: scrollTo answers at one offset",
                at: .name("scrollTo"))
        }
        if !errors.isEmpty { throw APIError.invalid(errors) }
        let description = LayoutDescription(
            collectionView: collectionView, family: layout.family, scrollDirection: layout.scrollDirection,
            pinning: layout.effectivePinning,
            flipsHorizontallyInOppositeLayoutDirection: layout.flipsHorizontallyInOppositeLayoutDirection,
            scrollTo: scrollTo, timelineEncoding: timelineEncoding)
        return LayoutRequest(description: description, elements: elements)
    }

    /// `collectionView`: `size` (required), `contentInset`, `contentOffset` (default: scrolled to the top), `scale`.
    mutating func collectionViewObject(_ last: PathComponent) throws(APIError) -> CollectionViewDescription {
        guard try beginObject(last) else { return CollectionViewDescription(size: .zero) }
        var size = Size.zero
        var inset = EdgeInsets.zero
        var offset: Point?
        var scale = 1.0
        var safeArea = EdgeInsets.zero
        var margins = EdgeInsets.zero
        var readable = EdgeInsets.zero
        var direction = LayoutDirection.leftToRight
        var offsets: [Point]?
        var offsetsKey: PathComponent?
        var seen: UInt64 = 0
        var first = true
        while let key = try nextMember(&first) {
            switch try field(key, Self.collectionViewFields, &seen) {
            case 0: size = try self.size(key.component)
            case 1: inset = try insets(key.component)
            case 2: offset = try point(key.component)
            case 3: scale = try number(key.component, .scale)
            case 4: direction = try layoutDirection(key.component)
            case 5:
                offsets = try contentOffsets(key.component)
                offsetsKey = key.component
            case 6: safeArea = try insets(key.component)
            case 7: margins = try insets(key.component)
            case 8: readable = try insets(key.component)
            default: break
            }
        }
        try require(Self.collectionViewFields, 1, seen)
        if offset != nil, let offsetsKey {
            try report(
                "cannot be combined with contentOffset: a timeline replaces the single offset", at: offsetsKey)
        }
        path.removeLast()
        var result = CollectionViewDescription(
            size: size, contentInset: inset, contentOffset: offset, scale: scale, layoutDirection: direction,
            contentOffsets: offsets)
        result.safeAreaInsets = safeArea
        result.layoutMargins = margins
        result.readableContentInsets = readable
        return result
    }

    /// `elements`: `"visible"`, `"all"` or `{"rect": Rect}`.
    mutating func elementsValue(_ last: PathComponent) throws(APIError) -> ElementsQuery {
        switch peek() {
        case UInt8(ascii: "\""):
            return try choice(last, Self.elementsNames) == 1 ? .all : .visible
        case UInt8(ascii: "{"):
            guard try beginObject(last) else { return .visible }
            var result = ElementsQuery.visible
            var seen: UInt64 = 0
            var first = true
            while let key = try nextMember(&first) {
                if try field(key, ["rect"], &seen) == 0 { result = .rect(try rect(key.component)) }
            }
            try require(["rect"], 1, seen)
            path.removeLast()
            return result
        default:
            try report("must be \"visible\", \"all\" or {\"rect\": {x, y, width, height}}", at: last)
            try skipValue(at: last)
            return .visible
        }
    }
}
