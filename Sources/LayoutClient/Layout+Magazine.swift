extension Layout {
    /// `MagazineLayout`'s delegate answers that apply to every section; `nil` is 0.
    public struct Magazine: Codable, Sendable, Hashable {
        /// Insets of each section.
        public var sectionInsets: Insets?
        /// Insets of the items inside a section (`fullWidth` respects them).
        public var itemInsets: Insets?
        /// Spacing between items in a row.
        public var horizontalSpacing: Double?
        /// Spacing between rows.
        public var verticalSpacing: Double?

        /// Magazine parameters; every one left `nil` is 0.
        public init(
            sectionInsets: Insets? = nil, itemInsets: Insets? = nil, horizontalSpacing: Double? = nil,
            verticalSpacing: Double? = nil
        ) {
            self.sectionInsets = sectionInsets
            self.itemInsets = itemInsets
            self.horizontalSpacing = horizontalSpacing
            self.verticalSpacing = verticalSpacing
        }
    }
}
