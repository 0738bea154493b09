public import Foundation

extension Layoutd {
    /// One offset of a timeline: what a request at `contentOffset` answers, or in a delta timeline after the first
    /// entry only the attributes that appeared or changed, with `removed` naming those that left.
    public struct TimelineEntry: Codable, Sendable, Hashable {
        /// The offset this entry is answered at.
        public var contentOffset: Point
        /// Where this entry stands, when the request has `anchor: .report`.
        public var anchor: Anchor?
        /// Its attributes (in a delta entry: only those new or changed since the entry before).
        public var attributes: [Attributes]
        /// Delta entries after the first: the elements of the entry before that this one no longer holds.
        public var removed: [RemovedElement]?

        /// An entry at `contentOffset`.
        public init(
            contentOffset: Point, anchor: Anchor? = nil, attributes: [Attributes], removed: [RemovedElement]? = nil
        ) {
            self.contentOffset = contentOffset
            self.anchor = anchor
            self.attributes = attributes
            self.removed = removed
        }
    }

    /// An element that left between two delta entries: `[section, item, category, kind]` on the wire.
    public struct RemovedElement: Codable, Sendable, Hashable {
        /// `[section, item]`.
        public var indexPath: IndexPath
        /// Cell, supplementary or decoration.
        public var category: ElementCategory
        /// The supplementary or decoration kind; `nil` for cells.
        public var kind: ElementKind?

        /// The element at `indexPath` of `category` and `kind`.
        public init(indexPath: IndexPath, category: ElementCategory, kind: ElementKind? = nil) {
            self.indexPath = indexPath
            self.category = category
            self.kind = kind
        }

        /// The element these attributes describe.
        public init(_ attributes: Attributes) {
            self.init(indexPath: attributes.indexPath, category: attributes.category, kind: attributes.kind)
        }

        /// Reads `[section, item, category, kind]`.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            let section = try container.decode(Int.self)
            let item = try container.decode(Int.self)
            indexPath = IndexPath(indexes: [section, item])
            category = try container.decode(ElementCategory.self)
            kind = try container.decodeIfPresent(ElementKind.self)
        }

        /// Writes `[section, item, category, kind]`, `kind` null for cells.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for index in indexPath { try container.encode(index) }
            try container.encode(category)
            if let kind { try container.encode(kind) } else { try container.encodeNil() }
        }
    }
}

extension Layoutd.Response {
    /// A timeline with every entry in full: a delta timeline replayed (each entry is the one before without its
    /// `removed` elements, its own attributes replacing or joining them, in the server's order); a full timeline
    /// as it is; `nil` without a timeline.
    /// - Complexity: O(n log n) per entry in the entry's attributes.
    public var fullTimeline: [Layoutd.TimelineEntry]? {
        guard let timeline, let first = timeline.first else { return timeline }
        var result = [first]
        for entry in timeline.dropFirst() {
            guard let removed = entry.removed, let previous = result.last else {
                result.append(entry)
                continue
            }
            let gone = Set(removed)
            var current: [Layoutd.RemovedElement: Layoutd.Attributes] = [:]
            for attributes in previous.attributes where !gone.contains(Layoutd.RemovedElement(attributes)) {
                current[Layoutd.RemovedElement(attributes)] = attributes
            }
            for attributes in entry.attributes {
                current[Layoutd.RemovedElement(attributes)] = attributes
            }
            let ordered = current.values.sorted(by: Self.serverOrder)
            result.append(
                Layoutd.TimelineEntry(contentOffset: entry.contentOffset, anchor: entry.anchor, attributes: ordered))
        }
        return result
    }

    /// The server's order: by section; the header, cells by item, the footer, then decorations.
    static func serverOrder(_ a: Layoutd.Attributes, _ b: Layoutd.Attributes) -> Bool {
        func rank(_ x: Layoutd.Attributes) -> Int {
            switch (x.category, x.kind) {
            case (.supplementary, .sectionHeader?): 0
            case (.cell, _): 1
            case (.supplementary, _): 2
            case (.decoration, _): 3
            }
        }
        let (sectionA, sectionB) = (a.indexPath.first ?? 0, b.indexPath.first ?? 0)
        if sectionA != sectionB { return sectionA < sectionB }
        if rank(a) != rank(b) { return rank(a) < rank(b) }
        return (a.indexPath.last ?? 0) < (b.indexPath.last ?? 0)
    }
}
