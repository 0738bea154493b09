import LayoutEngine

/// `FlowPrevious` and its four siblings: the previous data of an update.
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

/// Section ids while one side's sections are read: each section's id and the id index, so that a
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

/// The request's `previous` and `updateAnimation` while the root is read: `previous` is read where it stands when
/// the request's `layout` came before it (the usual order), else skipped and read after the root.
struct PendingUpdate {
    /// `previous`'s key, and where its value starts when it is read after the root.
    var key: Key?
    var deferredAt: Int?
    /// `previous` as read.
    var parts: PreviousParts?
    /// `updateAnimation`, and its key.
    var animation: (value: UpdateAnimation, key: Key)?
}

/// `previous` as read, before the request's scroll view (its default) is known.
struct PreviousParts {
    var offset: Point
    var collectionView: CollectionViewDescription?
    var ownLayout: Bool
    /// The previous layout with its sections.
    var layout: DecodedLayout
    var annotations: ItemAnnotations
    var sectionIDs: [String?]
}

extension DecodedLayout {
    /// This layout with `other`'s sections (both of one family).
    mutating func takeSections(from other: DecodedLayout) {
        switch kind {
        case .flow: flow.sections = other.flow.sections
        case .waterfall: waterfall.sections = other.waterfall.sections
        case .iglist: iglist.sections = other.iglist.sections
        case .magazine: magazine.sections = other.magazine.sections
        case .compositional: compositional.sections = other.compositional.sections
        case nil: break
        }
    }

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

    /// A section's `id`: 1 to 256 UTF-8 bytes, unique among the sections of its side (the request's,
    /// or `previous`'s), so a repeat is reported here, naming the section that gave it first.
    mutating func sectionID(_ last: PathComponent) throws(APIError) {
        guard let id = try boundedString(last, maxBytes: Self.maxIDLength, what: "a section id") else { return }
        annotations.marks &+= 1
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

    /// The update the root's `previous` and `updateAnimation` ask for, once the root object is read (the new
    /// request's layout and scroll view known): `nil` without `previous`. A `previous` written before `layout` is
    /// read now. Their combinations with the other members are checked here: `previous` with a timeline or
    /// `scrollTo` or a scroll range is a 400 at `/previous`, `updateAnimation` without `previous` a 400 at
    /// `/updateAnimation`.
    mutating func pendingUpdate(
        _ pending: PendingUpdate, layout: DecodedLayout, collectionView: CollectionViewDescription,
        scrollTo: ScrollToDescription?, elements: ElementsQuery
    ) throws(APIError) -> UpdateDescription? {
        guard let key = pending.key else {
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
        } else if case .scrollRange = elements {
            try report(
                "cannot be combined with a scrollRange: an update answers at one offset", at: key.component)
        }
        var parts = pending.parts
        if let start = pending.deferredAt, layout.kind != nil {
            let end = pos
            pos = start
            parts = try previousObject(key, newLayout: layout)
            pos = end
        }
        guard let parts else { return nil }  // not an object, or the layout's own errors are reported
        var cv = parts.collectionView ?? collectionView
        cv.contentOffsets = nil
        cv.contentOffset = parts.offset
        let previous = LayoutDescription(
            collectionView: cv, family: parts.layout.family, scrollDirection: parts.layout.scrollDirection,
            pinning: parts.layout.effectivePinning,
            flipsHorizontallyInOppositeLayoutDirection: parts.layout.flipsHorizontallyInOppositeLayoutDirection,
            annotations: parts.annotations, verticalLayoutDirection: parts.layout.verticalLayoutDirection,
            shortContentAlignment: parts.layout.shortContentAlignment)
        return UpdateDescription(
            previous: previous, animation: pending.animation?.value ?? .fade, sectionIDs: sectionIDs.ids,
            previousSectionIDs: parts.sectionIDs, hasOwnLayout: parts.ownLayout,
            hasOwnCollectionView: parts.collectionView != nil)
    }

    /// `previous`: `sections` and `contentOffset` (required), `collectionView` (without `contentOffset` and
    /// `contentOffsets`) and `layout` (absent: the new request's), read once, in place. Everything inside is
    /// validated like a request, with pointers under `/previous`; its items and sections count against the same
    /// limits as the new request's (the two sides together); its ids are unique within it. The sections are read as
    /// the request's family's (the schema's `FlowPrevious.sections` are `FlowSection`s), also when `layout` names
    /// another family, which is a 422 once the request has no 400; with the previous layout's `estimatedItemSize`
    /// when that layout was read first, and read again in the rare body whose later `layout` has another one.
    mutating func previousObject(_ key: Key, newLayout: DecodedLayout) throws(APIError) -> PreviousParts? {
        guard try beginObject(key.component) else { return nil }
        // The previous side's ids and estimates are its own; the new side's are kept aside meanwhile.
        let newAnnotations = annotations
        let newSectionIDs = sectionIDs
        annotations = AnnotationsBuilder()
        sectionIDs = SectionIDsBuilder()
        let newKind = newLayout.kind
        let template = newLayout.withoutSections

        var offset = Point.zero
        var ownCollectionView: CollectionViewDescription?
        var ownLayout: DecodedLayout?
        var decoded = template
        /// Where the sections were read, the state before them, the errors they reported, and the estimate they
        /// were read with.
        var sectionsRead: (key: Key, pos: Int, state: SectionsState, reported: Range<Int>, estimate: Size?)?
        var seen = NameSet<PreviousField>()
        var first = true
        while let member = try nextMember(&first) {
            guard let f = try field(member, &seen, owner: "previous") else { continue }
            let c = member.component
            switch f {
            case .sections:
                let layout = ownLayout.flatMap { $0.kind == newKind ? $0 : nil } ?? template
                let (start, state) = (pos, sectionsState)
                decoded = layout
                try sections(member, into: &decoded)
                sectionsRead = (member, start, state, state.errors..<errors.count, layout.estimatedItemSize)
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
                var layout = DecodedLayout()
                try layoutObject(c, into: &layout)
                ownLayout = layout
            }
        }
        try require(seen)

        let mismatch = ownLayout?.kind != nil && ownLayout?.kind != newKind
        var layout = decoded
        if let own = ownLayout, !mismatch {
            layout = own
            layout.takeSections(from: decoded)
            // Read with the request's estimate before this layout's was known: read again with its own.
            if let read = sectionsRead, read.estimate != own.estimatedItemSize {
                let end = pos
                pos = read.pos
                // What reading them changed goes back (what the members after them reported stays).
                errors.removeSubrange(read.reported)
                itemTotal = read.state.itemTotal
                sectionTotal = read.state.sectionTotal
                let usesV3 = annotations.usesV3
                annotations = read.state.annotations
                annotations.usesV3 = annotations.usesV3 || usesV3
                sectionIDs = read.state.sectionIDs
                layout.takeSections(from: template)
                try sections(read.key, into: &layout)
                pos = end
            }
        }
        if mismatch { previousTypeMismatch = pointer(.member(PreviousField.layout)) + "/type" }
        path.removeLast()

        let parts = PreviousParts(
            offset: offset, collectionView: ownCollectionView, ownLayout: ownLayout != nil, layout: layout,
            annotations: annotations.annotations(sectionCount: layout.sectionCount), sectionIDs: sectionIDs.ids)
        annotations = newAnnotations
        sectionIDs = newSectionIDs
        return parts
    }
}

/// What reading a `sections` array changes in the decoder, so that one can be read again from where it began.
struct SectionsState {
    var errors: Int
    var itemTotal: Int
    var sectionTotal: Int
    var annotations: AnnotationsBuilder
    var sectionIDs: SectionIDsBuilder
}

extension RequestDecoder {
    /// The state `sections` changes, before it reads an array.
    var sectionsState: SectionsState {
        SectionsState(
            errors: errors.count, itemTotal: itemTotal, sectionTotal: sectionTotal, annotations: annotations,
            sectionIDs: sectionIDs)
    }
}
