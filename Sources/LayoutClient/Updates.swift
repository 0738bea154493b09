public import Foundation

// Updates that animate: the previous data sent beside the new (`Request.previous`,
// `Request.updateAnimation`), and the answer's `updates`, where every element comes from and goes to.
// `UpdateIndex` looks an element's ends up by index path; `RemoteCollectionViewLayout` answers UIKit's
// appearing and disappearing hooks from it.

extension Layoutd {
    /// The data before an update (`previous` on the wire; `FlowPrevious`, `WaterfallPrevious`, … in openapi.yaml):
    /// its sections and where the screen stood, and the scroll view and layout when those changed too. The answer
    /// then carries `updates` (`Response.updates`).
    public struct Previous<Family: LayoutFamily>: Codable, Sendable, Hashable {
        /// The previous data, one entry per section, validated like a request's (problems point under
        /// `/previous/sections`).
        public var sections: [Family.Section]
        /// Where the previous screen stood: the previous answer's `contentOffset`, or the offset it was asked at.
        public var contentOffset: Point
        /// The previous scroll view, when it differs from the request's (a rotation); `nil` is the request's.
        public var collectionView: PreviousCollectionView?
        /// The previous layout, when its parameters differ from the request's; `nil` is the request's. Always of
        /// the request's family (the server answers another with a 422 at `/previous/layout/type`).
        public var layout: Family?

        /// The data `sections` as it stood at `contentOffset`, in `collectionView` and `layout` when they differ
        /// from the request's.
        public init(
            sections: [Family.Section], contentOffset: Point, collectionView: PreviousCollectionView? = nil,
            layout: Family? = nil
        ) {
            self.sections = sections
            self.contentOffset = contentOffset
            self.collectionView = collectionView
            self.layout = layout
        }

        enum CodingKeys: String, CodingKey {
            case sections, contentOffset, collectionView, layout
        }

        /// Writes the previous data, a layout as one flat object with its `type` beside its fields (as in a
        /// request).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(sections, forKey: .sections)
            try container.encode(contentOffset, forKey: .contentOffset)
            try container.encodeIfPresent(collectionView, forKey: .collectionView)
            if let layout { try layout.encodeTyped(to: container.superEncoder(forKey: .layout)) }
        }

        /// Reads the previous data; a `layout.type` of another family is an error.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            sections = try container.decode([Family.Section].self, forKey: .sections)
            contentOffset = try container.decode(Point.self, forKey: .contentOffset)
            collectionView = try container.decodeIfPresent(PreviousCollectionView.self, forKey: .collectionView)
            layout = container.contains(.layout) ? try Family(typed: container.superDecoder(forKey: .layout)) : nil
        }
    }

    /// The scroll view of the data before an update, when it differs from the request's: a `CollectionView`
    /// without `contentOffset` and `contentOffsets` (the previous data is answered at `Previous.contentOffset`).
    public struct PreviousCollectionView: Codable, Sendable, Hashable {
        /// Bounds size.
        public var size: Size
        /// The adjusted content inset (safe area and bars included); `nil` is zero.
        public var contentInset: Insets?
        /// The user interface direction; `nil` is left to right.
        public var layoutDirection: LayoutDirection?
        /// Screen scale, 1…4; `nil` is 1.
        public var scale: Double?
        /// `safeAreaInsets`, read by `compositional` only; `nil` is zero.
        public var safeAreaInsets: Insets?
        /// `layoutMargins`, read by `compositional` only; `nil` is zero.
        public var layoutMargins: Insets?
        /// `readableContentInsets`, read by `compositional` only; `nil` is zero.
        public var readableContentInsets: Insets?

        /// A previous scroll view of `size`; every other field is optional.
        public init(
            size: Size, contentInset: Insets? = nil, layoutDirection: LayoutDirection? = nil, scale: Double? = nil,
            safeAreaInsets: Insets? = nil, layoutMargins: Insets? = nil, readableContentInsets: Insets? = nil
        ) {
            self.size = size
            self.contentInset = contentInset
            self.layoutDirection = layoutDirection
            self.scale = scale
            self.safeAreaInsets = safeAreaInsets
            self.layoutMargins = layoutMargins
            self.readableContentInsets = readableContentInsets
        }

        /// `collectionView` without its `contentOffset` and `contentOffsets`.
        public init(_ collectionView: CollectionView) {
            self.init(
                size: collectionView.size, contentInset: collectionView.contentInset,
                layoutDirection: collectionView.layoutDirection, scale: collectionView.scale,
                safeAreaInsets: collectionView.safeAreaInsets, layoutMargins: collectionView.layoutMargins,
                readableContentInsets: collectionView.readableContentInsets)
        }
    }

    /// How an update animates the ends an element lacks (`updateAnimation`); the server's default is `.fade`.
    ///
    /// Where an optional is expected (`Request.updateAnimation`), write `UpdateAnimation.none` in full: a bare
    /// `.none` is `Optional.none`, which leaves the member out and so asks for `.fade`.
    public enum UpdateAnimation: String, Codable, Sendable, Hashable {
        /// UIKit's observed stock animation: what appears fades in at its final frame, what disappears fades out
        /// where it was in the content.
        case fade
        /// UIKit's documented `nil`: the missing end is the other one, nothing fades.
        case none
        /// MagazineLayout's answers: an inserted cell fades in where it will be on screen when the offset moves
        /// (its final frame moved by `previousOffset - newOffset`); pre-update ends take zIndex 0.
        case magazine
    }

    /// `updates` in an answer to a request with `previous`: the two offsets, and every element the request's
    /// `elements` selects on either side with both its ends. Frames are content coordinates of their own side:
    /// show `from` against `from` (the previous offset) and `to` against `to` (the new one).
    public struct Updates: Codable, Sendable, Hashable {
        /// The previous offset (`previous.contentOffset`).
        public var from: Point
        /// The new offset (given, its default, or resolved from the request's anchor).
        public var to: Point
        /// The elements the new layout has, in the new answer's order, then the deleted ones in the previous
        /// layout's order.
        public var elements: [UpdateElement]

        /// Updates from `from` to `to` of `elements`.
        public init(from: Point, to: Point, elements: [UpdateElement]) {
            self.from = from
            self.to = to
            self.elements = elements
        }

        enum CodingKeys: String, CodingKey {
            case from, to, elements
        }
    }

    /// What an update did to an element.
    public enum UpdateChange: String, Codable, Sendable, Hashable {
        /// Only in the new layout.
        case inserted
        /// Only in the previous layout.
        case deleted
        /// In both, at another index path.
        case moved
        /// In both, at the same index path (its frame may still change).
        case unchanged
    }

    /// One end of an element's animation: its frame (content coordinates of its side), zIndex and alpha.
    public struct UpdateEnd: Codable, Sendable, Hashable {
        /// The frame in content coordinates of this end's side.
        public var frame: Rect
        /// Stacking order.
        public var zIndex: Int
        /// Opacity, 0…1: 1 on an end the element has, the policy's (0 when it fades) on the one it lacks.
        public var alpha: Double

        /// An end at `frame` with `zIndex` and `alpha`.
        public init(frame: Rect, zIndex: Int = 0, alpha: Double = 1) {
            self.frame = frame
            self.zIndex = zIndex
            self.alpha = alpha
        }

        enum CodingKeys: String, CodingKey {
            case frame, zIndex, alpha
        }

        /// This end with its frame moved by `dx`, `dy` (the same place on screen against an offset moved as much).
        public func moved(dx: Double, dy: Double) -> UpdateEnd {
            var end = self
            end.frame.x += dx
            end.frame.y += dy
            return end
        }
    }

    /// One element of an update: what changed, its index paths on each side, and where it comes from and goes to.
    public struct UpdateElement: Codable, Sendable, Hashable {
        /// Inserted, deleted, moved or unchanged.
        public var change: UpdateChange
        /// `[section, item]` in the new layout; `nil` for a deleted element.
        public var indexPath: IndexPath?
        /// `[section, item]` in the previous layout; `nil` for an inserted element.
        public var previousIndexPath: IndexPath?
        /// A cell's item id (the new side's, else the previous side's); `nil` otherwise.
        public var id: String?
        /// Cell, supplementary or decoration.
        public var category: ElementCategory
        /// The supplementary or decoration kind; `nil` for cells.
        public var kind: ElementKind?
        /// Where it comes from, against `Updates.from`.
        public var from: UpdateEnd
        /// Where it goes, against `Updates.to`.
        public var to: UpdateEnd

        /// An element with the given fields.
        public init(
            change: UpdateChange, indexPath: IndexPath? = nil, previousIndexPath: IndexPath? = nil, id: String? = nil,
            category: ElementCategory, kind: ElementKind? = nil, from: UpdateEnd, to: UpdateEnd
        ) {
            self.change = change
            self.indexPath = indexPath
            self.previousIndexPath = previousIndexPath
            self.id = id
            self.category = category
            self.kind = kind
            self.from = from
            self.to = to
        }

        enum CodingKeys: String, CodingKey {
            case change, indexPath, previousIndexPath, id, category, kind, from, to
        }

        /// Reads an element; index paths are JSON arrays of integers.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            change = try container.decode(UpdateChange.self, forKey: .change)
            indexPath = try container.decodeIfPresent([Int].self, forKey: .indexPath).map(IndexPath.init(indexes:))
            previousIndexPath = try container.decodeIfPresent([Int].self, forKey: .previousIndexPath)
                .map(IndexPath.init(indexes:))
            id = try container.decodeIfPresent(String.self, forKey: .id)
            category = try container.decode(ElementCategory.self, forKey: .category)
            kind = try container.decodeIfPresent(ElementKind.self, forKey: .kind)
            from = try container.decode(UpdateEnd.self, forKey: .from)
            to = try container.decode(UpdateEnd.self, forKey: .to)
        }

        /// Writes the element in the server's order, index paths as JSON arrays of integers.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(change, forKey: .change)
            try container.encodeIfPresent(indexPath.map { Array($0) }, forKey: .indexPath)
            try container.encodeIfPresent(previousIndexPath.map { Array($0) }, forKey: .previousIndexPath)
            try container.encodeIfPresent(id, forKey: .id)
            try container.encode(category, forKey: .category)
            try container.encodeIfPresent(kind, forKey: .kind)
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
        }
    }
}

extension Layoutd.Request {
    /// This request as an update of `earlier`: `previous` holds `earlier`'s sections at `offset` (where its screen
    /// stood: its answer's `contentOffset`, or the offset it was asked at), with its scroll view and layout where
    /// they differ from this request's, and `updateAnimation` is `animation`. The answer then carries `updates`.
    ///
    /// Send it with the anchor the earlier answer reported (`keepingPlace(of:)`), so that the new offset keeps the
    /// user's place. A request with `scrollTo` or a timeline cannot carry `previous` (a 400 at `/previous`).
    public func updating(
        from earlier: Self, at offset: Layoutd.Point, animation: Layoutd.UpdateAnimation = .fade
    ) -> Self {
        var next = self
        let before = Layoutd.PreviousCollectionView(earlier.collectionView)
        next.previous = Layoutd.Previous(
            sections: earlier.sections, contentOffset: offset,
            collectionView: before == Layoutd.PreviousCollectionView(collectionView) ? nil : before,
            layout: earlier.layout == layout ? nil : earlier.layout)
        next.updateAnimation = animation
        return next
    }
}
