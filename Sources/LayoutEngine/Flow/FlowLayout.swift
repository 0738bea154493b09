/// UICollectionViewFlowLayout (placeholder until the flow family lands).
enum FlowLayout {
    static func resting(_ d: FlowLayoutDescription, collectionView cv: CollectionViewDescription) -> FamilyLayout {
        FamilyLayout(sections: [], contentSize: .zero)
    }
}

extension FlowLayoutDescription {
    /// The same layout with axes swapped.
    var transposed: FlowLayoutDescription { self }
}
