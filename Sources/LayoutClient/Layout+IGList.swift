extension Layout {
    /// IGListKit's `IGListCollectionViewLayout` properties; per-section sizes live on `Section`.
    public struct IGList: Codable, Sendable, Hashable {
        /// Whether items stretch to the section's edge, false.
        public var stretchToEdge: Bool?
        /// Whether an empty section still shows its header, false.
        public var showHeaderWhenEmpty: Bool?
        /// The size of a uniform section's items when the section names none.
        public var itemSize: Size?

        /// IGList parameters; every one left `nil` takes IGListKit's default.
        public init(stretchToEdge: Bool? = nil, showHeaderWhenEmpty: Bool? = nil, itemSize: Size? = nil) {
            self.stretchToEdge = stretchToEdge
            self.showHeaderWhenEmpty = showHeaderWhenEmpty
            self.itemSize = itemSize
        }
    }
}
