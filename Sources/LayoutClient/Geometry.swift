public import Foundation

// The geometry objects of the wire contract, in UIKit's coordinates: points, origin at the top-left of the
// content, y grows downwards. Each converts from and to the CoreGraphics type an app has (Foundation provides
// CGSize, CGPoint and CGRect on Linux too).

extension Layoutd {
    /// A width and a height in points (`{"width", "height"}` on the wire).
    public struct Size: Codable, Sendable, Hashable {
        /// Extent along x.
        public var width: Double
        /// Extent along y.
        public var height: Double

        /// A size of `width` × `height` points.
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }

        /// The size of a `CGSize`.
        public init(_ size: CGSize) {
            self.init(width: Double(size.width), height: Double(size.height))
        }

        /// The empty size.
        public static let zero = Size(width: 0, height: 0)

        /// The size as a `CGSize`.
        public var cgSize: CGSize { CGSize(width: width, height: height) }
    }

    /// A position in content coordinates (`{"x", "y"}` on the wire).
    public struct Point: Codable, Sendable, Hashable {
        /// Distance from the content's left edge.
        public var x: Double
        /// Distance from the content's top edge.
        public var y: Double

        /// The point (`x`, `y`).
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        /// The point of a `CGPoint` (a `contentOffset`, say).
        public init(_ point: CGPoint) {
            self.init(x: Double(point.x), y: Double(point.y))
        }

        /// The content's origin.
        public static let zero = Point(x: 0, y: 0)

        /// The point as a `CGPoint`.
        public var cgPoint: CGPoint { CGPoint(x: x, y: y) }
    }

    /// An origin and a size (`{"x", "y", "width", "height"}` on the wire).
    public struct Rect: Codable, Sendable, Hashable {
        /// Left edge.
        public var x: Double
        /// Top edge.
        public var y: Double
        /// Extent along x.
        public var width: Double
        /// Extent along y.
        public var height: Double

        /// The rectangle with origin (`x`, `y`) and size `width` × `height`.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        /// The rectangle of a `CGRect` (standardized, so its width and height are not negative).
        public init(_ rect: CGRect) {
            let r = rect.standardized
            self.init(
                x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width),
                height: Double(r.size.height))
        }

        /// The right edge, `x + width`.
        public var maxX: Double { x + width }
        /// The bottom edge, `y + height`.
        public var maxY: Double { y + height }

        /// Whether the two rects overlap with positive area: the contract's "intersects", the test the service
        /// selects visible elements by (so a zero-area frame never meets anything).
        /// - Complexity: O(1).
        public func intersects(_ other: Rect) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height
                && other.y < y + height && width > 0 && height > 0 && other.width > 0 && other.height > 0
        }

        /// The rectangle as a `CGRect`, to assign to a view's frame.
        public var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
    }

    /// Distances inside each edge (`{"top", "left", "bottom", "right"}`); an edge of 0 is left out of the JSON.
    public struct Insets: Codable, Sendable, Hashable {
        /// Top edge inset.
        public var top: Double
        /// Left edge inset.
        public var left: Double
        /// Bottom edge inset.
        public var bottom: Double
        /// Right edge inset.
        public var right: Double

        /// Insets of the given edges; edges not named are 0.
        public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        /// The same inset on every edge.
        public init(all value: Double) {
            self.init(top: value, left: value, bottom: value, right: value)
        }

        /// No inset.
        public static let zero = Insets()

        enum CodingKeys: String, CodingKey {
            case top, left, bottom, right
        }

        /// Writes only the edges that are not 0 (the server's default for a missing edge).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            if top != 0 { try container.encode(top, forKey: .top) }
            if left != 0 { try container.encode(left, forKey: .left) }
            if bottom != 0 { try container.encode(bottom, forKey: .bottom) }
            if right != 0 { try container.encode(right, forKey: .right) }
        }

        /// Reads insets whose edges may be left out, as the server does.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            top = try container.decodeIfPresent(Double.self, forKey: .top) ?? 0
            left = try container.decodeIfPresent(Double.self, forKey: .left) ?? 0
            bottom = try container.decodeIfPresent(Double.self, forKey: .bottom) ?? 0
            right = try container.decodeIfPresent(Double.self, forKey: .right) ?? 0
        }
    }
}
