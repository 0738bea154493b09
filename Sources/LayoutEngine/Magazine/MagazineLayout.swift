/// MagazineLayout (placeholder until the magazine family lands).
enum MagazineLayout {
    static func resting(
        _ d: MagazineLayoutDescription, collectionView cv: CollectionViewDescription
    ) throws(LayoutError) -> FamilyLayout {
        FamilyLayout(sections: [], contentSize: .zero, defaultUntil: .sectionEnd)
    }
}
