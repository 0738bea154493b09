/// The two spaces a layout crosses between, and the one place a value goes from one to the other.
///
/// The *physical* space is the contract's: UIKit coordinates, `contentOffset` the left edge of the visible bounds.
/// The *computing* space is the one the families lay out, pin and query in: vertical (a horizontal layout is
/// transposed) and left-to-right (a mirrored layout is computed unmirrored). Physical to computing mirrors first
/// (across the content, `x' = contentWidth - x - width`), then transposes; computing to physical transposes back,
/// then mirrors. (`shortContentAlignment`'s shift is no part of it: it moves the resting layout itself, in
/// computing space, before anything is queried or pinned.)
struct ComputingSpace: Sendable {
    /// Scrolling horizontally: the axes are swapped.
    let horizontal: Bool
    /// Right-to-left with a layout that flips.
    let mirrored: Bool
    /// The content's physical width, across which a mirrored layout mirrors.
    let contentWidth: Double
    /// The bounds' physical width (a mirrored offset is the left edge of bounds this wide).
    let boundsWidth: Double

    /// A physical x of something `width` wide mirrored across the content.
    @inline(__always)
    func mirror(x: Double, width: Double) -> Double { contentWidth - x - width }

    /// A physical rect in computing space.
    @inline(__always)
    func computing(_ physical: Rect) -> Rect {
        var r = physical
        if mirrored { r.x = mirror(x: r.x, width: r.width) }
        return horizontal ? r.transposed : r
    }

    /// A computing rect (a frame) in physical space.
    @inline(__always)
    func physical(_ computing: Rect) -> Rect {
        var r = horizontal ? computing.transposed : computing
        if mirrored { r.x = mirror(x: r.x, width: r.width) }
        return r
    }

    /// A physical content offset in computing space: the origin of the bounds, mirrored as the bounds are.
    @inline(__always)
    func computing(offset physical: Point) -> Point {
        var p = physical
        if mirrored { p.x = mirror(x: p.x, width: boundsWidth) }
        return horizontal ? p.transposed : p
    }

    /// `offset` (physical) with its scroll-axis coordinate set to the computing-space scroll offset `y`; the other
    /// coordinate is kept as it was, bit for bit.
    @inline(__always)
    func physical(offset: Point, scrollOffset y: Double) -> Point {
        var p = offset
        if horizontal {
            p.x = mirrored ? mirror(x: y, width: boundsWidth) : y
        } else {
            p.y = y
        }
        return p
    }

    /// The physical scroll-axis coordinate of a physical offset (y vertically, x horizontally).
    @inline(__always)
    func scrollCoordinate(of physical: Point) -> Double { horizontal ? physical.x : physical.y }

    /// A follower of an element `width` long along the scroll axis, in physical space: unchanged unless the layout is mirrored and horizontal, where the scroll axis is mirrored:
    /// `c' = boundsWidth - width - c`, `lo' = contentWidth - width - hi`, `hi' = contentWidth - width - lo` (an
    /// infinite bound stays infinite, on the other side).
    func physical(_ follower: Follower, width: Double) -> Follower {
        guard horizontal && mirrored else { return follower }
        return Follower(
            c: boundsWidth - width - follower.c, lo: contentWidth - width - follower.hi,
            hi: contentWidth - width - follower.lo)
    }
}
