/// IGListCollectionViewLayout (placeholder until the iglist family lands).
enum IGListLayout {
    static func resting(_ d: IGListLayoutDescription, collectionView cv: CollectionViewDescription) -> FamilyLayout {
        FamilyLayout(sections: [], contentSize: .zero, zIndex: .igList, lastHeaderUnbounded: true)
    }
}

extension IGListLayoutDescription {
    /// The same layout with axes swapped.
    var transposed: IGListLayoutDescription { self }
}
