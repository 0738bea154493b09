// Builders for the magazine tests. MagazineLayout's own ModelStateLayoutTests are ported once, in
// Tests/LayoutAPITests/Peers/MagazineLayoutCases.swift, and run through both the engine and the wire.
import Testing

@testable import LayoutEngine

/// Width modes by MagazineLayout's names.
let fullWidth = MagazineWidthMode.fullWidth(respectsHorizontalInsets: true)
let fullWidthIgnoringInsets = MagazineWidthMode.fullWidth(respectsHorizontalInsets: false)
let halfWidth = MagazineWidthMode.fractional(divisor: 2)
let thirdWidth = MagazineWidthMode.fractional(divisor: 3)
let fourthWidth = MagazineWidthMode.fractional(divisor: 4)
let fifthWidth = MagazineWidthMode.fractional(divisor: 5)

/// An item of `mode` and static `height`.
func mag(_ mode: MagazineWidthMode, _ height: Double) -> MagazineItem {
    MagazineItem(widthMode: mode, height: height)
}

/// A magazine request in a `width` × `height` collection view.
func magazineRequest(
    _ layout: MagazineLayoutDescription, width: Double = 320, height: Double = 480, offsetY: Double? = nil,
    scale: Double = 1, pinning: PinningDescription = .none
) -> LayoutDescription {
    LayoutDescription(
        collectionView: CollectionViewDescription(
            size: Size(width: width, height: height), contentOffset: offsetY.map { Point(x: 0, y: $0) },
            scale: scale),
        family: .magazine(layout), pinning: pinning)
}

extension LayoutResult {
    /// The frames of every element of `category` (and `kind`), in order.
    func frames(_ category: ElementCategory, _ kind: ElementKind? = nil) -> [Rect] {
        attributes.filter { $0.category == category && (kind == nil || $0.kind == kind) }.map(\.frame)
    }
}
