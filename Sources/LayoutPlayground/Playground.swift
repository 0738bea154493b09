/// The page at `GET /`: pick one of the repository's examples (or edit the request), scroll it with the offset
/// controls or a device preset, and see the SVG follow the visible rect beside the JSON answer (docs/playground.md).
///
/// Deep links open an example at an offset: `/?example=seed-002-flow-pin-section&y=600` (`x=` for horizontal
/// layouts, `device=iphone-15` for a preset, `t=2` for a timeline's entry).
///
/// The page is written as ordinary files in `web/`, which `scripts/embed` inlines into one document
/// (`Generated/PlaygroundPage.swift`) with the files of `Examples/` as `const examples`:
/// - `index.html`, the controls and panels; `playground.css`, their look.
/// - `playground.js`, the page's behaviour. The request in the editor is the one source of truth: the offset
///   controls, the device menu and a deep link write into it (only when the user acts on them), and everything
///   else reads from it.
/// - `screen.js`, the page's "screen": the visible rect as a device shows it, drawn by the page itself from the
///   numbers of an answer (the picture beside it is the server's SVG of the whole content). It shows the last
///   answer at its offset and plays an update's animation: every element of `updates` from its `from` end, drawn
///   against the previous offset, to its `to` end, drawn against the new one, alpha included, over
///   `animationDuration` milliseconds of `requestAnimationFrame`. `window.playground` is the hook the browser stage
///   drives, so no check depends on the wall clock: `holdAnimations = true` keeps an animation at its first frame
///   until `renderAnimationAt(t)` draws it at progress `t` in [0, 1] and `finishAnimation()` ends it.
/// - `scroll.js`, scrolling without a round trip: the screen asks for a *window* of offsets at once
///   (`elements: {"scrollRange": …}`) and draws any offset of it itself, moving the elements that follow the
///   scroll with the contract's one formula at every frame. A new window is asked for only when the offset comes
///   within `prefetch.refill` screens of the held window's edge (an edge at the end of the content never counts);
///   the picture and the JSON answer follow once the scroll has been still for `settleDelay` ms. A request the
///   service refuses as a range (a timeline, the attribute limit) leaves the screen on the single-offset answers.
///   `window.playground.scrollTo(offset)` scrolls the screen as the wheel does and draws at once (it returns
///   whether a held window covers the offset); `screen()` says where the screen stands; `requests` counts the
///   page's posts to /layout: `range` (windows) and `single` (everything else).
/// - `changes.js`, the data changes the page makes, each animated: "insert above" (N items before the first
///   visible one) and "append" (one item after the last). Each sends the new data with the anchor the last answer
///   reported and, as `previous`, the data and offset that answer was computed from, under the chosen
///   `updateAnimation`; the screen plays the answer's `updates`, and the page then adopts the offset the server
///   resolved and draws again.
/// - `boot.js`, the first draw: the example and offsets of the deep link.
public enum Playground {
    /// The whole page, as served.
    public static let html = PlaygroundPage.html
}
