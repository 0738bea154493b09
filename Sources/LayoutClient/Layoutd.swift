/// The layoutd client's namespace: every type of the wire contract and the client itself, so none of them can
/// collide with SwiftUI's or UIKit's `Section`, `Layout` or `Size`, nor with the `LayoutClient` module.
///
/// ```swift
/// import LayoutClient
///
/// let client = Layoutd.Client(baseURL: URL(string: "http://layoutd:8080")!)
/// let request = Layoutd.Request(
///     collectionView: Layoutd.CollectionView(size: Layoutd.Size(width: 375, height: 667)),
///     layout: Layoutd.FlowLayout(itemSize: Layoutd.Size(width: 100, height: 100)),
///     sections: [Layoutd.FlowSection(.uniform(count: 30))])
/// let response = try await client.layout(request)
/// for attributes in response.attributes { print(attributes.indexPath, attributes.frame) }
/// ```
///
/// A request is generic over its layout family (`Layoutd.FlowLayout`, `.WaterfallLayout`, `.IGListLayout`,
/// `.MagazineLayout`), and its sections are that family's section type, so a waterfall field cannot be set on a
/// flow section. Every optional field left `nil` is left out of the JSON and takes the contract's default.
public enum Layoutd {}
