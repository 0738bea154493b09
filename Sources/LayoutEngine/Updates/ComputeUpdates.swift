/// Lays out a request that carries its previous data ("Updates that animate") and answers the new
/// request's own answer plus `updates`.
///
/// 1. The new request is laid out and answered exactly as `computeLayout(_:elements:limits:)` answers it, at its
///    offset (given, its default, or resolved from its anchor): the rest of the answer is byte for byte that.
/// 2. The previous data is laid out (`update.previous`) and queried with the same `elements` at the previous
///    offset.
/// 3. Every element either query selected is matched to the other side by the identity rules
///    (`UpdateIdentity`); an end it has is its attributes on that side at that side's offset (looked up one at a
///    time when that side's query did not select it, `ElementLookup`), the end it lacks is the policy's
///    (`UpdatePolicy`).
/// 4. The elements the new layout has are listed in its order, then the deleted ones in the previous layout's.
///
/// One work budget counts both layouts' compositional groups (`WorkBudget`); the attribute limit counts the
/// answer's attributes and both ends of every update element (`attributes + 2 × elements`).
///
/// - Complexity: that of the two layouts and their queries, plus O(k log k) for the k elements listed (each
///   matched through hash tables of ids and sections, never a walk over a section's items).
public func computeLayout(
    _ description: LayoutDescription, elements: ElementsQuery = .visible, limits: LayoutLimits = LayoutLimits(),
    update: UpdateDescription, guides: Bool = false
) throws(LayoutError) -> LayoutResult {
    var budget = WorkBudget(limit: limits.workBudget)
    // Step 1, as `computeLayout` does it (a request with `previous` has no timeline).
    let new = try PreparedLayout(
        description, indexed: false,
        sectionIndexed: (elements != .all || description.anchor != nil)
            && description.sectionCount > PreparedLayout.sectionsWalked,
        budget: &budget)
    var result = try new.answer(elements: elements, limits: limits)
    let newOffset = result.contentOffset ?? description.resolvedContentOffset(contentSize: new.contentSize)

    // Step 2. What the answer leaves of the attribute limit, two ends per listed element.
    let room = Swift.max(0, limits.maxAttributes - result.attributes.count) / 2
    let previous: PreparedLayout
    let previousSelection: [LayoutAttributes]
    do throws(LayoutError) {
        previous = try PreparedLayout(
            update.previous, indexed: false,
            sectionIndexed: elements != .all && update.previous.sectionCount > PreparedLayout.sectionsWalked,
            budget: &budget)
        previousSelection = try previous.attributes(
            at: update.previousOffset, elements: elements, limit: room, expected: result.attributes.count + 8)
        try RangeCheck.check(previousSelection, offset: .contentOffset)
    } catch .tooManyAttributes {
        throw .tooManyAttributes(limit: limits.maxAttributes)
    } catch {
        throw .inPrevious(
            error, hasOwnLayout: update.hasOwnLayout, hasOwnCollectionView: update.hasOwnCollectionView)
    }

    // Steps 3 and 4.
    var builder = UpdateBuilder(
        new: new, newOffset: newOffset, previous: previous, previousOffset: update.previousOffset, update: update,
        room: room, maxAttributes: limits.maxAttributes)
    let listed = try builder.elements(newSelection: result.attributes, previousSelection: previousSelection)
    try builder.checkRange(listed, newOffsetSource: result.contentOffset == nil ? .contentOffset : .anchor)
    result.updates = Updates(
        from: update.previousOffset, to: newOffset, elements: listed, kindNames: builder.kindNames)
    // A picture of the new layout (its section bands and pin lines).
    if guides { result.guides = new.guides(for: result) }
    return result
}

/// Steps 3 and 4 of an update: the matching, the ends, the order.
struct UpdateBuilder {
    let newSide: UpdateIdentity.Side
    let previousSide: UpdateIdentity.Side
    let newLookup: ElementLookup
    let previousLookup: ElementLookup
    let animation: UpdateAnimation
    /// `previousOffset - newOffset` along the new layout's scroll axis.
    let d: Double
    let horizontal: Bool
    /// The most elements the attribute limit leaves room for.
    let room: Int
    /// The attribute limit, as a refusal names it.
    let maxAttributes: Int
    /// The answer's kind names: the new layout's, then the previous layout's that it lacks.
    private(set) var kindNames: [String]
    /// A previous named kind's index in `kindNames`.
    private var previousKinds: [UInt16: UInt16] = [:]

    init(
        new: PreparedLayout, newOffset: Point, previous: PreparedLayout, previousOffset: Point,
        update: UpdateDescription, room: Int, maxAttributes: Int
    ) {
        newSide = UpdateIdentity.Side(new, sectionIDs: update.sectionIDs)
        previousSide = UpdateIdentity.Side(previous, sectionIDs: update.previousSectionIDs)
        newLookup = ElementLookup(new, at: newOffset)
        previousLookup = ElementLookup(previous, at: previousOffset)
        animation = update.animation
        horizontal = new.horizontal
        d = horizontal ? previousOffset.x - newOffset.x : previousOffset.y - newOffset.y
        self.room = room
        self.maxAttributes = maxAttributes
        kindNames = new.family.kindNames
        for (i, name) in previous.family.kindNames.enumerated() {
            let index: Int
            if let j = newSide.kinds[name] {
                index = Int(j)
            } else {
                index = kindNames.count
                kindNames.append(name)
            }
            previousKinds[UInt16(truncatingIfNeeded: i)] = UInt16(truncatingIfNeeded: index)
        }
    }

    /// The listed elements: every element of `newSelection` (the new answer's attributes) and of
    /// `previousSelection` (the previous query's), each once, in the contract's order.
    mutating func elements(
        newSelection: [LayoutAttributes], previousSelection: [LayoutAttributes]
    ) throws(LayoutError) -> [UpdateElement] {
        // The previous selection by name, so an element both queries selected takes its previous end from there.
        let previousRefs = previousSelection.map(previousLookup.ref(of:))
        let selectedBefore = SelectionIndex(previousRefs)
        var listedBefore = [Bool](repeating: false, count: previousSelection.count)

        var present: [UpdateElement] = []
        present.reserveCapacity(Swift.min(room, newSelection.count + previousSelection.count))
        var presentRefs: [ElementRef] = []
        presentRefs.reserveCapacity(newSelection.count)
        for a in newSelection {
            let ref = newLookup.ref(of: a)
            var before: LayoutAttributes?
            if let counterpart = UpdateIdentity.counterpart(of: ref, from: newSide, to: previousSide) {
                if let j = selectedBefore.index(of: counterpart) {
                    before = previousSelection[j]
                    listedBefore[j] = true
                } else {
                    before = previousLookup.attributes(of: counterpart)?.attributes
                }
            }
            try append(element(new: a, previous: before), to: &present)
            presentRefs.append(ref)
        }

        // What only the previous query selected: in the new layout elsewhere (listed in its order), or deleted.
        var moved: [(order: ElementOrder, element: UpdateElement)] = []
        var deleted: [UpdateElement] = []
        for (j, b) in previousSelection.enumerated() where !listedBefore[j] {
            let ref = previousRefs[j]
            if let counterpart = UpdateIdentity.counterpart(of: ref, from: previousSide, to: newSide),
                let (after, order) = newLookup.attributes(of: counterpart)
            {
                moved.append((order, element(new: after, previous: b)))
            } else {
                deleted.append(element(deleted: b))
            }
            if present.count + moved.count + deleted.count > room { throw .tooManyAttributes(limit: maxAttributes) }
        }
        guard !moved.isEmpty || !deleted.isEmpty else { return present }

        var listed: [UpdateElement] = []
        listed.reserveCapacity(present.count + moved.count + deleted.count)
        if moved.isEmpty {
            listed = present
        } else {
            // Merged into the new answer's order (its own elements are in it already).
            moved.sort { $0.order < $1.order }
            var m = 0
            for (k, ref) in presentRefs.enumerated() {
                if m < moved.count, let order = newLookup.attributes(of: ref)?.order {
                    while m < moved.count && moved[m].order < order {
                        listed.append(moved[m].element)
                        m += 1
                    }
                }
                listed.append(present[k])
            }
            while m < moved.count {
                listed.append(moved[m].element)
                m += 1
            }
        }
        listed.append(contentsOf: deleted)
        return listed
    }

    /// Appends within the attribute limit.
    private func append(_ element: UpdateElement, to list: inout [UpdateElement]) throws(LayoutError) {
        if list.count >= room { throw .tooManyAttributes(limit: maxAttributes) }
        list.append(element)
    }

    /// An element the new layout has (`new`, at the new offset), and its previous attributes if any.
    private func element(new a: LayoutAttributes, previous b: LayoutAttributes?) -> UpdateElement {
        let to = UpdateEnd(a)
        let path = ItemPath(section: a.section, item: a.item)
        let id = a.category == .cell ? newSide.annotations.id(section: a.section, item: a.item) : nil
        guard let b else {
            return UpdateElement(
                change: .inserted, indexPath: path, previousIndexPath: nil, id: id, category: a.category, kind: a.kind,
                from: animation.insertedFrom(to, category: a.category, d: d, horizontal: horizontal), to: to)
        }
        let previousPath = ItemPath(section: b.section, item: b.item)
        return UpdateElement(
            change: previousPath == path ? .unchanged : .moved, indexPath: path, previousIndexPath: previousPath,
            id: id, category: a.category, kind: a.kind, from: animation.presentFrom(UpdateEnd(b)), to: to)
    }

    /// An element only the previous layout has.
    private func element(deleted b: LayoutAttributes) -> UpdateElement {
        let from = UpdateEnd(b)
        let id = b.category == .cell ? previousSide.annotations.id(section: b.section, item: b.item) : nil
        var kind = b.kind
        if case .named(let i) = b.kind, let j = previousKinds[i] { kind = .named(j) }
        return UpdateElement(
            change: .deleted, indexPath: nil, previousIndexPath: ItemPath(section: b.section, item: b.item), id: id,
            category: b.category, kind: kind, from: from, to: animation.deletedTo(from))
    }

    /// Never an impossible number: a `from` frame beyond ±1e15 (a header pinned at the previous offset, or an
    /// inserted cell moved by `d`) names the previous offset; a `to` frame (a header pinned at the new offset)
    /// names what put the new offset there. An element's own end is checked first (a deleted element's `to` is
    /// made from its `from`, an inserted one's `from` from its `to`).
    /// - Complexity: O(elements).
    func checkRange(_ elements: [UpdateElement], newOffsetSource: ImpossibleNumberSource) throws(LayoutError) {
        let previousOffset = LayoutError.inPrevious(
            .impossibleNumber(.contentOffset), hasOwnLayout: false, hasOwnCollectionView: false)
        for e in elements {
            let from = RangeCheck.contains(e.from.frame)
            let to = RangeCheck.contains(e.to.frame)
            if from && to { continue }
            if e.change == .deleted { throw from ? .impossibleNumber(newOffsetSource) : previousOffset }
            throw to ? previousOffset : .impossibleNumber(newOffsetSource)
        }
    }
}
