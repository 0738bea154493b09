extension Layoutd {
    /// `UICollectionViewFlowLayout`'s properties with UIKit's names; `nil` is UIKit's default.
    public struct FlowLayout: LayoutFamily {
        /// Flow sections.
        public typealias Section = FlowSection
        /// `"flow"`.
        public static let type = "flow"

        /// How the leftover width of a line is spread.
        public enum LineAlignment: String, Codable, Sendable, Hashable {
            /// UIKit's: leftover space spread over the gaps (the default).
            case justified
            /// Packed to the leading edge.
            case start
            /// Packed and centred.
            case center
            /// Packed to the trailing edge.
            case end
        }

        /// How each section's last line is placed.
        public enum LastLineAlignment: String, Codable, Sendable, Hashable {
            /// UIKit's: on the grid of the lines above when every item of the section has one size, else packed
            /// to the leading edge (the default).
            case automatic
            /// As if filled with further items of its last item's size, then aligned like a full line.
            case grid
            /// Like any line aligned to the leading edge.
            case start
            /// Like any centred line.
            case center
            /// Like any line aligned to the trailing edge.
            case end
            /// Like any justified line.
            case justified
        }

        /// Where an item sits across its line when the line is taller than it.
        public enum ItemAlignment: String, Codable, Sendable, Hashable {
            /// Top (vertical scrolling).
            case start
            /// Centred, UIKit's default.
            case center
            /// Bottom (vertical scrolling).
            case end
        }

        /// `nil` is vertical.
        public var scrollDirection: ScrollDirection?
        /// Sticky headers and footers; `nil` pins nothing.
        public var pinning: Pinning?
        /// Whether `collectionView.layoutDirection: .rightToLeft` mirrors the layout; `nil` is the family's own
        /// answer (magazine mirrors; flow, waterfall and IGList do not).
        public var flipsHorizontallyInOppositeLayoutDirection: Bool?
        /// Which end the screen keeps (`.bottomToTop` for a chat): the anchor answers report, and the default
        /// offset; `nil` is `.topToBottom`; vertical scrolling only.
        public var verticalLayoutDirection: VerticalLayoutDirection?
        /// Where content shorter than the visible area sits; `nil` is `.top`; vertical scrolling only.
        public var shortContentAlignment: ShortContentAlignment?
        /// Where flings come to rest (`Snapping`); `nil` is plain deceleration.
        public var snapping: Snapping?
        /// Default item size, {50, 50}.
        public var itemSize: Size?
        /// Spacing between lines, 10.
        public var minimumLineSpacing: Double?
        /// Spacing between items in a line, 10.
        public var minimumInteritemSpacing: Double?
        /// Insets of every section, 0.
        public var sectionInset: Insets?
        /// Header size; only the length along the scroll axis counts; 0 is no header.
        public var headerReferenceSize: Size?
        /// Footer size; 0 along the scroll axis is no footer.
        public var footerReferenceSize: Size?
        /// UIKit's sticky headers, shorthand for `pinning.headers = .all`.
        public var sectionHeadersPinToVisibleBounds: Bool?
        /// UIKit's sticky footers, shorthand for `pinning.footers = .all`.
        public var sectionFootersPinToVisibleBounds: Bool?
        /// Spreading of a line's leftover space; `nil` is `.justified`.
        public var lineAlignment: LineAlignment?
        /// Position of an item within its line; `nil` is `.center`.
        public var itemAlignment: ItemAlignment?
        /// Placement of each section's last line; `nil` is `.automatic`.
        public var lastLineAlignment: LastLineAlignment?
        /// UIKit's `estimatedItemSize`: the size of an item sent as `Item.unmeasured()`, and of an estimated
        /// uniform section's items when it names no size; `nil` is none.
        public var estimatedItemSize: Size?

        /// Flow parameters; every one left `nil` takes UIKit's default.
        public init(
            scrollDirection: ScrollDirection? = nil, pinning: Pinning? = nil,
            flipsHorizontallyInOppositeLayoutDirection: Bool? = nil,
            verticalLayoutDirection: VerticalLayoutDirection? = nil,
            shortContentAlignment: ShortContentAlignment? = nil,
            itemSize: Size? = nil,
            minimumLineSpacing: Double? = nil, minimumInteritemSpacing: Double? = nil, sectionInset: Insets? = nil,
            headerReferenceSize: Size? = nil, footerReferenceSize: Size? = nil,
            sectionHeadersPinToVisibleBounds: Bool? = nil, sectionFootersPinToVisibleBounds: Bool? = nil,
            lineAlignment: LineAlignment? = nil, itemAlignment: ItemAlignment? = nil, estimatedItemSize: Size? = nil,
            lastLineAlignment: LastLineAlignment? = nil, snapping: Snapping? = nil
        ) {
            self.scrollDirection = scrollDirection
            self.pinning = pinning
            self.flipsHorizontallyInOppositeLayoutDirection = flipsHorizontallyInOppositeLayoutDirection
            self.verticalLayoutDirection = verticalLayoutDirection
            self.shortContentAlignment = shortContentAlignment
            self.itemSize = itemSize
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.sectionInset = sectionInset
            self.headerReferenceSize = headerReferenceSize
            self.footerReferenceSize = footerReferenceSize
            self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
            self.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
            self.lineAlignment = lineAlignment
            self.itemAlignment = itemAlignment
            self.estimatedItemSize = estimatedItemSize
            self.lastLineAlignment = lastLineAlignment
            self.snapping = snapping
        }
    }
}
