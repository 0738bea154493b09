/// A boundary supplementary at rest (step 13), with what pinning and the response need.
struct PlacedBoundaryItem: Sendable {
    var frame: Rect
    var kind: UInt16
    var zIndex: Int
    var edge: CompositionalAlignment.Edge
    var pins: Bool
}

/// A decoration at rest (step 15).
struct PlacedDecoration: Sendable {
    var frame: Rect
    var kind: UInt16
    var zIndex: Int
}

/// One section laid out, in vertical space: its extent, boundary items, groups and decorations.
struct PlacedCompositionalSection: Sendable {
    /// Where the section begins and ends along the scroll axis (its boundary items included).
    var start: Double
    var end: Double
    var boundaryItems: [PlacedBoundaryItem] = []
    var decorations: [PlacedDecoration] = []
    var groups: CompositionalGroupRun = .empty
    var orthogonal = false
    /// The orthogonal scroll view's offset, by which queries move before testing the section's cells.
    var orthogonalContentOffset = Point.zero
    /// UIKit promotes cells to zIndex 1 in a section that has a decoration.
    var decorated = false
}

/// The layout container (step 1) and what every section shares.
struct CompositionalContainer: Sendable {
    /// The content size: bounds less `contentInset`.
    var width: Double
    var height: Double
    var collectionView: CollectionViewDescription
    /// The layout's `contentInsetsReference`.
    var reference: ContentInsetsReference

    /// The container's leading and trailing insets for `reference` (cross axis only).
    func insets(_ reference: ContentInsetsReference) -> (leading: Double, trailing: Double, field: String?) {
        let cv = collectionView
        switch reference == .automatic ? self.reference : reference {
        case .none, .automatic: return (0, 0, nil)
        case .safeArea: return (cv.safeAreaInsets.left, cv.safeAreaInsets.right, "safeAreaInsets")
        case .layoutMargins: return (cv.layoutMargins.left, cv.layoutMargins.right, "layoutMargins")
        case .readableContent:
            return (cv.readableContentInsets.left, cv.readableContentInsets.right, "readableContentInsets")
        }
    }

    /// The leading inset and the effective width for `reference`; a negative width is a 422.
    func effective(_ reference: ContentInsetsReference) throws(LayoutError) -> (leading: Double, width: Double) {
        if self.width < 0 { throw .compositional(.negativeSize, pointer: "/collectionView/contentInset") }
        let i = insets(reference)
        let width = self.width - i.leading - i.trailing
        if width < 0 {
            throw .compositional(.negativeSize, pointer: "/collectionView/" + (i.field ?? "contentInset"))
        }
        return (i.leading, width)
    }
}
