/// A point in UIKit coordinates (points, y grows downwards).
public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height, in points.
public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    public static let zero = Size(width: 0, height: 0)
}

/// An origin and a size, like `CGRect` (sizes are never negative here).
public struct Rect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// True when the overlap of the two rects has positive area (the contract's "intersects").
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height
            && other.y < y + height && width > 0 && height > 0 && other.width > 0 && other.height > 0
    }

    /// The smallest rect holding both.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        let minX = Swift.min(x, other.x)
        let minY = Swift.min(y, other.y)
        return Rect(
            x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }

    /// The same rect with the axes swapped (x↔y, width↔height): how horizontal scrolling reuses vertical code.
    @inlinable
    public var transposed: Rect { Rect(x: y, y: x, width: height, height: width) }
}

/// `UIEdgeInsets`: every edge defaults to 0.
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = EdgeInsets()

    /// top↔left and bottom↔right, for horizontal scrolling computed as vertical.
    public var transposed: EdgeInsets { EdgeInsets(top: left, left: top, bottom: right, right: bottom) }
}

extension Size {
    /// width↔height.
    public var transposed: Size { Size(width: height, height: width) }
}

extension Point {
    /// x↔y.
    public var transposed: Point { Point(x: y, y: x) }
}

extension Double {
    /// `rounded(.down)` to the bit, sign of zero included, without the libm call the baseline x86-64 target makes
    /// of it (no SSE4.1 `roundsd`): that call clobbers every floating-point register, so a loop that floors once
    /// per item spills and reloads around it. A positive value truncates; otherwise, below 2^52 in magnitude,
    /// adding and subtracting 2^52 (with the value's sign) rounds to the nearest integer exactly; one less when
    /// that is above the value. From 2^52 up
    /// every double is an integer; NaN and the infinities are their own floor. The floor of a value has its sign
    /// (`floor(-0.0)` is `-0.0`, `floor(0.5)` is `+0.0`), which the sum does not keep for a zero: it is copied.
    @inline(__always)
    var floorWithoutCall: Double {
        // The common case first: a positive value below 2^52 truncates to its floor, and converting to an integer
        // and back is two instructions without a branch (a compare of the rounded sum against the value compiles
        // to one, mispredicted half the time on varied sizes).
        if self > 0 && self < 4_503_599_627_370_496 {
            return Double(Int64(self))
        }
        guard magnitude < 4_503_599_627_370_496 else { return self }
        let shift: Double = self < 0 ? -4_503_599_627_370_496 : 4_503_599_627_370_496
        let nearest = (self + shift) - shift
        return Double(signOf: self, magnitudeOf: nearest > self ? nearest - 1 : nearest)
    }
}
