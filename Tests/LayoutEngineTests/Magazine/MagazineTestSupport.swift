// Builders for the magazine tests, and the data of MagazineLayout's Tests/ModelStateLayoutTests.swift.
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

/// ModelStateLayoutTests' `setUp`: metrics for a 320-point-wide collection view, two sections with headers,
/// footers and backgrounds; dynamic heights at the 150 points that setUp gives them, static heights at the
/// value each tuple pairs with its size mode (`static(height: 35)` paired with 15 settles at 15).
enum ModelStateLayoutTestsData {
    static let items0: [MagazineItem] = [
        mag(fullWidth, 20),
        mag(fullWidthIgnoringInsets, 150),  // .dynamic
        mag(halfWidth, 10), mag(halfWidth, 30),
        mag(halfWidth, 150),  // .dynamicAndStretchToTallestItemInRow
        mag(thirdWidth, 150),  // .dynamic
        mag(thirdWidth, 150),  // .dynamicAndStretchToTallestItemInRow
        mag(fourthWidth, 15),  // .static(height: 35), settled at 15
        mag(fourthWidth, 150), mag(fourthWidth, 150), mag(fourthWidth, 150),  // .dynamic
        mag(fifthWidth, 150),  // .dynamic
    ]
    static let items1: [MagazineItem] = [
        mag(halfWidth, 10), mag(halfWidth, 30), mag(halfWidth, 25),
        mag(thirdWidth, 15),
        mag(fullWidth, 20),
        mag(thirdWidth, 10),
        mag(fifthWidth, 15),  // .static(height: 35), settled at 15
        mag(fifthWidth, 15), mag(fifthWidth, 25), mag(fifthWidth, 35), mag(fifthWidth, 30),
        mag(fullWidthIgnoringInsets, 15),
    ]

    /// The layout with the given header and footer heights (setUp: 50, 70 and 50, 70).
    static func layout(
        header0: Double = 50, footer0: Double = 50, header1: Double = 70, footer1: Double = 70
    ) -> MagazineLayoutDescription {
        MagazineLayoutDescription(
            sectionInsets: EdgeInsets(top: 30, left: 15, bottom: 20, right: 5),
            itemInsets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), horizontalSpacing: 20,
            verticalSpacing: 30,
            sections: [
                MagazineSectionDescription(
                    items: .explicit(items0), headerHeight: header0, footerHeight: footer0, background: true),
                MagazineSectionDescription(
                    items: .explicit(items1), headerHeight: header1, footerHeight: footer1, background: true),
            ])
    }

    /// `visibleRect0` and `visibleRect1` of the original.
    static let visibleRect0 = Rect(x: 0, y: 0, width: 320, height: 500)
    static let visibleRect1 = Rect(x: 0, y: 500, width: 320, height: 2000)
}

/// Frames sorted so that two lists compare as sets, as the original's `FrameHelpers.expectedFrames` does.
func sortedFrames(_ frames: [Rect]) -> [Rect] {
    frames.sorted { ($0.y, $0.x, $0.width, $0.height) < ($1.y, $1.x, $1.width, $1.height) }
}

extension LayoutResult {
    /// The frames of every element of `category` (and `kind`), in order.
    func frames(_ category: ElementCategory, _ kind: ElementKind? = nil) -> [Rect] {
        attributes.filter { $0.category == category && (kind == nil || $0.kind == kind) }.map(\.frame)
    }
}
