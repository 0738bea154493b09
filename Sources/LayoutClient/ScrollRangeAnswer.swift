public import Foundation

extension Layoutd {
    /// A scroll range answer with its request's viewport: what the service would answer at any offset of the
    /// range, computed here, bit for bit, with no round trip.
    ///
    /// At offset `o` (`attributes(at:)`), each element of the answer, in the answer's order, is placed at `o`
    /// (an element with `follows` gets the scroll-axis origin `Follows.origin(at:)`, and where that differs from
    /// its resting origin it is `pinned` with the follows' zIndex), and kept when its frame there intersects the
    /// visible rect at `o` with positive area (an `orthogonal` element against that rect moved by its section's
    /// `orthogonalContentOffset`, `ScrollViewport.orthogonalMove(section:)`). The visible rect is
    /// `{contentOffset, collectionView.size}` with the request's other coordinate of `contentOffset`, or its
    /// default. The result is the single-offset answer's `attributes` at `o`, every number bit for bit, for every
    /// `o` in `scrollRange` (outside it the same computation runs, but elements visible only out there are
    /// missing).
    ///
    /// Pure Swift: no UIKit, no clock; `attributes(at:)` allocates only the array it returns.
    public struct ScrollRangeAnswer: Sendable {
        /// The answer as the service sent it.
        public let response: ScrollRangeResponse
        /// What the request said about the scroll view.
        public let viewport: ScrollViewport
        /// The other coordinate of every offset of the range (`ScrollViewport.crossOffset(contentSize:)`).
        public let crossOffset: Double
        /// Blocks of consecutive elements with their extents along the scroll axis, to skip those that cannot meet
        /// a query (`ScrollRangeAnswer+Index.swift`).
        let index: ScrollRangeIndex
        /// Where each element is in `response.attributes`, by what it is.
        let positions: [ElementID: Int]

        /// `response` computed against `viewport`.
        /// - Complexity: O(n) in the answer's attributes.
        public init(_ response: ScrollRangeResponse, viewport: ScrollViewport) {
            self.response = response
            self.viewport = viewport
            self.crossOffset = viewport.crossOffset(contentSize: response.contentSize)
            self.index = ScrollRangeIndex(response.attributes, viewport: viewport)
            var positions: [ElementID: Int] = [:]
            positions.reserveCapacity(response.attributes.count)
            for (i, a) in response.attributes.enumerated() where positions[ElementID(a)] == nil {
                positions[ElementID(a)] = i
            }
            self.positions = positions
        }

        /// `response`, the answer to `request`.
        /// - Complexity: O(n + sections).
        public init<Family>(_ response: ScrollRangeResponse, request: Request<Family>) {
            self.init(response, viewport: ScrollViewport(request))
        }

        /// The offsets the answer covers.
        public var scrollRange: ScrollRange { response.scrollRange }

        /// The scroll view's `contentSize`.
        public var contentSize: Size { response.contentSize }

        /// Whether some element of the answer moves with the scroll (carries `follows`).
        public var hasFollowers: Bool { index.followerCount > 0 }

        /// The `contentOffset` of scroll-axis offset `offset`: the range's other coordinate beside it.
        public func contentOffset(at offset: Double) -> Point {
            viewport.contentOffset(offset, cross: crossOffset)
        }

        /// The visible rect at scroll-axis offset `offset`.
        public func visibleRect(at offset: Double) -> Rect {
            viewport.visibleRect(offset, cross: crossOffset)
        }

        /// The single-offset answer's attributes at scroll-axis offset `offset`: the elements visible there, in
        /// the answer's order, pinned where they pin.
        /// - Complexity: O(log b + s + k): a bisection over the answer's b blocks of 16 elements, the s elements of
        ///   the blocks whose extent along the scroll axis meets the visible rect, and the k returned. For an
        ///   answer ordered along the scroll axis (every family's is, section by section) s is k plus at most
        ///   two blocks' worth; an element that follows the scroll with no upper bound keeps every block after it
        ///   a candidate at worst (`until: never`).
        public func attributes(at offset: Double) -> [Attributes] {
            attributes(at: offset, in: visibleRect(at: offset))
        }

        /// The elements whose frame at scroll-axis offset `offset` intersects `rect` (an `orthogonal` one: `rect`
        /// moved by its section's `orthogonalContentOffset`), pinned where they pin at `offset`, in the answer's
        /// order: UIKit's `layoutAttributesForElements(in:)`. Complete for a `rect` within the content the range
        /// shows (along the scroll axis from `scrollRange.from` to `scrollRange.to` plus the visible length).
        /// - Complexity: as `attributes(at:)`.
        public func attributes(at offset: Double, in rect: Rect) -> [Attributes] {
            index.collect(from: response.attributes, at: offset, in: rect, answer: self)
        }

        /// The element's attributes at scroll-axis offset `offset`, visible there or not; `nil` when the answer
        /// does not hold it (it is visible nowhere in the range).
        /// - Complexity: O(1).
        public func attributes(
            category: ElementCategory, kind: ElementKind? = nil, indexPath: IndexPath, at offset: Double
        ) -> Attributes? {
            let id = ElementID(category: category, kind: category == .cell ? nil : kind, indexPath: indexPath)
            guard let i = positions[id] else { return nil }
            return placed(response.attributes[i], at: offset)
        }

        // MARK: - The rule, in one place

        /// The scroll-axis origin of `a` at `offset`: `Follows.origin(at:)` for an element that follows the
        /// scroll, its resting origin otherwise.
        @inline(__always)
        func frame(of a: Attributes, at offset: Double) -> Rect {
            guard let follows = a.follows else { return a.frame }
            var frame = a.frame
            switch viewport.scrollDirection {
            case .vertical: frame.y = follows.origin(at: offset)
            case .horizontal: frame.x = follows.origin(at: offset)
            }
            return frame
        }

        /// `a` as the single-offset answer at `offset` writes it: the frame at `offset`; `pinned` and the follows'
        /// zIndex where the origin differs from the resting one; no `follows`.
        func placed(_ a: Attributes, at offset: Double) -> Attributes {
            var result = a
            result.follows = nil
            guard let follows = a.follows else { return result }
            result.frame = frame(of: a, at: offset)
            if result.frame != a.frame {
                result.pinned = true
                result.zIndex = follows.zIndex
            }
            return result
        }

        /// The rect `a` is tested against: `query`, moved by the section's `orthogonalContentOffset` when `a` is
        /// orthogonal (docs/compositional.md, rule 12; `ScrollViewport.orthogonalMove(section:)`).
        @inline(__always)
        func query(_ query: Rect, for a: Attributes) -> Rect {
            guard a.orthogonal == true else { return query }
            return Self.moved(query, by: viewport.orthogonalMove(section: a.indexPath.first ?? 0))
        }

        /// `query` moved by `offset`, as the service moves it.
        @inline(__always)
        static func moved(_ query: Rect, by offset: Point) -> Rect {
            Rect(x: query.x + offset.x, y: query.y + offset.y, width: query.width, height: query.height)
        }

        /// The rule read plainly, element by element: what the index must agree with (a property test holds them
        /// equal).
        /// - Complexity: O(n) in the answer's attributes.
        func attributesByWalk(at offset: Double, in rect: Rect) -> [Attributes] {
            var result: [Attributes] = []
            for a in response.attributes where frame(of: a, at: offset).intersects(query(rect, for: a)) {
                result.append(placed(a, at: offset))
            }
            return result
        }
    }

    /// What an element is: its category, kind and index path (unique within an answer).
    struct ElementID: Hashable, Sendable {
        var category: ElementCategory
        var kind: ElementKind?
        var indexPath: IndexPath

        init(category: ElementCategory, kind: ElementKind?, indexPath: IndexPath) {
            self.category = category
            self.kind = kind
            self.indexPath = indexPath
        }

        init(_ a: Attributes) {
            self.init(category: a.category, kind: a.kind, indexPath: a.indexPath)
        }
    }
}
