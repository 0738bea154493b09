/// `NSCollectionLayoutDimension`: how one axis of a layout size resolves in its container.
public enum CompositionalDimension: Sendable, Hashable {
    /// A fraction of the container's effective width, floored to the pixel grid.
    case fractionalWidth(Double)
    /// A fraction of the container's effective height, floored to the pixel grid.
    case fractionalHeight(Double)
    /// Points.
    case absolute(Double)
    /// The measured size from `sections[i].items[k]` on this axis when given, else this estimate.
    case estimated(Double)

    /// Whether the dimension is a fraction (of either axis).
    var isFractional: Bool {
        switch self {
        case .fractionalWidth, .fractionalHeight: true
        case .absolute, .estimated: false
        }
    }

    /// Whether the dimension is estimated.
    var isEstimated: Bool {
        if case .estimated = self { true } else { false }
    }
}

/// `NSCollectionLayoutSize`.
public struct CompositionalSize: Sendable, Hashable {
    public var widthDimension: CompositionalDimension
    public var heightDimension: CompositionalDimension
    public init(widthDimension: CompositionalDimension, heightDimension: CompositionalDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }
}

/// `NSCollectionLayoutSpacing`.
public enum CompositionalSpacing: Sendable, Hashable {
    case fixed(Double)
    /// A minimum; leftover space is shared among the flexible spacings of a group.
    case flexible(Double)

    /// The spacing's value (a flexible one's minimum).
    var value: Double {
        switch self {
        case .fixed(let v), .flexible(let v): v
        }
    }

    var isFlexible: Bool {
        if case .flexible = self { true } else { false }
    }
}

/// `NSCollectionLayoutEdgeSpacing`: each edge a spacing or none.
public struct CompositionalEdgeSpacing: Sendable, Hashable {
    public var leading: CompositionalSpacing?
    public var top: CompositionalSpacing?
    public var trailing: CompositionalSpacing?
    public var bottom: CompositionalSpacing?
    public init(
        leading: CompositionalSpacing? = nil, top: CompositionalSpacing? = nil, trailing: CompositionalSpacing? = nil,
        bottom: CompositionalSpacing? = nil
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

/// `NSDirectionalEdgeInsets` (leading = left in left-to-right).
public struct DirectionalInsets: Sendable, Hashable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public static let zero = DirectionalInsets()
}

/// An `NSCollectionLayoutItem`, or an `NSCollectionLayoutGroup` when `group` is set.
public struct CompositionalItem: Sendable, Hashable {
    public var layoutSize: CompositionalSize
    public var contentInsets: DirectionalInsets
    public var edgeSpacing: CompositionalEdgeSpacing?
    public var supplementaryItems: [CompositionalAnchoredItem]
    /// The group's arrangement; `nil` for a plain item.
    public var group: CompositionalGroup?

    public init(
        layoutSize: CompositionalSize, contentInsets: DirectionalInsets = .zero,
        edgeSpacing: CompositionalEdgeSpacing? = nil, supplementaryItems: [CompositionalAnchoredItem] = [],
        group: CompositionalGroup? = nil
    ) {
        self.layoutSize = layoutSize
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
        self.group = group
    }
}

/// How a group arranges its subitems.
public struct CompositionalGroup: Sendable, Hashable {
    /// `horizontal`, `vertical` or `custom`.
    public enum Axis: String, Sendable, Hashable {
        case horizontal, vertical, custom
    }

    /// Which of UIKit's initialisers made the group.
    public indirect enum Subitems: Sendable, Hashable {
        /// `…(layoutSize:subitems:)`: the subitems cyclically while they fit.
        case list([CompositionalItem])
        /// iOS 13 `…(layoutSize:subitem:count:)`: `count` equal copies sharing the spacing-shortened length.
        case count(CompositionalItem, Int)
        /// iOS 16 `…(layoutSize:repeatingSubitem:count:)`: `count` copies at the subitem's own size.
        case repeating(CompositionalItem, Int)
        /// `custom(layoutSize:itemProvider:)`: the provider's frames, relative to the group.
        case custom([CompositionalCustomItem])
    }

    public var axis: Axis
    /// `nil` = fixed 0.
    public var interItemSpacing: CompositionalSpacing?
    public var subitems: Subitems

    public init(axis: Axis, interItemSpacing: CompositionalSpacing? = nil, subitems: Subitems) {
        self.axis = axis
        self.interItemSpacing = interItemSpacing
        self.subitems = subitems
    }
}

/// `NSCollectionLayoutGroupCustomItem`.
public struct CompositionalCustomItem: Sendable, Hashable {
    public var frame: Rect
    public var zIndex: Int
    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
