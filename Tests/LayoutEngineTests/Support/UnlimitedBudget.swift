@testable import LayoutEngine

/// The families' resting layouts without a work budget, for tests that read them directly.
extension FlowLayout {
    static func resting(
        _ d: FlowLayoutDescription, collectionView cv: CollectionViewDescription, indexed: Bool = true
    ) throws(LayoutError) -> FamilyLayout {
        var budget = WorkBudget(limit: .max)
        return try resting(d, collectionView: cv, indexed: indexed, budget: &budget)
    }
}

extension WaterfallLayout {
    static func resting(
        _ d: WaterfallLayoutDescription, collectionView cv: CollectionViewDescription, indexed: Bool = true
    ) throws(LayoutError) -> FamilyLayout {
        var budget = WorkBudget(limit: .max)
        return try resting(d, collectionView: cv, indexed: indexed, budget: &budget)
    }
}
