import LayoutEngine

/// The layout family named by `layout.type` (the `Layout` discriminator's values).
enum FamilyKind: Int, WireNames {
    case flow, waterfall, iglist, magazine, compositional
    static let table = NameTable(Self.self)
}

/// The request object (`FlowLayoutRequest` and its four siblings, which have the same members).
enum RequestField: Int, WireNames {
    case collectionView, layout, sections, elements, scrollTo, timelineEncoding, anchor, previous, updateAnimation
    case fling
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.collectionView, .layout, .sections]
}

/// `CollectionView`.
enum CollectionViewField: Int, WireNames {
    case size, contentInset, contentOffset, scale, layoutDirection, contentOffsets, safeAreaInsets, layoutMargins
    case readableContentInsets
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.size]
}

/// `ElementsKeyword`.
enum ElementsName: Int, WireNames {
    case visible, all
    static let table = NameTable(Self.self)
}

/// `ElementsInRect` and `ElementsInScrollRange`: an object of exactly one of them.
enum ElementsObjectField: Int, WireNames {
    case rect, scrollRange
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = []
}

/// `ScrollRange`: both required.
enum ScrollRangeField: Int, WireNames {
    case from, to
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.from, .to]
}

/// The request's root object, `collectionView` and `elements`.
extension RequestDecoder {
    /// Decodes the whole body. `sections` is decoded as soon as `layout.type` is known; if it comes earlier in
    /// the body it is validated, skipped, and decoded after the root object.
    mutating func decodeRequest() throws(APIError) -> LayoutRequest {
        var collectionView = CollectionViewDescription(size: .zero)
        var elements = ElementsQuery.visible
        var scrollTo: ScrollToDescription?
        var timelineEncoding = TimelineEncoding.full
        var anchor: AnchorRequest?
        var fling: FlingDescription?
        var pending = PendingUpdate()
        var layout = DecodedLayout()
        var deferredSections: (pos: Int, key: Key)?
        var seen = NameSet<RequestField>()

        let c = peek()
        if c == 0 && pos >= count { throw syntaxError("expected a JSON value; the body is empty or blank") }
        if c != UInt8(ascii: "{") {
            try report("must be an object")
            try skipValue()
        } else {
            try enterContainer()
            var first = true
            while let key = try nextMember(&first) {
                guard let f = try field(key, &seen) else { continue }
                switch f {
                case .collectionView: collectionView = try collectionViewObject(key.component)
                case .layout: try layoutObject(key.component, into: &layout)
                case .sections:
                    if layout.kind != nil {
                        try sections(key, into: &layout)
                    } else {
                        deferredSections = (pos, key)
                        try skipValue(at: key.component)
                    }
                case .elements: elements = try elementsValue(key.component)
                case .scrollTo: scrollTo = try scrollToObject(key.component)
                case .timelineEncoding: timelineEncoding = try self.timelineEncoding(key.component)
                case .anchor: anchor = try anchorValue(key.component)
                case .previous:
                    // Read in place once the layout is known (its sections are that family's), else after the root.
                    pending.key = key
                    if layout.kind != nil {
                        pending.parts = try previousObject(key, newLayout: layout)
                    } else {
                        pending.deferredAt = pos
                        try skipValue(at: key.component)
                    }
                case .updateAnimation: pending.animation = (try updateAnimation(key.component), key)
                case .fling: fling = try flingObject(key.component)
                }
            }
            try require(seen)
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
                at: .member(RequestField.scrollTo))
        }
        if case .resolve = anchor {
            // An anchor replaces the offset it resolves: not a timeline's offsets nor scrollTo's.
            if collectionView.contentOffsets != nil {
                try report(
                    "cannot be combined with collectionView.contentOffsets: an anchor resolves one offset",
                    at: .member(RequestField.anchor))
            } else if scrollTo != nil {
                try report(
                    "cannot be combined with scrollTo: both choose the offset (\"report\" can be)",
                    at: .member(RequestField.anchor))
            }
        }
        if case .scrollRange = elements {
            // A range answers every offset of itself: not a timeline's, scrollTo's or an anchor's one offset.
            let other: String? =
                collectionView.contentOffsets != nil
                ? "collectionView.contentOffsets" : scrollTo != nil ? "scrollTo" : anchor != nil ? "anchor" : nil
            if let other {
                try report(
                    "a scrollRange cannot be combined with \(other): the range answers every offset of itself",
                    at: .member(RequestField.elements))
            }
        }
        var resolves = false
        if case .resolve = anchor { resolves = true }
        try checkFling(
            fling, snapping: layout.snapping, offsets: collectionView.contentOffsets != nil, scrollTo: scrollTo != nil,
            resolves: resolves, previous: pending.key != nil)
        let update = try pendingUpdate(
            pending, layout: layout, collectionView: collectionView, scrollTo: scrollTo, elements: elements)
        if !errors.isEmpty { throw APIError.invalid(errors, unknownField: sawUnknownField) }
        try refusePreviousTypeMismatch()
        var description = LayoutDescription(
            collectionView: collectionView, family: layout.family, scrollDirection: layout.scrollDirection,
            pinning: layout.effectivePinning,
            flipsHorizontallyInOppositeLayoutDirection: layout.flipsHorizontallyInOppositeLayoutDirection,
            scrollTo: scrollTo, timelineEncoding: timelineEncoding,
            annotations: annotations.annotations(sectionCount: layout.sectionCount), anchor: anchor,
            verticalLayoutDirection: layout.verticalLayoutDirection,
            shortContentAlignment: layout.shortContentAlignment)
        description.snapping = layout.snapping
        description.fling = fling
        return LayoutRequest(description: description, elements: elements, update: update)
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
        var seen = NameSet<CollectionViewField>()
        var first = true
        while let key = try nextMember(&first) {
            guard let f = try field(key, &seen) else { continue }
            switch f {
            case .size: size = try self.size(key.component)
            case .contentInset: inset = try insets(key.component)
            case .contentOffset: offset = try point(key.component)
            case .scale: scale = try number(key.component, .scale)
            case .layoutDirection: direction = try layoutDirection(key.component)
            case .contentOffsets:
                offsets = try contentOffsets(key.component)
                offsetsKey = key.component
            case .safeAreaInsets: safeArea = try insets(key.component)
            case .layoutMargins: margins = try insets(key.component)
            case .readableContentInsets: readable = try insets(key.component)
            }
        }
        try require(seen)
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

    /// `elements`: `"visible"`, `"all"`, `{"rect": Rect}` or `{"scrollRange": {"from", "to"}}`.
    mutating func elementsValue(_ last: PathComponent) throws(APIError) -> ElementsQuery {
        switch peek() {
        case UInt8(ascii: "\""):
            return try choice(last, ElementsName.self) == .all ? .all : .visible
        case UInt8(ascii: "{"):
            guard try beginObject(last) else { return .visible }
            var result = ElementsQuery.visible
            var seen = NameSet<ElementsObjectField>()
            var first = true
            while let key = try nextMember(&first) {
                switch try field(key, &seen) {
                case .rect: result = .rect(try rect(key.component))
                case .scrollRange: result = try scrollRange(key.component)
                case nil: break
                }
            }
            if seen.contains(.rect) == seen.contains(.scrollRange) {
                try report("must have exactly one of \"rect\" and \"scrollRange\"")
            }
            path.removeLast()
            return result
        default:
            try report(
                "must be \"visible\", \"all\", {\"rect\": {x, y, width, height}} or {\"scrollRange\": {from, to}}",
                at: last)
            try skipValue(at: last)
            return .visible
        }
    }

    /// `scrollRange`: `from <= to`, both coordinates (finite, within ±1e15) along the scroll axis.
    mutating func scrollRange(_ last: PathComponent) throws(APIError) -> ElementsQuery {
        guard try beginObject(last) else { return .visible }
        var from = 0.0
        var to = 0.0
        var seen = NameSet<ScrollRangeField>()
        var first = true
        while let key = try nextMember(&first) {
            guard let f = try field(key, &seen) else { continue }
            switch f {
            case .from: from = try number(key.component, .coordinate)
            case .to: to = try number(key.component, .coordinate)
            }
        }
        try require(seen)
        if seen.contains(.from) && seen.contains(.to) && from > to {
            try report("must have from <= to (got from \(from), to \(to))")
        }
        path.removeLast()
        return .scrollRange(from: from, to: to)
    }
}
