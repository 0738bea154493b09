public import LayoutEngine

/// Bounds on what one request may ask for, so that no request can allocate or compute without limit.
///
/// Every limit is answered with a located error: explicit items and sections beyond their limits are 413 at
/// `/sections/<s>/items` and `/sections`; nesting deeper than `maxDepth`, numbers beyond `maxMagnitude`, uniform
/// counts beyond `maxUniformItemCount` and column counts beyond `maxColumnCount` are 400 at the value;
/// results with more than `maxAttributes` attributes, and answers larger than `maxAnswerBytes`, are 422 at
/// `/elements` (ask for a rect instead).
public struct APILimits: Sendable, Hashable {
    /// Explicit items summed over all sections (uniform sections are never materialised and do not count).
    public var maxItems: Int
    /// Sections in one request.
    public var maxSections: Int
    /// `itemCount` of one uniform section. Uniform sections cost O(1), so this guards only numeric precision:
    /// 10^12 items of at most `maxMagnitude` points keep every coordinate finite.
    public var maxUniformItemCount: Int
    /// JSON nesting depth (objects and arrays), counted from the root object at depth 1.
    public var maxDepth: Int
    /// The largest absolute value any number may take, so that sums over a layout stay finite.
    public var maxMagnitude: Double
    /// The largest waterfall `columnCount`: the engine keeps one running height per column.
    public var maxColumnCount: Int
    /// Attributes in one response, passed to the engine.
    public var maxAttributes: Int
    /// The units of work one request may use on the inputs whose cost a few bytes multiply
    /// (`LayoutLimits.workBudget`, about 20 ms), passed to the engine.
    public var workBudget: Int = LayoutLimits.defaultWorkBudget
    /// The largest answer body in bytes. A larger one is refused before it is built (its size is bounded, or
    /// measured, first: `LayoutResponseEncoder.reservation`), so no answer is ever allocated in one piece larger
    /// than this.
    public var maxAnswerBytes: Int = APILimits.defaultMaxAnswerBytes
    /// 64 MiB: twice the largest JSON body `maxAttributes`' default can give without named kinds or ids (100,000
    /// attributes of at most 324 bytes each), and an eighth of a pod's 512 MiB.
    public static let defaultMaxAnswerBytes = 64 << 20
    /// The most elements a picture (`Accept: image/svg+xml`) draws: returned attributes plus section bands, over
    /// every panel of a timeline. More is a 422 at `/elements`, before anything is drawn.
    public var maxSVGElements: Int = APILimits.defaultMaxSVGElements
    /// 5,000, a twentieth of `maxAttributes`' default: a drawn element costs about 2.6 µs and 220 bytes, so the
    /// largest picture takes about 13 ms and 1.1 MB; past it this bound refuses a large picture, in words that
    /// name elements. A picture of more rectangles than that is not read at a glance, and the playground falls
    /// back to the visible elements when its picture of all of them is refused.
    public static let defaultMaxSVGElements = 5_000

    /// Defaults that suit a public service.
    public init(
        maxItems: Int = 1_000_000, maxSections: Int = 100_000, maxUniformItemCount: Int = 1_000_000_000_000,
        maxDepth: Int = 64, maxMagnitude: Double = 1e9, maxColumnCount: Int = 1_000, maxAttributes: Int = 100_000
    ) {
        self.maxItems = maxItems
        self.maxSections = maxSections
        self.maxUniformItemCount = maxUniformItemCount
        self.maxDepth = maxDepth
        self.maxMagnitude = maxMagnitude
        self.maxColumnCount = maxColumnCount
        self.maxAttributes = maxAttributes
    }

    /// The limits on what one answer holds or costs, which a request goes over only by what it asks to be answered:
    /// a 422 for one of them (`APIError.exceeded`) may be answered under a larger value of it.
    public enum AnswerLimit: Sendable, CaseIterable {
        /// `maxAttributes`.
        case attributes
        /// `maxAnswerBytes`.
        case answerBytes
        /// `maxSVGElements`.
        case svgElements
        /// `workBudget`.
        case work
    }

    /// The value of `limit`.
    public subscript(limit: AnswerLimit) -> Int {
        switch limit {
        case .attributes: maxAttributes
        case .answerBytes: maxAnswerBytes
        case .svgElements: maxSVGElements
        case .work: workBudget
        }
    }

    /// The engine's share of the limits.
    public var layoutLimits: LayoutLimits {
        LayoutLimits(maxAttributes: maxAttributes, workBudget: workBudget)
    }
}
