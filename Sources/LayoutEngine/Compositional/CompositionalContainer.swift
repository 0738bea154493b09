/// The layout container (step 1) and what every section shares.
struct CompositionalContainer: Sendable {
    /// The content size: bounds less `contentInset`.
    var width: Double
    var height: Double
    var collectionView: CollectionViewDescription
    /// The layout's `contentInsetsReference`.
    var reference: ContentInsetsReference

    /// The container's leading and trailing insets for `reference` (cross axis only).
    func insets(
        _ reference: ContentInsetsReference
    ) -> (leading: Double, trailing: Double, field: ErrorLocation.Field?) {
        let cv = collectionView
        switch reference == .automatic ? self.reference : reference {
        case .none, .automatic: return (0, 0, nil)
        case .safeArea: return (cv.safeAreaInsets.left, cv.safeAreaInsets.right, .safeAreaInsets)
        case .layoutMargins: return (cv.layoutMargins.left, cv.layoutMargins.right, .layoutMargins)
        case .readableContent:
            return (cv.readableContentInsets.left, cv.readableContentInsets.right, .readableContentInsets)
        }
    }

    /// The leading inset and the effective width for `reference`; a negative width is a 422.
    func effective(_ reference: ContentInsetsReference) throws(LayoutError) -> (leading: Double, width: Double) {
        if self.width < 0 { throw .compositional(.negativeSize, at: .collectionView(.contentInset)) }
        let i = insets(reference)
        let width = self.width - i.leading - i.trailing
        if width < 0 {
            throw .compositional(.negativeSize, at: .collectionView(i.field ?? .contentInset))
        }
        return (i.leading, width)
    }
}
