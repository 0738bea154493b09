/// Where in a layout description an error lies: the steps from the description's root to the value that caused
/// it, each a field (named by the engine's own descriptions: a section's `inset`, a group's `subitems`) or an
/// element of a list (a section, an item, a subitem). The engine never spells a location; LayoutAPI alone writes it
/// as the request's JSON pointer, so the wire's names live there.
public struct ErrorLocation: Sendable, Hashable, CustomStringConvertible {
    /// The steps, from the root.
    public private(set) var steps: [Step]

    /// The location reached by `steps` from the root.
    public init(_ steps: [Step] = []) {
        self.steps = steps
    }

    /// One step: into a field of the value reached so far, or to an element of the list reached so far.
    public enum Step: Sendable, Hashable {
        case field(Field)
        case element(Int)
    }

    /// The fields an error can lie in or under.
    public enum Field: Sendable, Hashable, CaseIterable {
        /// The description's parts: its layout, its collection view, its sections.
        case layout, collectionView, sections
        /// The collection view's insets.
        case contentInset, safeAreaInsets, layoutMargins, readableContentInsets
        /// A layout's vertical-only fields and its pinning selection.
        case verticalLayoutDirection, shortContentAlignment, pinning, headers, footers, until
        /// Section metrics: the layout's defaults and a section's own overrides, and a uniform section's count.
        case sectionInset, inset, sectionInsets, minimumColumnSpacing, itemCount
        /// A compositional layout's parts: the section every section shares, groups and their subitems,
        /// supplementary, boundary and decoration items, insets, kinds and spacing.
        case section, group, subitems, subitem, repeatingSubitem, supplementaryItems, boundarySupplementaryItems
        case decorationItems, contentInsets, elementKind, interItemSpacing
    }

    /// This location followed by `more`.
    public func appending(_ more: Step...) -> ErrorLocation {
        ErrorLocation(steps + more)
    }

    /// This location followed by the fields `fields`.
    public func appending(fields: [Field]) -> ErrorLocation {
        ErrorLocation(steps + fields.map(Step.field))
    }

    /// Steps one level deeper.
    public mutating func append(_ step: Step) {
        steps.append(step)
    }

    /// Steps `count` levels back up.
    public mutating func removeLast(_ count: Int = 1) {
        steps.removeLast(count)
    }

    /// The layout, or `fields` under it.
    public static func layout(_ fields: Field...) -> ErrorLocation {
        ErrorLocation([.field(.layout)] + fields.map(Step.field))
    }

    /// The collection view, or `fields` under it.
    public static func collectionView(_ fields: Field...) -> ErrorLocation {
        ErrorLocation([.field(.collectionView)] + fields.map(Step.field))
    }

    /// Section `index`, or `fields` under it.
    public static func section(_ index: Int, _ fields: Field...) -> ErrorLocation {
        ErrorLocation([.field(.sections), .element(index)] + fields.map(Step.field))
    }

    /// The steps as the engine names them (for test failures; the wire's pointer is LayoutAPI's to write).
    public var description: String {
        steps.map { step in
            switch step {
            case .field(let field): "\(field)"
            case .element(let index): "[\(index)]"
            }
        }.joined(separator: ".")
    }
}
