/// Horizontal scrolling is computed as vertical: every description transposed (x↔y, width↔height,
/// top↔leading, bottom↔trailing), and the frames transposed back.
extension CompositionalLayoutDescription {
    var transposed: CompositionalLayoutDescription {
        CompositionalLayoutDescription(
            section: section?.transposed, interSectionSpacing: interSectionSpacing,
            contentInsetsReference: contentInsetsReference,
            boundarySupplementaryItems: boundarySupplementaryItems.map(\.transposed),
            sections: sections.map(\.transposed))
    }
}

/// A mirrored layout is computed unmirrored, where a physical move of `dx` is one of `-dx`: each orthogonal
/// section's `orthogonalContentOffset` (physical, like every coordinate of an answer) has its x negated, so the
/// query moved by it in computing space is the physical query moved by it, mirrored.
extension CompositionalLayoutDescription {
    var mirroringOrthogonalOffsets: CompositionalLayoutDescription {
        var m = self
        for s in m.sections.indices where m.sections[s].orthogonalContentOffset.x != 0 {
            m.sections[s].orthogonalContentOffset.x = -m.sections[s].orthogonalContentOffset.x
        }
        return m
    }
}

extension CompositionalSectionDescription {
    var transposed: CompositionalSectionDescription {
        let list: ItemList<Size>
        switch items {
        case .explicit(let sizes): list = .explicit(sizes.map(\.transposed))
        case .uniform(let count, let item): list = .uniform(count: count, item: item?.transposed)
        }
        return CompositionalSectionDescription(
            items: list, layout: layout?.transposed, orthogonalContentOffset: orthogonalContentOffset.transposed)
    }
}

extension CompositionalSectionLayout {
    var transposed: CompositionalSectionLayout {
        var t = self
        t.group = group.transposed
        t.contentInsets = contentInsets.transposed
        t.boundarySupplementaryItems = boundarySupplementaryItems.map(\.transposed)
        t.decorationItems = decorationItems.map {
            CompositionalDecorationItem(
                elementKind: $0.elementKind, zIndex: $0.zIndex, contentInsets: $0.contentInsets.transposed)
        }
        return t
    }
}

extension CompositionalItem {
    var transposed: CompositionalItem {
        CompositionalItem(
            layoutSize: layoutSize.transposed, contentInsets: contentInsets.transposed,
            edgeSpacing: edgeSpacing.map {
                CompositionalEdgeSpacing(leading: $0.top, top: $0.leading, trailing: $0.bottom, bottom: $0.trailing)
            }, supplementaryItems: supplementaryItems.map(\.transposed), group: group?.transposed)
    }
}

extension CompositionalGroup {
    var transposed: CompositionalGroup {
        let axis: Axis
        switch self.axis {
        case .horizontal: axis = .vertical
        case .vertical: axis = .horizontal
        case .custom: axis = .custom
        }
        let subitems: Subitems
        switch self.subitems {
        case .list(let items): subitems = .list(items.map(\.transposed))
        case .count(let item, let n): subitems = .count(item.transposed, n)
        case .repeating(let item, let n): subitems = .repeating(item.transposed, n)
        case .custom(let items):
            subitems = .custom(items.map { CompositionalCustomItem(frame: $0.frame.transposed, zIndex: $0.zIndex) })
        }
        return CompositionalGroup(axis: axis, interItemSpacing: interItemSpacing, subitems: subitems)
    }
}

extension CompositionalDimension {
    var transposed: CompositionalDimension {
        switch self {
        case .fractionalWidth(let f): .fractionalHeight(f)
        case .fractionalHeight(let f): .fractionalWidth(f)
        case .absolute, .estimated: self
        }
    }
}

extension CompositionalSize {
    var transposed: CompositionalSize {
        CompositionalSize(widthDimension: heightDimension.transposed, heightDimension: widthDimension.transposed)
    }
}

extension DirectionalInsets {
    var transposed: DirectionalInsets {
        DirectionalInsets(top: leading, leading: top, bottom: trailing, trailing: bottom)
    }
}

extension CompositionalAlignment {
    var transposed: CompositionalAlignment {
        switch self {
        case .top: .leading
        case .leading: .top
        case .bottom: .trailing
        case .trailing: .bottom
        case .topTrailing: .bottomLeading
        case .bottomLeading: .topTrailing
        case .topLeading, .bottomTrailing: self
        }
    }
}

extension CompositionalBoundaryItem {
    var transposed: CompositionalBoundaryItem {
        var t = self
        t.layoutSize = layoutSize.transposed
        t.alignment = alignment.transposed
        t.absoluteOffset = absoluteOffset.transposed
        t.contentInsets = contentInsets.transposed
        return t
    }
}

extension CompositionalAnchor {
    var transposed: CompositionalAnchor {
        var e: Edges = []
        if edges.contains(.top) { e.insert(.leading) }
        if edges.contains(.leading) { e.insert(.top) }
        if edges.contains(.bottom) { e.insert(.trailing) }
        if edges.contains(.trailing) { e.insert(.bottom) }
        switch offset {
        case .absolute(let p): return CompositionalAnchor(edges: e, offset: .absolute(p.transposed))
        case .fractional(let p): return CompositionalAnchor(edges: e, offset: .fractional(p.transposed))
        }
    }
}

extension CompositionalAnchoredItem {
    var transposed: CompositionalAnchoredItem {
        CompositionalAnchoredItem(
            elementKind: elementKind, layoutSize: layoutSize.transposed, containerAnchor: containerAnchor.transposed,
            itemAnchor: itemAnchor?.transposed, zIndex: zIndex)
    }
}
