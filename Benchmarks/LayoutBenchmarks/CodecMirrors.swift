import Foundation

/// Codable mirrors of the wire format, so Foundation's JSONDecoder/JSONEncoder do the same work on the same
/// bytes as the hand-written codec (every field the payloads use, optional where the contract makes it so).
enum Mirror {
    struct Size: Codable { var width, height: Double }
    struct Insets: Codable { var top, left, bottom, right: Double? }
    struct Point: Codable { var x, y: Double }
    struct CollectionView: Codable {
        var size: Size
        var contentInset: Insets?
        var contentOffset: Point?
        var scale: Double?
    }
    struct Pinning: Codable {
        var headers: String?
        var offset: Double?
        var zIndex: Int?
    }
    struct Layout: Codable {
        var type: String
        var itemSize: Size?
        var minimumLineSpacing: Double?
        var minimumInteritemSpacing: Double?
        var sectionInset: Insets?
        var headerReferenceSize: Size?
        var pinning: Pinning?
    }
    struct Section: Codable {
        var items: [Size]?
        var itemCount: Int?
    }
    struct Request: Codable {
        var collectionView: CollectionView
        var layout: Layout
        var sections: [Section]
        var elements: String?
    }

    struct Frame: Codable { var x, y, width, height: Double }
    struct Attribute: Codable {
        var indexPath: [Int]
        var category: String
        var kind: String?
        var frame: Frame
        var zIndex: Int
        var pinned: Bool?
    }
    struct Response: Codable {
        var contentSize: Size
        var attributes: [Attribute]
    }
}
