extension Layoutd {
    /// `UICollectionViewCompositionalLayout` with its configuration (docs/compositional.md): UIKit's names and
    /// defaults.
    ///
    /// A null on the wire (`edgeSpacing`, a spacing, `itemAnchor`) means what leaving it out means, so the types
    /// read it as absent.
    public struct CompositionalLayout: LayoutFamily {
        /// Compositional sections.
        public typealias Section = CompositionalSection
        /// `"compositional"`.
        public static let type = "compositional"

        /// `UIContentInsetsReference` of the layout configuration.
        public enum ContentInsetsReference: String, Codable, Sendable, Hashable {
            /// The default for a section: the layout's.
            case automatic
            /// No insets.
            case none
            /// `safeAreaInsets` (the layout's default).
            case safeArea
            /// `layoutMargins`.
            case layoutMargins
            /// `readableContentInsets`.
            case readableContent
        }

        /// `nil` is vertical.
        public var scrollDirection: ScrollDirection?
        /// Only `offset`, `stickHeight` and `zIndex` apply: this family pins boundary items that ask for it.
        public var pinning: Pinning?
        /// Whether right to left mirrors the layout; `nil` is the family's answer (compositional mirrors).
        public var flipsHorizontallyInOppositeLayoutDirection: Bool?
        /// Which end the screen keeps (`.bottomToTop` for a chat): the anchor answers report, and the default
        /// offset; `nil` is `.topToBottom`; vertical scrolling only.
        public var verticalLayoutDirection: VerticalLayoutDirection?
        /// Where content shorter than the visible area sits; `nil` is `.top`; vertical scrolling only.
        public var shortContentAlignment: ShortContentAlignment?
        /// Where flings come to rest (`Snapping`); `nil` is plain deceleration.
        public var snapping: Snapping?
        /// Space between sections, 0.
        public var interSectionSpacing: Double?
        /// Which insets the layout container subtracts, `.safeArea`.
        public var contentInsetsReference: ContentInsetsReference?
        /// Layout-level boundary supplementaries.
        public var boundarySupplementaryItems: [BoundaryItem]?
        /// The section every data section without its own `layout` uses.
        public var section: SectionLayout?

        /// A compositional layout; every field left `nil` takes UIKit's default.
        public init(
            scrollDirection: ScrollDirection? = nil, pinning: Pinning? = nil,
            flipsHorizontallyInOppositeLayoutDirection: Bool? = nil,
            verticalLayoutDirection: VerticalLayoutDirection? = nil,
            shortContentAlignment: ShortContentAlignment? = nil,
            interSectionSpacing: Double? = nil,
            contentInsetsReference: ContentInsetsReference? = nil, boundarySupplementaryItems: [BoundaryItem]? = nil,
            section: SectionLayout? = nil, snapping: Snapping? = nil
        ) {
            self.scrollDirection = scrollDirection
            self.pinning = pinning
            self.flipsHorizontallyInOppositeLayoutDirection = flipsHorizontallyInOppositeLayoutDirection
            self.verticalLayoutDirection = verticalLayoutDirection
            self.shortContentAlignment = shortContentAlignment
            self.interSectionSpacing = interSectionSpacing
            self.contentInsetsReference = contentInsetsReference
            self.boundarySupplementaryItems = boundarySupplementaryItems
            self.section = section
            self.snapping = snapping
        }

        /// `NSCollectionLayoutSection`.
        public struct SectionLayout: Codable, Sendable, Hashable {
            /// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
            public enum OrthogonalScrollingBehavior: String, Codable, Sendable, Hashable {
                case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
            }

            /// The group repeated along the section.
            public var group: Group
            /// The section's content insets.
            public var contentInsets: DirectionalInsets?
            /// Which insets the section subtracts, `.automatic`.
            public var contentInsetsReference: ContentInsetsReference?
            /// Space between groups, 0.
            public var interGroupSpacing: Double?
            /// Scrolling across the layout's axis, `.none`.
            public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior?
            /// Whether boundary supplementaries follow the content insets, true.
            public var supplementariesFollowContentInsets: Bool?
            /// The section's headers and footers.
            public var boundarySupplementaryItems: [BoundaryItem]?
            /// Its backgrounds.
            public var decorationItems: [DecorationItem]?
            /// An orthogonal section's own rate and bounce, read by flings (iOS 17); `nil` is `automatic`.
            public var orthogonalScrollingProperties: OrthogonalScrollingProperties?

            /// A section of `group`.
            public init(
                group: Group, contentInsets: DirectionalInsets? = nil,
                contentInsetsReference: ContentInsetsReference? = nil, interGroupSpacing: Double? = nil,
                orthogonalScrollingBehavior: OrthogonalScrollingBehavior? = nil,
                supplementariesFollowContentInsets: Bool? = nil, boundarySupplementaryItems: [BoundaryItem]? = nil,
                decorationItems: [DecorationItem]? = nil,
                orthogonalScrollingProperties: OrthogonalScrollingProperties? = nil
            ) {
                self.group = group
                self.contentInsets = contentInsets
                self.contentInsetsReference = contentInsetsReference
                self.interGroupSpacing = interGroupSpacing
                self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
                self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
                self.boundarySupplementaryItems = boundarySupplementaryItems
                self.decorationItems = decorationItems
                self.orthogonalScrollingProperties = orthogonalScrollingProperties
            }
        }

        /// An item or a group, as a group's subitem.
        public indirect enum Subitem: Codable, Sendable, Hashable {
            /// `NSCollectionLayoutItem`.
            case item(Item)
            /// `NSCollectionLayoutGroup`.
            case group(Group)

            enum CodingKeys: String, CodingKey {
                case group
            }

            /// Writes the item or group.
            public func encode(to encoder: any Encoder) throws {
                switch self {
                case .item(let item): try item.encode(to: encoder)
                case .group(let group): try group.encode(to: encoder)
                }
            }

            /// Reads a group when the object has `group`, else an item.
            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self = container.contains(.group) ? .group(try Group(from: decoder)) : .item(try Item(from: decoder))
            }
        }

        /// `NSCollectionLayoutItem`.
        public struct Item: Codable, Sendable, Hashable {
            /// Its size.
            public var layoutSize: Size
            /// Insets of the cell inside its slot.
            public var contentInsets: DirectionalInsets?
            /// Space around the item.
            public var edgeSpacing: EdgeSpacing?
            /// Supplementaries anchored to the item.
            public var supplementaryItems: [SupplementaryItem]?

            /// An item of `layoutSize`.
            public init(
                layoutSize: Size, contentInsets: DirectionalInsets? = nil, edgeSpacing: EdgeSpacing? = nil,
                supplementaryItems: [SupplementaryItem]? = nil
            ) {
                self.layoutSize = layoutSize
                self.contentInsets = contentInsets
                self.edgeSpacing = edgeSpacing
                self.supplementaryItems = supplementaryItems
            }
        }

        /// `NSCollectionLayoutGroup`: exactly one of `subitems`, `subitem` + `count`, `repeatingSubitem` + `count`,
        /// or `customItems` (with `.custom`).
        public struct Group: Codable, Sendable, Hashable {
            /// The group's axis.
            public enum Kind: String, Codable, Sendable, Hashable {
                case horizontal, vertical, custom
            }

            /// Horizontal, vertical or custom.
            public var group: Kind
            /// Its size.
            public var layoutSize: Size
            /// Its content insets.
            public var contentInsets: DirectionalInsets?
            /// Space around the group.
            public var edgeSpacing: EdgeSpacing?
            /// Supplementaries anchored to the group.
            public var supplementaryItems: [SupplementaryItem]?
            /// Space between its subitems.
            public var interItemSpacing: Spacing?
            /// Subitems walked cyclically while they fit.
            public var subitems: [Subitem]?
            /// One subitem repeated `count` times at `1/count` of the length (iOS 13).
            public var subitem: Subitem?
            /// One subitem repeated `count` times at its own size (iOS 16).
            public var repeatingSubitem: Subitem?
            /// The repetitions of `subitem` or `repeatingSubitem`.
            public var count: Int?
            /// A custom group's frames.
            public var customItems: [CustomItem]?

            /// A group; set exactly one way of giving its subitems.
            public init(
                _ group: Kind, layoutSize: Size, contentInsets: DirectionalInsets? = nil,
                edgeSpacing: EdgeSpacing? = nil, supplementaryItems: [SupplementaryItem]? = nil,
                interItemSpacing: Spacing? = nil, subitems: [Subitem]? = nil, subitem: Subitem? = nil,
                repeatingSubitem: Subitem? = nil, count: Int? = nil, customItems: [CustomItem]? = nil
            ) {
                self.group = group
                self.layoutSize = layoutSize
                self.contentInsets = contentInsets
                self.edgeSpacing = edgeSpacing
                self.supplementaryItems = supplementaryItems
                self.interItemSpacing = interItemSpacing
                self.subitems = subitems
                self.subitem = subitem
                self.repeatingSubitem = repeatingSubitem
                self.count = count
                self.customItems = customItems
            }
        }

        /// A custom group's item: its frame in the group's content box.
        public struct CustomItem: Codable, Sendable, Hashable {
            /// The frame.
            public var frame: Rect
            /// Its cell's zIndex, 0.
            public var zIndex: Int?

            /// An item at `frame`.
            public init(frame: Rect, zIndex: Int? = nil) {
                self.frame = frame
                self.zIndex = zIndex
            }
        }

        /// `NSCollectionLayoutSize`.
        public struct Size: Codable, Sendable, Hashable {
            /// Width.
            public var widthDimension: Dimension
            /// Height.
            public var heightDimension: Dimension

            /// A size of the two dimensions.
            public init(widthDimension: Dimension, heightDimension: Dimension) {
                self.widthDimension = widthDimension
                self.heightDimension = heightDimension
            }
        }

        /// `NSCollectionLayoutDimension`.
        public enum Dimension: Codable, Sendable, Hashable {
            /// A fraction of the container's width.
            case fractionalWidth(Double)
            /// A fraction of the container's height.
            case fractionalHeight(Double)
            /// Points.
            case absolute(Double)
            /// Points, or the measured size the section's `items` give.
            case estimated(Double)

            enum CodingKeys: String, CodingKey {
                case fractionalWidth, fractionalHeight, absolute, estimated
            }

            /// Writes `{"fractionalWidth": f}` and the like.
            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                switch self {
                case .fractionalWidth(let f): try container.encode(f, forKey: .fractionalWidth)
                case .fractionalHeight(let f): try container.encode(f, forKey: .fractionalHeight)
                case .absolute(let v): try container.encode(v, forKey: .absolute)
                case .estimated(let v): try container.encode(v, forKey: .estimated)
                }
            }

            /// Reads the one member the object has.
            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                if let f = try container.decodeIfPresent(Double.self, forKey: .fractionalWidth) {
                    self = .fractionalWidth(f)
                } else if let f = try container.decodeIfPresent(Double.self, forKey: .fractionalHeight) {
                    self = .fractionalHeight(f)
                } else if let v = try container.decodeIfPresent(Double.self, forKey: .absolute) {
                    self = .absolute(v)
                } else {
                    self = .estimated(try container.decode(Double.self, forKey: .estimated))
                }
            }
        }

        /// `NSCollectionLayoutSpacing`.
        public enum Spacing: Codable, Sendable, Hashable {
            /// Exactly this much.
            case fixed(Double)
            /// At least this much, growing to fill.
            case flexible(Double)

            enum CodingKeys: String, CodingKey {
                case fixed, flexible
            }

            /// Writes `{"fixed": v}` or `{"flexible": v}`.
            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                switch self {
                case .fixed(let v): try container.encode(v, forKey: .fixed)
                case .flexible(let v): try container.encode(v, forKey: .flexible)
                }
            }

            /// Reads `{"fixed": v}` or `{"flexible": v}`.
            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                if let v = try container.decodeIfPresent(Double.self, forKey: .fixed) {
                    self = .fixed(v)
                } else {
                    self = .flexible(try container.decode(Double.self, forKey: .flexible))
                }
            }
        }

        /// `NSCollectionLayoutEdgeSpacing`.
        public struct EdgeSpacing: Codable, Sendable, Hashable {
            /// Before the leading edge.
            public var leading: Spacing?
            /// Above.
            public var top: Spacing?
            /// After the trailing edge.
            public var trailing: Spacing?
            /// Below.
            public var bottom: Spacing?

            /// Edge spacing of the given edges.
            public init(leading: Spacing? = nil, top: Spacing? = nil, trailing: Spacing? = nil, bottom: Spacing? = nil)
            {
                self.leading = leading
                self.top = top
                self.trailing = trailing
                self.bottom = bottom
            }
        }

        /// `NSDirectionalEdgeInsets`; an edge of 0 is left out of the JSON.
        public struct DirectionalInsets: Codable, Sendable, Hashable {
            public var top: Double
            public var leading: Double
            public var bottom: Double
            public var trailing: Double

            /// Insets of the given edges; edges not named are 0.
            public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
                self.top = top
                self.leading = leading
                self.bottom = bottom
                self.trailing = trailing
            }

            enum CodingKeys: String, CodingKey {
                case top, leading, bottom, trailing
            }

            /// Writes only the edges that are not 0.
            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                if top != 0 { try container.encode(top, forKey: .top) }
                if leading != 0 { try container.encode(leading, forKey: .leading) }
                if bottom != 0 { try container.encode(bottom, forKey: .bottom) }
                if trailing != 0 { try container.encode(trailing, forKey: .trailing) }
            }

            /// Reads insets whose edges may be left out.
            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                top = try container.decodeIfPresent(Double.self, forKey: .top) ?? 0
                leading = try container.decodeIfPresent(Double.self, forKey: .leading) ?? 0
                bottom = try container.decodeIfPresent(Double.self, forKey: .bottom) ?? 0
                trailing = try container.decodeIfPresent(Double.self, forKey: .trailing) ?? 0
            }
        }

        /// `NSRectAlignment` of a boundary supplementary.
        public enum Alignment: String, Codable, Sendable, Hashable {
            case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
        }

        /// `NSCollectionLayoutBoundarySupplementaryItem`: a section's (or the layout's) header, footer or side item.
        public struct BoundaryItem: Codable, Sendable, Hashable {
            /// Its kind, returned verbatim as the attributes' `kind`.
            public var elementKind: String
            /// Its size.
            public var layoutSize: Size
            /// Where it sits.
            public var alignment: Alignment
            /// Moved by this much last.
            public var absoluteOffset: Point?
            /// Whether it extends the section (true).
            public var extendsBoundary: Bool?
            /// Whether it pins (false).
            public var pinToVisibleBounds: Bool?
            /// Its zIndex (1).
            public var zIndex: Int?
            /// Its content insets.
            public var contentInsets: DirectionalInsets?

            /// A boundary item of `elementKind`.
            public init(
                elementKind: String, layoutSize: Size, alignment: Alignment, absoluteOffset: Point? = nil,
                extendsBoundary: Bool? = nil, pinToVisibleBounds: Bool? = nil, zIndex: Int? = nil,
                contentInsets: DirectionalInsets? = nil
            ) {
                self.elementKind = elementKind
                self.layoutSize = layoutSize
                self.alignment = alignment
                self.absoluteOffset = absoluteOffset
                self.extendsBoundary = extendsBoundary
                self.pinToVisibleBounds = pinToVisibleBounds
                self.zIndex = zIndex
                self.contentInsets = contentInsets
            }
        }

        /// `NSCollectionLayoutAnchor`.
        public struct Anchor: Codable, Sendable, Hashable {
            /// `NSDirectionalRectEdge` members; empty is the centre.
            public enum Edge: String, Codable, Sendable, Hashable {
                case top, leading, bottom, trailing
            }

            /// The edges anchored to.
            public var edges: [Edge]?
            /// An offset in points (not with `fractionalOffset`).
            public var absoluteOffset: Point?
            /// An offset in fractions of the supplementary's size.
            public var fractionalOffset: Point?

            /// An anchor on `edges`.
            public init(edges: [Edge]? = nil, absoluteOffset: Point? = nil, fractionalOffset: Point? = nil) {
                self.edges = edges
                self.absoluteOffset = absoluteOffset
                self.fractionalOffset = fractionalOffset
            }
        }

        /// `NSCollectionLayoutSupplementaryItem`, anchored to an item or a group.
        public struct SupplementaryItem: Codable, Sendable, Hashable {
            /// Its kind, returned verbatim.
            public var elementKind: String
            /// Its size (fractions of the host).
            public var layoutSize: Size
            /// Where on the host it is anchored.
            public var containerAnchor: Anchor
            /// Which point of the supplementary is put there.
            public var itemAnchor: Anchor?
            /// Its zIndex (1).
            public var zIndex: Int?

            /// A supplementary of `elementKind`.
            public init(
                elementKind: String, layoutSize: Size, containerAnchor: Anchor, itemAnchor: Anchor? = nil,
                zIndex: Int? = nil
            ) {
                self.elementKind = elementKind
                self.layoutSize = layoutSize
                self.containerAnchor = containerAnchor
                self.itemAnchor = itemAnchor
                self.zIndex = zIndex
            }
        }

        /// `NSCollectionLayoutDecorationItem`: a section background.
        public struct DecorationItem: Codable, Sendable, Hashable {
            /// Its kind.
            public var elementKind: String
            /// Its zIndex (0).
            public var zIndex: Int?
            /// Its content insets.
            public var contentInsets: DirectionalInsets?

            /// A background of `elementKind`.
            public init(elementKind: String, zIndex: Int? = nil, contentInsets: DirectionalInsets? = nil) {
                self.elementKind = elementKind
                self.zIndex = zIndex
                self.contentInsets = contentInsets
            }
        }
    }

    /// A compositional data section: its items (measured sizes, read on estimated axes) or a count, and the section
    /// provider's answer.
    public struct CompositionalSection: Codable, Sendable, Hashable {
        /// Measured sizes (perhaps unmeasured or estimated items) or a count (`itemSize` does not apply to this
        /// family).
        public var items: SectionItems
        /// A stable id, 1 to 256 UTF-8 bytes, unique among the sections of its side: it matches this section with
        /// the section of the same id in `previous` (or the request) across an update; answers never echo it;
        /// `nil` matches by index among the sections without one.
        public var id: String?
        /// Every item of the section is an estimate (the way to say it of a uniform section); `nil` is false.
        public var estimated: Bool?
        /// This section's layout; `nil` is the layout's `section`.
        public var layout: CompositionalLayout.SectionLayout?
        /// An orthogonally scrolling section's scroll position.
        public var orthogonalContentOffset: Point?

        /// A section of `items`.
        public init(
            _ items: SectionItems, id: String? = nil, estimated: Bool? = nil,
            layout: CompositionalLayout.SectionLayout? = nil,
            orthogonalContentOffset: Point? = nil
        ) {
            self.items = items
            self.id = id
            self.estimated = estimated
            self.layout = layout
            self.orthogonalContentOffset = orthogonalContentOffset
        }

        enum CodingKeys: String, CodingKey {
            case id, estimated, layout, orthogonalContentOffset
        }

        /// Writes the items and the fields that are set.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(id, forKey: .id)
            try items.encode(into: encoder)
            try container.encodeIfPresent(estimated, forKey: .estimated)
            try container.encodeIfPresent(layout, forKey: .layout)
            try container.encodeIfPresent(orthogonalContentOffset, forKey: .orthogonalContentOffset)
        }

        /// Reads a compositional section.
        public init(from decoder: any Decoder) throws {
            items = try SectionItems(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decodeIfPresent(String.self, forKey: .id)
            estimated = try container.decodeIfPresent(Bool.self, forKey: .estimated)
            layout = try container.decodeIfPresent(CompositionalLayout.SectionLayout.self, forKey: .layout)
            orthogonalContentOffset = try container.decodeIfPresent(Point.self, forKey: .orthogonalContentOffset)
        }
    }
}
