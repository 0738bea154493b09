import LayoutEngine

/// `FlowPrevious` and its four siblings: the previous data of an update (contract v4).
enum PreviousField: Int, WireNames {
    case sections, contentOffset, collectionView, layout
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.sections, .contentOffset]
}

/// `UpdateAnimation`.
enum UpdateAnimationName: Int, WireNames {
    case fade, none, magazine
    static let table = NameTable(Self.self)
}

/// Section ids (contract v4) while one side's sections are read: each section's id and the id index, so that a
/// repeat is reported at once.
struct SectionIDsBuilder {
    /// One entry per section up to the last that has an id (padded with nil before it).
    var ids: [String?] = []
    var index: [String: Int] = [:]

    /// Section `s`'s id; the section that gave it first when it repeats one.
    mutating func set(_ id: String, section s: Int) -> Int? {
        if let earlier = index[id] { return earlier }
        index[id] = s
        while ids.count < s { ids.append(nil) }
        if ids.count == s { ids.append(id) } else { ids[s] = id }
        return nil
    }
}

/// What the request's `previous` and `updateAnimation` become once the root is read.
struct PendingUpdate {
    /// Where `previous`'s value starts, and its key.
    var previous: (pos: Int, key: Key)?
    /// `updateAnimation`, and its key.
    var animation: (value: UpdateAnimation, key: Key)?
}

extension DecodedLayout {
    /// The same layout without its sections: the previous data's layout when `previous` has no `layout`.
    var withoutSections: DecodedLayout {
        var result = self
        switch kind {
        case .flow: result.flow.sections = []
        case .waterfall: result.waterfall.sections = []
        case .iglist: result.iglist.sections = []
        case .magazine: result.magazine.sections = []
        case .compositional: result.compositional.sections = []
        case nil: break
        }
        return result
    }
}

/// `previous`, `updateAnimation` and section ids.
extension RequestDecoder {
    /// `updateAnimation`: `"fade"`, `"none"` or `"magazine"`.
    mutating func updateAnimation(_ last: PathComponent) throws(APIError) -> UpdateAnimation {
        switch try choice(last, UpdateAnimationName.self) {
        case UpdateAnimationName.none?: UpdateAnimation.none
        case .magazine?: .magazine
        case .fade?, nil: .fade
        }
    }

    /// A section's `id` (contract v4): 1 to 256 UTF-8 bytes, unique among the sections of its side (the request's,
    /// or `previous`'s), so a repeat is reported here, naming the section that gave it first.
    mutating func sectionID(_ last: PathComponent) throws(APIError) {
        guard let id = try idString(last, what: "a section id") else { return }
        if let earlier = sectionIDs.set(id, section: annotations.section) {
            try report("repeats the id of /sections/\(earlier)", at: last)
        }
    }

    /// The 422 of a `previous.layout.type` other than the request's, thrown once the request has no 400.
    func refusePreviousTypeMismatch() throws(APIError) {
        guard let pointer = previousTypeMismatch else { return }
        throw APIError.unprocessable(
            "the previous data's layout must be of the request's family: an update animates a change of data, "
                + "not of layout family",
            pointer: pointer)
    }

    /// The update the root's `previous` and `updateAnimation` ask for, read after the root object (the new
    /// request's layout and scroll view known): `nil` without `previous`. Their combinations with the other
    /// members are checked here: `previous` with a timeline or `scrollTo` is a 400 at `/previous`,
    /// `updateAnimation` without `previous` a 400 at `/updateAnimation`.
    mutating func pendingUpdate(
        _ pending: PendingUpdate, layout: DecodedLayout, collectionView: CollectionViewDescription,
        scrollTo: ScrollToDescription?
    ) throws(APIError) -> UpdateDescription? {
        guard let (start, key) = pending.previous else {
            if let (_, key) = pending.animation {
                try report("is only for a request with \"previous\" (the data before the update)", at: key.component)
            }
            return nil
        }
        if collectionView.contentOffsets != nil {
            try report(
                "cannot be combined with collectionView.contentOffsets: an update answers at one offset",
                at: key.component)
        } else if scrollTo != nil {
            try report(
                "cannot be combined with scrollTo: an update's new offset is given or resolved from an anchor",
                at: key.component)
        }
        guard layout.kind != nil else { return nil }  // the layout's own errors are reported
        let end = pos
        pos = start
        defer { pos = end }
        return try previousObject(
            key, newLayout: layout, newCollectionView: collectionView, animation: pending.animation?.value ?? .fade)
    }

    /// `previous`: `sections` and `contentOffset` (required), `collectionView` (without `contentOffset` and
    /// `contentOffsets`) and `layout` (absent: the new request's). Everything inside is validated like a request,
    /// with pointers under `/previous`; its items and sections count against the same limits as the new
    /// request's (the two sides together), and its ids are unique within it.
    mutating func previousObject(
        _ key: Key, newLayout: DecodedLayout, newCollectionView: CollectionViewDescription, animation: UpdateAnimation
    ) throws(APIError) -> UpdateDescription? {
        guard try beginObject(key.component) else { return nil }
        // The previous side's ids and estimates are its own; the new side's are kept aside meanwhile.
        let newAnnotations = annotations
        let newSectionIDs = sectionIDs
        annotations = AnnotationsBuilder()
        sectionIDs = SectionIDsBuilder()
        sectionBase = newLayout.sectionCount

        var offset = Point.zero
        var ownCollectionView: CollectionViewDescription?
        var ownLayout: DecodedLayout?
        var sectionsAt: (pos: Int, key: Key)?
        var seen = NameSet<PreviousField>()
        var first = true
        while let member = try nextMember(&first) {
            guard let f = try field(member, &seen, owner: "previous") else { continue }
            let c = member.component
            switch f {
            case .sections:
                sectionsAt = (pos, member)
                try skipValue(at: c)
            case .contentOffset: offset = try point(c)
            case .collectionView:
                let cv = try collectionViewObject(c)
                path.append(c)
                if !cv.contentOffsetIsDefault {
                    try report(
                        "is not read here: the previous offset is previous.contentOffset",
                        at: .member(CollectionViewField.contentOffset))
                }
                if cv.contentOffsets != nil {
                    try report(
                        "cannot be used here: the previous data is answered at one offset, previous.contentOffset",
                        at: .member(CollectionViewField.contentOffsets))
                }
                path.removeLast()
                ownCollectionView = cv
            case .layout:
                var decoded = DecodedLayout()
                try layoutObject(c, into: &decoded)
                ownLayout = decoded
            }
        }
        try require(seen)

        var layout = ownLayout ?? newLayout.withoutSections
        if let (sectionsPos, sectionsKey) = sectionsAt, layout.kind != nil {
            let end = pos
            pos = sectionsPos
            try sections(sectionsKey, into: &layout)
            pos = end
        }
        let mismatch = layout.kind != nil && layout.kind != newLayout.kind
        let typePointer = pointer(.member(PreviousField.layout)) + "/type"
        path.removeLast()

        var cv = ownCollectionView ?? newCollectionView
        cv.contentOffsets = nil
        cv.contentOffset = offset
        let previous = LayoutDescription(
            collectionView: cv, family: layout.family, scrollDirection: layout.scrollDirection,
            pinning: layout.effectivePinning,
            flipsHorizontallyInOppositeLayoutDirection: layout.flipsHorizontallyInOppositeLayoutDirection,
            annotations: annotations.annotations(sectionCount: layout.sectionCount),
            verticalLayoutDirection: layout.verticalLayoutDirection,
            shortContentAlignment: layout.shortContentAlignment)
        let previousSectionIDs = sectionIDs.ids
        annotations = newAnnotations
        sectionIDs = newSectionIDs
        sectionBase = 0

        if mismatch { previousTypeMismatch = typePointer }
        return UpdateDescription(
            previous: previous, animation: animation, sectionIDs: newSectionIDs.ids,
            previousSectionIDs: previousSectionIDs, hasOwnLayout: ownLayout != nil,
            hasOwnCollectionView: ownCollectionView != nil)
    }
}
