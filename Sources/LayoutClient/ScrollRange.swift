// Scrolling without a round trip: the range a request asks for, the motion of an element that
// follows the scroll, and the answer that carries both. The coding keys are the contract's names exactly.

extension Layoutd {
    /// A closed range of scroll-axis offsets (`{"from": a, "to": b}`, `from <= to`): y when the layout scrolls
    /// vertically, x when horizontally, physical coordinates as `contentOffset` is.
    public struct ScrollRange: Codable, Sendable, Hashable {
        /// The first offset of the range.
        public var from: Double
        /// The last offset of the range.
        public var to: Double

        /// The offsets `from...to`.
        public init(from: Double, to: Double) {
            self.from = from
            self.to = to
        }

        enum CodingKeys: String, CodingKey {
            case from, to
        }

        /// Whether `offset` lies in the range, ends included.
        public func contains(_ offset: Double) -> Bool { from <= offset && offset <= to }

        /// Whether every offset of `other` lies in this range.
        public func contains(_ other: ScrollRange) -> Bool { from <= other.from && other.to <= to }

        /// `to - from`.
        public var length: Double { to - from }
    }

    /// How an element that pinning can move follows the scroll (`{"offset": c, "min": lo, "max": hi,
    /// "zIndex": z}`): at offset `o` its scroll-axis origin is `min(max(o + c, lo), hi)`, and where that differs
    /// from its resting origin it is pinned, with zIndex `z`.
    public struct Follows: Codable, Sendable, Hashable {
        /// `c`: the origin's distance from the offset while it pins.
        public var offset: Double
        /// `lo`: the lowest origin; `nil` when unbounded.
        public var min: Double?
        /// `hi`: the highest origin; `nil` when unbounded (`until: never`, IGListKit's last header).
        public var max: Double?
        /// The zIndex while pinned.
        public var zIndex: Int

        /// The motion `min(max(o + offset, min), max)` with zIndex `zIndex` while pinned.
        public init(offset: Double, min: Double? = nil, max: Double? = nil, zIndex: Int) {
            self.offset = offset
            self.min = min
            self.max = max
            self.zIndex = zIndex
        }

        enum CodingKeys: String, CodingKey {
            case offset, min, max, zIndex
        }

        /// The scroll-axis origin at offset `o`: `o + c`, raised to `lo`, then lowered to `hi`, in doubles and in
        /// exactly that order, a bound that is absent skipped. The contract has the service compute every pinned
        /// element of every answer by this same expression, so the two agree to the bit; this is the only place the
        /// client computes it.
        /// - Complexity: O(1).
        public func origin(at o: Double) -> Double {
            var origin = o + offset
            if let min { origin = Swift.max(origin, min) }
            if let max { origin = Swift.min(origin, max) }
            return origin
        }
    }

    /// The `200` body of a scroll range request (`elements: .scrollRange(from:to:)`): every element visible at some
    /// offset of the range, once, in the contract's order, at rest (`pinned: false` on headers and footers), with
    /// `follows` on each element pinning can move. `ScrollRangeAnswer` computes any offset of it.
    public struct ScrollRangeResponse: Codable, Sendable, Hashable {
        /// The scroll view's `contentSize`.
        public var contentSize: Size
        /// The range answered, as asked.
        public var scrollRange: ScrollRange
        /// The elements at rest, ordered by section; within one the header, cells by item, the footer, then
        /// decorations.
        public var attributes: [Attributes]
        /// With `fling` in the request (not a section's): its resting offset.
        public var contentOffset: Point?
        /// With `fling` in the request: where it comes to rest.
        public var fling: FlingResult?
        /// With `layout.snapping` in the request: the policy resolved (`ScrollRangeAnswer.fling(at:velocity:)`
        /// evaluates it).
        public var snapping: ResolvedSnapping?
        /// Under the `item` policy: the cells a fling of the range may stop on, in snap order.
        public var snapPoints: [SnapPoint]?
        /// `compositional`: each orthogonal section the answer lists an element of, with its snapping.
        public var orthogonalSnapping: [OrthogonalSnapping]?

        /// A range answer of `attributes` over `scrollRange`.
        public init(
            contentSize: Size, scrollRange: ScrollRange, attributes: [Attributes], contentOffset: Point? = nil,
            fling: FlingResult? = nil, snapping: ResolvedSnapping? = nil, snapPoints: [SnapPoint]? = nil,
            orthogonalSnapping: [OrthogonalSnapping]? = nil
        ) {
            self.contentSize = contentSize
            self.scrollRange = scrollRange
            self.attributes = attributes
            self.contentOffset = contentOffset
            self.fling = fling
            self.snapping = snapping
            self.snapPoints = snapPoints
            self.orthogonalSnapping = orthogonalSnapping
        }

        enum CodingKeys: String, CodingKey {
            case contentSize, contentOffset, fling, scrollRange, snapping, snapPoints, orthogonalSnapping, attributes
        }
    }
}
