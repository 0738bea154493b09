/// The page at `GET /`: pick one of the repository's examples (or edit the request), scroll it with the offset
/// controls or a device preset, and see the SVG follow the visible rect beside the JSON answer.
///
/// Deep links open an example at an offset: `/?example=seed-002-flow-pin-section&y=600` (`x=` for horizontal
/// layouts, `device=iphone-15` for a preset, `t=2` for a timeline's entry). The examples are `Examples/*.json`, embedded at build time by
/// `scripts/embed-examples` (`ExampleRequests`).
///
/// The JSON answer asks for `"anchor": "report"` (a checkbox, on by default) and the page shows where the answer
/// stands; "insert above" adds items before the first visible one and "append" one item after the last, each
/// sending that anchor back with the data before the change (`previous`), so the server resolves the offset that
/// keeps the visible items in place and says where every element comes from and goes to; the page's "screen"
/// (the visible rect, drawn by the page itself: `Playground+Screen.swift`) animates the change, then shows the
/// new answer. The screen scrolls on range answers, a window of offsets per request (`Playground+Scroll.swift`).
enum Playground {
    /// The whole page, assembled once.
    static let html: String =
        head + "<script>\nconst examples = {\n" + examplesObject + "\n};\n" + script + screenScript + scrollScript
        + changeScript + bootScript + "</script>\n</body>\n</html>\n"

    /// The examples as the members of a JavaScript object literal, `"name": {…}`, in file-name order.
    static var examplesObject: String {
        ExampleRequests.all.map { "\"\($0.name)\": \($0.json)" }.joined(separator: ",\n")
    }

    static let head = ##"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>layoutd playground</title>
        <style>
          body { font: 14px/1.4 -apple-system, system-ui, sans-serif; margin: 0; color: #222; background: #fafafa; }
          header { height: 44px; padding: 0 16px; background: #1f2430; color: #fff; display: flex; gap: 16px;
                   align-items: center; }
          header h1 { font-size: 16px; margin: 0; }
          header a { color: #9cc3ff; }
          main { display: grid; grid-template-columns: minmax(340px, 1fr) minmax(340px, 1.25fr); gap: 12px;
                 padding: 12px; }
          textarea { width: 100%; height: 300px; font: 12px/1.35 ui-monospace, monospace; box-sizing: border-box; }
          pre { background: #fff; border: 1px solid #ddd; padding: 8px; max-height: 220px; overflow: auto;
                font-size: 11px; margin: 6px 0 0; }
          #picture { background: #fff; border: 1px solid #ddd; overflow: auto; position: sticky; top: 12px;
                     height: calc(100vh - 44px - 24px - 2px); box-sizing: border-box; }
          #picture svg { display: block; }
          /* The visible rect's outline as wide on screen at any zoom (the screen panel beside it narrows it). */
          #picture svg rect.visible { vector-effect: non-scaling-stroke; }
          .row { display: flex; gap: 8px; align-items: center; margin: 6px 0; flex-wrap: wrap; }
          .row label { min-width: 116px; }
          .row input[type=range] { flex: 1; min-width: 140px; }
          .row input[type=number] { width: 90px; }
          #insertCount { width: 60px; }
          .views { display: flex; gap: 12px; align-items: flex-start; }
          .views #picture { flex: 1; min-width: 0; }
          #screenPanel { position: sticky; top: 12px; flex: none; }
          #screen { background: #fff; border: 1px solid #bbb; border-radius: 6px; overflow: hidden;
                    position: relative; }
          #screen svg { display: block; position: absolute; left: 0; top: 0; }
          #screenNote { display: block; max-width: 240px; }
          .hint { color: #666; font-size: 12px; }
          #status { font-weight: 600; }
          .error { color: #b00020; }
          .warning { color: #9a5b00; }
          [hidden] { display: none !important; }
        </style>
        </head>
        <body>
        <header>
          <h1>layoutd playground</h1>
          <span>POST /layout, drawn as SVG</span>
          <a id="permalink" href="?">link to this view</a>
          <a href="/openapi.yaml">openapi.yaml</a>
        </header>
        <main>
          <section>
            <div class="row">
              <label for="example">Example</label>
              <select id="example"></select>
            </div>
            <div class="row">
              <label for="device">Device</label>
              <select id="device"></select>
              <span id="deviceNote" class="hint"></span>
            </div>
            <div class="row" id="rowY">
              <label for="offsetY">contentOffset.y</label>
              <input id="offsetY" type="range" step="1">
              <input id="offsetYNumber" type="number" step="any">
              <span id="rangeY" class="hint"></span>
            </div>
            <div class="row" id="rowX" hidden>
              <label for="offsetX">contentOffset.x</label>
              <input id="offsetX" type="range" step="1">
              <input id="offsetXNumber" type="number" step="any">
              <span id="rangeX" class="hint"></span>
            </div>
            <div class="row" id="rowT" hidden>
              <label for="timeline">timeline entry</label>
              <input id="timeline" type="range" min="0" max="0" step="1" value="0">
              <output id="timelineValue">0</output>
              <span id="timelineNote" class="hint"></span>
            </div>
            <div class="row"><span id="status">…</span></div>
            <div class="row">
              <label><input id="reportAnchor" type="checkbox" checked> report the anchor</label>
              <span id="anchor" class="hint"></span>
            </div>
            <div class="row">
              <label for="insertCount">insert items</label>
              <input id="insertCount" type="number" min="1" max="1000" step="1" value="3">
              <button id="insertAbove" type="button" disabled>insert above the visible items</button>
              <button id="append" type="button" disabled>append one item</button>
            </div>
            <div class="row">
              <label for="updateAnimation">update animation</label>
              <select id="updateAnimation">
                <option value="fade">fade (UIKit's stock animation)</option>
                <option value="none">none (UIKit's nil: no animation)</option>
                <option value="magazine">magazine (MagazineLayout)</option>
              </select>
              <span id="insertNote" class="hint"></span>
            </div>
            <textarea id="request" spellcheck="false" aria-label="request"></textarea>
            <pre id="json"></pre>
          </section>
          <section class="views">
            <div id="screenPanel">
              <div id="screen" aria-label="the visible rect, drawn by the page"></div>
              <span id="screenNote" class="hint"></span>
            </div>
            <div id="picture" aria-label="picture of the layout"></div>
          </section>
        </main>

        """##
}
