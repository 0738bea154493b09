extension Layout {
    /// `UICollectionViewFlowLayout`'s properties with UIKit's names; `nil` is UIKit's default.
    public struct Flow: Codable, Sendable, Hashable {
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

        /// Where an item sits across its line when the line is taller than it.
        public enum ItemAlignment: String, Codable, Sendable, Hashable {
            /// Top (vertical scrolling).
            case start
            /// Centred, UIKit's default.
            case center
            /// Bottom (vertical scrolling).
            case end
        }

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

        /// Flow parameters; every one left `nil` takes UIKit's default.
        public init(
            itemSize: Size? = nil, minimumLineSpacing: Double? = nil, minimumInteritemSpacing: Double? = nil,
            sectionInset: Insets? = nil, headerReferenceSize: Size? = nil, footerReferenceSize: Size? = nil,
            sectionHeadersPinToVisibleBounds: Bool? = nil, sectionFootersPinToVisibleBounds: Bool? = nil,
            lineAlignment: LineAlignment? = nil, itemAlignment: ItemAlignment? = nil
        ) {
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
        }
    }
}
