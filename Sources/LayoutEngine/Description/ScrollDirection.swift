/// `UICollectionView.ScrollDirection`.
public enum ScrollDirection: String, Sendable, Hashable {
    case vertical
    case horizontal
}
