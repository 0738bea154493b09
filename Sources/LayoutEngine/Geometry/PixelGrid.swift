/// The screen's pixel grid at `scale` pixels per point: the one place values are snapped to whole pixels.
///
/// Each snap multiplies by the scale, rounds, and divides, in exactly that order in doubles (UIKit's and the
/// peers' `floor(v * scale) / scale`), so results are bit-for-bit what the peers compute.
struct PixelGrid: Sendable, Hashable {
    let scale: Double

    /// Down to the grid: CHT's `floorToPixel`, compositional's fraction floor, IGListKit's origins.
    @inline(__always)
    func floor(_ value: Double) -> Double { (value * scale).floorWithoutCall / scale }

    /// Up to the grid: IGListKit's sizes.
    @inline(__always)
    func ceil(_ value: Double) -> Double { (value * scale).rounded(.up) / scale }

    /// To the nearest pixel, halves away from zero: MagazineLayout's item widths, an anchor's distance.
    @inline(__always)
    func round(_ value: Double) -> Double { (value * scale).rounded() / scale }
}
