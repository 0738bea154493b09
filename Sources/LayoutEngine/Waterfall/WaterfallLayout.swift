/// CHTCollectionViewWaterfallLayout (placeholder until the waterfall family lands).
enum WaterfallLayout {
    static func resting(
        _ d: WaterfallLayoutDescription, collectionView cv: CollectionViewDescription
    ) throws(LayoutError) -> FamilyLayout {
        FamilyLayout(sections: [], contentSize: .zero)
    }
}
