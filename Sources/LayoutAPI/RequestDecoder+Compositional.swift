import LayoutEngine

/// `CompositionalLayout`'s own members (after `LayoutField`'s).
enum CompositionalLayoutField: Int, WireNames {
    case interSectionSpacing, contentInsetsReference, boundarySupplementaryItems, section
    static let table = NameTable(Self.self)
}

/// `CompositionalSection`: a data section.
enum CompositionalSectionField: Int, WireNames {
    case items, itemCount, layout, orthogonalContentOffset, estimated, id
    static let table = NameTable(Self.self)
}

/// `CompositionalSectionLayout`: an `NSCollectionLayoutSection`.
enum CompositionalSectionLayoutField: Int, WireNames {
    case group, contentInsets, contentInsetsReference, interGroupSpacing, orthogonalScrollingBehavior
    case supplementariesFollowContentInsets, boundarySupplementaryItems, decorationItems
    case orthogonalScrollingProperties
    static let table = NameTable(Self.self)
    static let required: NameSet<Self> = [.group]
}

/// `DirectionalInsets`: each edge optional.
enum DirectionalInsetsField: Int, WireNames {
    case top, leading, bottom, trailing
    static let table = NameTable(Self.self)
}

/// A `contentInsetsReference` (the layout's may not be `automatic`).
enum ContentInsetsReferenceName: Int, WireNames {
    case automatic, none, safeArea, layoutMargins, readableContent
    static let table = NameTable(Self.self)

    var reference: ContentInsetsReference {
        switch self {
        case .automatic: .automatic
        case .none: .none
        case .safeArea: .safeArea
        case .layoutMargins: .layoutMargins
        case .readableContent: .readableContent
        }
    }
}

/// `CompositionalSectionLayout.orthogonalScrollingBehavior`.
enum OrthogonalScrollingName: Int, WireNames {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
    static let table = NameTable(Self.self)
}

/// `compositional`: the layout's configuration, its section (`NSCollectionLayoutSection`) and the data sections.
extension RequestDecoder {
    /// One of compositional's own layout fields.
    mutating func compositionalLayoutField(
        _ f: CompositionalLayoutField, _ c: PathComponent, _ layout: inout CompositionalLayoutDescription
    ) throws(APIError) {
        switch f {
        case .interSectionSpacing: layout.interSectionSpacing = try number(c)
        case .contentInsetsReference:
            let reference = try choice(c, ContentInsetsReferenceName.self)
            if reference == .automatic {
                try report("must not be \"automatic\" for the layout (the layout's default is \"safeArea\")", at: c)
            }
            layout.contentInsetsReference = reference == .automatic ? .safeArea : reference?.reference ?? .safeArea
        case .boundarySupplementaryItems: layout.boundarySupplementaryItems = try boundaryItems(c)
        case .section: layout.section = try sectionLayout(c)
        }
    }

    /// One data section: `items` (measured sizes; `{"estimated": true}` alone is unmeasured) or `itemCount`, the
    /// section provider's `layout`, `orthogonalContentOffset` and `estimated`.
    mutating func compositionalSection(_ last: PathComponent) throws(APIError) -> CompositionalSectionDescription {
        var section = CompositionalSectionDescription(items: .explicit([]))
        guard try beginObject(last) else { return section }
        var seen = NameSet<CompositionalSectionField>()
        var first = true
        while let key = try nextMember(&first) {
            let c = key.component
            guard let f = try field(key, &seen, owner: "a compositional section") else { continue }
            switch f {
            case .items: section.items = .explicit(try sizeItems(c, rules: .compositional))
            case .itemCount:
                section.items = .uniform(count: try integer(c, in: 0...limits.maxUniformItemCount), item: nil)
            case .layout: section.layout = try sectionLayout(c)
            case .orthogonalContentOffset: section.orthogonalContentOffset = try point(c)
            case .estimated: if try estimatedFlag(c) { annotations.markSectionEstimated() }
            case .id: try sectionID(c)
            }
        }
        try requireOneItemSource(hasItems: seen.contains(.items), hasCount: seen.contains(.itemCount))
        path.removeLast()
        return section
    }

    /// An `NSCollectionLayoutSection`: `group` (a group, required) and the section's properties.
    mutating func sectionLayout(_ last: PathComponent) throws(APIError) -> CompositionalSectionLayout {
        let placeholder = CompositionalItem(
            layoutSize: CompositionalSize(widthDimension: .absolute(0), heightDimension: .absolute(0)))
        var section = CompositionalSectionLayout(group: placeholder)
        guard try beginObject(last) else { return section }
        var seen = NameSet<CompositionalSectionLayoutField>()
        var first = true
        while let key = try nextMember(&first) {
            let c = key.component
            guard let f = try field(key, &seen, owner: "a compositional section layout") else { continue }
            switch f {
            case .group: section.group = try compositionalItem(c, mustBeGroup: true)
            case .contentInsets: section.contentInsets = try directionalInsets(c)
            case .contentInsetsReference:
                section.contentInsetsReference =
                    (try choice(c, ContentInsetsReferenceName.self) ?? .automatic).reference
            case .interGroupSpacing: section.interGroupSpacing = try number(c)
            case .orthogonalScrollingBehavior:
                switch try choice(c, OrthogonalScrollingName.self) {
                case .none?, nil: section.orthogonalScrollingBehavior = .none
                case .continuous?: section.orthogonalScrollingBehavior = .continuous
                case .continuousGroupLeadingBoundary?:
                    section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
                case .paging?: section.orthogonalScrollingBehavior = .paging
                case .groupPaging?: section.orthogonalScrollingBehavior = .groupPaging
                case .groupPagingCentered?: section.orthogonalScrollingBehavior = .groupPagingCentered
                }
            case .supplementariesFollowContentInsets: section.supplementariesFollowContentInsets = try boolean(c)
            case .boundarySupplementaryItems: section.boundarySupplementaryItems = try boundaryItems(c)
            case .decorationItems: section.decorationItems = try decorationItems(c)
            case .orthogonalScrollingProperties:
                section.orthogonalScrollingProperties = try orthogonalScrollingProperties(c)
            }
        }
        try require(seen)
        path.removeLast()
        return section
    }

    /// `NSDirectionalEdgeInsets`: `{top, leading, bottom, trailing}`, each optional (0) and `>= 0`.
    mutating func directionalInsets(_ last: PathComponent) throws(APIError) -> DirectionalInsets {
        guard try beginObject(last) else { return .zero }
        var result = DirectionalInsets.zero
        var seen = NameSet<DirectionalInsetsField>()
        var first = true
        while let key = try nextMember(&first) {
            guard let f = try field(key, &seen) else { continue }
            switch f {
            case .top: result.top = try number(key.component)
            case .leading: result.leading = try number(key.component)
            case .bottom: result.bottom = try number(key.component)
            case .trailing: result.trailing = try number(key.component)
            }
        }
        path.removeLast()
        return result
    }

    /// A JSON string value, unescaped.
    mutating func stringValue(_ last: PathComponent) throws(APIError) -> String {
        guard peek() == UInt8(ascii: "\"") else {
            try report("must be a string", at: last)
            try skipValue(at: last)
            return ""
        }
        path.append(last)
        let s = try readString()
        path.removeLast()
        if s.escaped { return String(decoding: unescapedKey, as: UTF8.self) }
        return String(decoding: UnsafeBufferPointer(start: base + s.start, count: s.end - s.start), as: UTF8.self)
    }

    /// Reads `null` when it is next (`true`), else leaves the value unread.
    mutating func null(_ last: PathComponent) throws(APIError) -> Bool {
        guard peek() == UInt8(ascii: "n") else { return false }
        path.append(last)
        try readLiteral("null")
        path.removeLast()
        return true
    }
}
