/// The page at `GET /`: edit or pick a request, drag the scroll slider, see the SVG and the JSON update.
enum Playground {
    static let html = ##"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>layoutd playground</title>
        <style>
          body { font: 14px/1.4 -apple-system, system-ui, sans-serif; margin: 0; color: #222; background: #fafafa; }
          header { padding: 10px 16px; background: #1f2430; color: #fff; display: flex; gap: 16px; align-items: center; }
          header h1 { font-size: 16px; margin: 0; }
          main { display: grid; grid-template-columns: minmax(320px, 1fr) minmax(320px, 1.2fr); gap: 12px; padding: 12px; }
          textarea { width: 100%; height: 360px; font: 12px/1.35 ui-monospace, monospace; box-sizing: border-box; }
          pre { background: #fff; border: 1px solid #ddd; padding: 8px; max-height: 260px; overflow: auto; font-size: 11px; }
          #svg { background: #fff; border: 1px solid #ddd; min-height: 420px; max-height: 80vh; overflow: auto; }
          #svg svg { max-width: 100%; height: auto; }
          .row { display: flex; gap: 8px; align-items: center; margin: 6px 0; }
          #status { font-weight: 600; }
          .error { color: #b00020; }
        </style>
        </head>
        <body>
        <header><h1>layoutd playground</h1><span>POST /layout, drawn as SVG</span></header>
        <main>
          <section>
            <div class="row">
              <label for="example">Example</label>
              <select id="example"></select>
            </div>
            <textarea id="request" spellcheck="false"></textarea>
            <div class="row">
              <label for="offset">contentOffset.y</label>
              <input id="offset" type="range" min="-100" max="3000" step="1" value="0" style="flex: 1">
              <output id="offsetValue">0</output>
            </div>
            <div class="row"><span id="status">…</span></div>
            <pre id="json"></pre>
          </section>
          <section><div id="svg"></div></section>
        </main>
        <script>
        const examples = {
          "flow, section 2 header pinned below a 64 pt bar (seed 002)": {
            collectionView: { size: { width: 375, height: 667 } },
            layout: { type: "flow", itemSize: { width: 110, height: 110 }, headerReferenceSize: { width: 0, height: 44 },
                      sectionInset: { top: 10, left: 10, bottom: 10, right: 10 },
                      pinning: { headers: [2], offset: 64, until: "never", zIndex: 20 } },
            sections: [{ itemCount: 6 }, { itemCount: 9 }, { itemCount: 12 }, { itemCount: 15 }]
          },
          "waterfall, header sticks with 64 pt visible (seed 000)": {
            collectionView: { size: { width: 375, height: 667 } },
            layout: { type: "waterfall", columnCount: 2, headerHeight: 200,
                      sectionInset: { top: 10, left: 10, bottom: 10, right: 10 },
                      pinning: { headers: "all", stickHeight: 64, zIndex: 2048 } },
            sections: [{ items: [ {width: 100, height: 150}, {width: 100, height: 80}, {width: 100, height: 120},
                                  {width: 100, height: 200}, {width: 100, height: 90}, {width: 100, height: 160},
                                  {width: 100, height: 110}, {width: 100, height: 140}, {width: 100, height: 70},
                                  {width: 100, height: 180}, {width: 100, height: 130}, {width: 100, height: 100} ] }]
          },
          "flow grid with sticky headers": {
            collectionView: { size: { width: 375, height: 667 }, contentInset: { top: 44 } },
            layout: { type: "flow", itemSize: { width: 80, height: 80 }, headerReferenceSize: { width: 0, height: 36 },
                      sectionHeadersPinToVisibleBounds: true },
            sections: [{ itemCount: 20 }, { itemCount: 20 }, { itemCount: 20 }]
          },
          "magazine": {
            collectionView: { size: { width: 375, height: 667 } },
            layout: { type: "magazine", horizontalSpacing: 8, verticalSpacing: 8, sectionInsets: { left: 8, right: 8 },
                      pinning: { headers: "all" } },
            sections: [{ header: { height: 44 }, background: true,
                         items: [ { widthMode: "fullWidth", height: 120 }, { widthMode: "halfWidth", height: 90 },
                                  { widthMode: "halfWidth", height: 90 }, { widthMode: "thirdWidth", height: 70 },
                                  { widthMode: "thirdWidth", height: 70 }, { widthMode: "thirdWidth", height: 70 } ] },
                       { header: { height: 44 }, itemCount: 12, item: { widthMode: "halfWidth", height: 100 } }]
          },
          "iglist": {
            collectionView: { size: { width: 375, height: 667 } },
            layout: { type: "iglist", pinning: { headers: "all" } },
            sections: [{ headerSize: { width: 375, height: 40 }, itemCount: 9, itemSize: { width: 120, height: 90 } },
                       { headerSize: { width: 375, height: 40 }, itemCount: 9, itemSize: { width: 180, height: 60 } }]
          }
        };
        const select = document.getElementById("example");
        const textarea = document.getElementById("request");
        const slider = document.getElementById("offset");
        const output = document.getElementById("offsetValue");
        const statusLine = document.getElementById("status");
        for (const name of Object.keys(examples)) {
          const option = document.createElement("option");
          option.textContent = name;
          select.appendChild(option);
        }
        function load(name) {
          textarea.value = JSON.stringify(examples[name], null, 2);
          slider.value = 0;
          update();
        }
        let pending = 0;
        async function update() {
          output.textContent = slider.value;
          let body;
          try {
            body = JSON.parse(textarea.value);
          } catch (e) {
            statusLine.textContent = "request is not JSON: " + e.message;
            statusLine.className = "error";
            return;
          }
          body.collectionView = body.collectionView || {};
          const x = (body.collectionView.contentOffset && body.collectionView.contentOffset.x) || 0;
          body.collectionView.contentOffset = { x: x, y: Number(slider.value) };
          const ticket = ++pending;
          const text = JSON.stringify(body);
          const [svg, json] = await Promise.all([
            fetch("/layout", { method: "POST", headers: { "Content-Type": "application/json", "Accept": "image/svg+xml" }, body: text }),
            fetch("/layout", { method: "POST", headers: { "Content-Type": "application/json" }, body: text })
          ]);
          if (ticket !== pending) return;
          const result = await json.json();
          document.getElementById("json").textContent = JSON.stringify(result, null, 1);
          if (svg.ok) {
            document.getElementById("svg").innerHTML = await svg.text();
            statusLine.textContent = json.status + ": " + result.attributes.length + " elements, content " +
              result.contentSize.width + " × " + result.contentSize.height;
            statusLine.className = "";
            slider.max = Math.max(100, Math.ceil(result.contentSize.height));
          } else {
            document.getElementById("svg").innerHTML = "";
            statusLine.textContent = json.status + ": " + (result.detail || "error");
            statusLine.className = "error";
          }
        }
        select.addEventListener("change", () => load(select.value));
        slider.addEventListener("input", update);
        textarea.addEventListener("input", update);
        load(select.options[0].value);
        </script>
        </body>
        </html>
        """##
}
