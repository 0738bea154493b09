// Device presets, portrait. Point sizes and scales: Apple's Human Interface Guidelines, "Layout",
// device screen sizes. Safe areas: UIKit's safeAreaInsets in portrait (the status bar alone on a home-button
// iPhone; the Dynamic Island iPhones 59 top, 34 bottom; an iPad with a home indicator 24 top, 20 bottom).
// The adjusted content inset adds a standard navigation bar (44 on iPhone, 50 on iPad; no large title, no
// tab bar): what a collection view in a UINavigationController reports as adjustedContentInset.
const devices = [
  { id: "iphone-se", name: "iPhone SE (3rd generation)", width: 375, height: 667, scale: 2, safeTop: 20, safeBottom: 0, bar: 44 },
  { id: "iphone-15", name: "iPhone 15", width: 393, height: 852, scale: 3, safeTop: 59, safeBottom: 34, bar: 44 },
  { id: "iphone-15-pro-max", name: "iPhone 15 Pro Max", width: 430, height: 932, scale: 3, safeTop: 59, safeBottom: 34, bar: 44 },
  { id: "ipad", name: "iPad (10th generation)", width: 820, height: 1180, scale: 2, safeTop: 24, safeBottom: 20, bar: 50 },
];

const $ = (id) => document.getElementById(id);
const exampleSelect = $("example");
const deviceSelect = $("device");
const textarea = $("request");
const statusLine = $("status");
const picture = $("picture");
const controls = {
  x: { range: $("offsetX"), number: $("offsetXNumber"), note: $("rangeX"), row: $("rowX") },
  y: { range: $("offsetY"), number: $("offsetYNumber"), note: $("rangeY"), row: $("rowY") },
};
let editedByHand = false;
let scrollRange = null;  // {x: [min, max], y: [min, max]} of the last answer
let answered = null;  // the offset the last picture was drawn at (scrollTo's, a mirrored default, a timeline entry)
let timelineIndex = 0;  // the timeline entry the picture shows
let pending = 0;
let notice = "";  // said after the status until another example is loaded
let lastAnswer = null;  // {body, result, at}: the last single-offset JSON answer, its request and offset

for (const name of Object.keys(examples)) {
  exampleSelect.appendChild(new Option(name, name));
}
deviceSelect.appendChild(new Option("as in the request", ""));
for (const device of devices) {
  deviceSelect.appendChild(new Option(`${device.name} (${device.width}×${device.height} @${device.scale}x)`, device.id));
}

function parse() {
  try { return JSON.parse(textarea.value); } catch (e) { return null; }
}

// The scroll view of a request with the contract's defaults (contentOffset: {-inset.left, -inset.top}).
function scrollView(body) {
  const cv = (body && typeof body.collectionView === "object" && body.collectionView) || {};
  const inset = Object.assign({ top: 0, left: 0, bottom: 0, right: 0 }, cv.contentInset || {});
  const size = Object.assign({ width: 0, height: 0 }, cv.size || {});
  const offset = Object.assign({ x: -inset.left, y: -inset.top }, cv.contentOffset || {});
  return { inset, size, offset };
}

function isHorizontal(body) {
  return !!(body && body.layout && body.layout.scrollDirection === "horizontal");
}

// An anchor to resolve (an object, as an earlier answer reported it) chooses the offset, as scrollTo does.
function resolvesAnchor(body) {
  return !!(body && typeof body.anchor === "object" && body.anchor !== null);
}

// The JSON request as posted: "anchor": "report" added while the checkbox is on, unless the request has
// its own anchor. The editor is left as written.
function withReport(body) {
  return $("reportAnchor").checked && !("anchor" in body) ? Object.assign({}, body, { anchor: "report" }) : body;
}

function describeItem(item) {
  return Array.isArray(item) ? `[${item.join(", ")}]` : String(item);
}

function describeAnchor(anchor) {
  if (!anchor || typeof anchor !== "object") return "";
  if (anchor.item === undefined) return anchor.position;
  return `${anchor.position} ${describeItem(anchor.item)}, distance ${fmt(anchor.distance)}`;
}

// Shows the anchor the answer reports (a timeline's: the chosen entry's), and whether insert-above can use
// it. Append needs no anchor (without one the offset stays), only a single-offset answer.
function showAnchor(anchor, usable) {
  const line = $("anchor");
  line.textContent = anchor ? `anchor: ${describeAnchor(anchor)}` :
    $("reportAnchor").checked ? "" : "anchor not asked for";
  line.dataset.anchor = anchor ? JSON.stringify(anchor) : "";
  $("insertAbove").disabled = !(anchor && usable);
  $("append").disabled = !usable;
}

// A timeline's offsets (collectionView.contentOffsets), or null.
function timelineOffsets(body) {
  const cv = body && body.collectionView;
  return cv && Array.isArray(cv.contentOffsets) && cv.contentOffsets.length ? cv.contentOffsets : null;
}

// The request the picture draws: one offset (a timeline's entry as a single-offset request, which the
// contract says answers the same), every element unless the request asks for a rect.
function pictureRequest(body) {
  const single = JSON.parse(JSON.stringify(body));
  const offsets = timelineOffsets(body);
  if (offsets) {
    delete single.collectionView.contentOffsets;
    delete single.timelineEncoding;
    single.collectionView.contentOffset = offsets[Math.min(timelineIndex, offsets.length - 1)];
  }
  if (!(typeof body.elements === "object" && body.elements !== null)) single.elements = "all";
  return single;
}

// A number as the picture prints it: at most two decimals.
function fmt(v) { return String(Math.round(v * 100) / 100); }

// Only for a user's action (a control moved, a device picked, a deep link): the editor is rewritten.
function write(body) { textarea.value = JSON.stringify(body, null, 2); }

function withOffset(body, axis, value) {
  const offset = scrollView(body).offset;
  body.collectionView = body.collectionView || {};
  body.collectionView.contentOffset = { x: offset.x, y: offset.y, [axis]: value };
  return body;
}

// Writes an offset the user chose into the editor: scrollTo and an anchor object, which would choose
// another, are removed.
function writeOffset(body, axis, value) {
  // scrollTo decides the offset it answers at: moving the control means this offset instead.
  if (body.scrollTo) {
    delete body.scrollTo;
    notice = "scrollTo removed: the offset control sets the offset";
  }
  if (resolvesAnchor(body)) {
    delete body.anchor;
    notice = "anchor removed: the offset control sets the offset";
  }
  write(withOffset(body, axis, value));
}

// An offset control moved: while the screen scrolls on range answers (Playground+Scroll) it scrolls there
// and the picture follows when the scroll settles; otherwise the request is drawn again at once.
function moveOffset(axis, value) {
  const body = parse();
  if (!body || !Number.isFinite(value)) return;  // broken text or a half-typed number: leave them alone
  stopFlick();
  writeOffset(body, axis, value);
  if (ranges && !ranges.refused && ranges.axis === axis && !animation) scrollScreenTo(value, false);
  else update();
}

// A slider's value: whole points in between, the exact ends of the scroll range at its ends.
function sliderValue(axis) {
  const range = controls[axis].range;
  const v = Number(range.value);
  const [min, max] = scrollRange ? scrollRange[axis] : [Number(range.min), Number(range.max)];
  if (v <= min) return min;
  if (v >= max) return max;
  return Math.min(max, Math.max(min, Math.round(v)));
}

function withDevice(body, device) {
  body.collectionView = body.collectionView || {};
  const cv = body.collectionView;
  cv.size = { width: device.width, height: device.height };
  cv.scale = device.scale;
  cv.contentInset = { top: device.safeTop + device.bar, bottom: device.safeBottom };
  return body;
}

function describeDevice(id) {
  const d = devices.find((d) => d.id === id);
  $("deviceNote").textContent = d
    ? `safe area ${d.safeTop} top, ${d.safeBottom} bottom + navigation bar ${d.bar} → contentInset top ${d.safeTop + d.bar}, bottom ${d.safeBottom}`
    : "";
  return d;
}

// The editor's offsets into the controls (a number being typed is never overwritten), the scroll range
// of the last answer into the sliders.
function syncControls(body) {
  const sv = scrollView(body);
  const offsets = timelineOffsets(body);
  const explicit = body.collectionView && body.collectionView.contentOffset && !body.scrollTo &&
    !resolvesAnchor(body);
  const offset = explicit || !answered ? sv.offset : answered;
  $("rowT").hidden = !offsets;
  controls.y.row.hidden = !!offsets;
  controls.x.row.hidden = !!offsets || !isHorizontal(body);
  if (offsets) {
    timelineIndex = Math.max(0, Math.min(timelineIndex, offsets.length - 1));
    $("timeline").max = offsets.length - 1;
    $("timeline").value = timelineIndex;
    $("timelineValue").textContent = `${timelineIndex} of ${offsets.length - 1}`;
  }
  for (const axis of ["x", "y"]) {
    const c = controls[axis];
    const value = offset[axis];
    let note = "";
    if (scrollRange) {
      const [min, max] = scrollRange[axis];
      c.range.min = min;
      c.range.max = max;
      note = `scroll range ${fmt(min)} … ${fmt(max)}`;
      if (value < min || value > max) note += " (outside it: a bounce)";
      if (body.scrollTo) note += " (set by scrollTo)";
      if (resolvesAnchor(body)) note += " (set by the anchor)";
    }
    c.range.step = "any";
    c.range.value = value;
    c.note.textContent = note;
    if (document.activeElement !== c.number) c.number.value = value;
  }
}

function updatePermalink(body) {
  const sv = scrollView(body);
  const params = new URLSearchParams();
  params.set("example", exampleSelect.value);
  if (deviceSelect.value) params.set("device", deviceSelect.value);
  if (timelineOffsets(body)) {
    params.set("t", String(timelineIndex));
  } else {
    if (isHorizontal(body) || sv.offset.x !== -sv.inset.left) params.set("x", fmt(sv.offset.x));
    params.set("y", fmt(sv.offset.y));
  }
  const url = "?" + params.toString();
  const link = $("permalink");
  link.href = url;
  link.textContent = editedByHand ? "link to this view (without your edits)" : "link to this view";
  history.replaceState(null, "", url);
}

function showStatus(text, kind) {
  statusLine.textContent = text;
  statusLine.className = kind || "";
}

// `kind` names the counter (playground.requests) when the body alone does not tell it.
async function post(body, accept, kind) {
  countRequest(body, kind);
  const response = await fetch("/layout", {
    method: "POST", body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", "Accept": accept },
  });
  return { status: response.status, ok: response.ok, text: await response.text() };
}

// Draws the request in the editor again; `drawing` holds the draws on their way (playground.settled()).
const drawing = new Set();
async function update() {
  const draw = {};
  drawing.add(draw);
  try { await drawRequest(); } finally { drawing.delete(draw); }
}

async function drawRequest() {
  const body = parse();
  if (!body) {
    let reason = "";
    try { JSON.parse(textarea.value); } catch (e) { reason = e.message; }
    showStatus("the request is not JSON: " + reason, "error");
    return;
  }
  syncControls(body);
  updatePermalink(body);
  stopAnimation();
  stopFlick();
  clearTimeout(settleTimer);
  const ticket = ++pending;
  // The picture shows every element (those outside the visible rect dimmed) unless the request asks for a
  // rect; the JSON answers the request as written.
  const pictureBody = pictureRequest(body);
  let [json, svg] = await Promise.all([post(withReport(body), "application/json"), post(pictureBody, "image/svg+xml")]);
  if (!svg.ok && pictureBody.elements === "all" && body.elements !== "all") {
    // "all" over the attribute limit: the request's own elements.
    const own = Object.assign({}, pictureBody);
    if ("elements" in body) own.elements = body.elements; else delete own.elements;
    svg = await post(own, "image/svg+xml");
  }
  if (ticket !== pending) return;
  let result = null;
  try { result = JSON.parse(json.text); } catch (e) { /* shown below as text */ }
  $("json").textContent = result ? JSON.stringify(result, null, 1) : json.text;
  if (!json.ok || !result) {
    const problem = result || {};
    const where = problem.errors && problem.errors.length ? ` (at ${problem.errors[0].pointer})` : "";
    showStatus(`${json.status}: ${problem.detail || "error"}${where}`, "error");
    picture.innerHTML = "";
    lastAnswer = null;
    showAnchor(null, false);
    stopScreen();
    clearScreen("no answer to draw");
    return;
  }
  const sv = scrollView(body);
  const size = result.contentSize;
  picture.innerHTML = svg.ok ? svg.text : "";
  // The offset the picture was drawn at, from the picture itself.
  const drawn = picture.querySelector("svg > rect.visible");
  answered = drawn ? { x: Number(drawn.getAttribute("x")), y: Number(drawn.getAttribute("y")) } : null;
  // The engine's ScrollLimits, which the answer does not carry: the one copy outside Swift.
  const minY = -sv.inset.top, minX = -sv.inset.left;
  scrollRange = {
    y: [minY, Math.max(minY, size.height + sv.inset.bottom - sv.size.height)],
    x: [minX, Math.max(minX, size.width + sv.inset.right - sv.size.width)],
  };
  syncControls(body);
  const at = answered || sv.offset;
  let what;
  if (Array.isArray(result.timeline)) {
    const entry = result.timeline[Math.min(timelineIndex, result.timeline.length - 1)] || { attributes: [] };
    const removed = entry.removed ? `, ${entry.removed.length} removed` : "";
    const delta = body.timelineEncoding === "delta" && timelineIndex > 0 ? " changed" : "";
    what = `a timeline of ${result.timeline.length} offsets; entry ${timelineIndex} at (${fmt(at.x)}, ` +
      `${fmt(at.y)}): ${entry.attributes.length}${delta} elements${removed}`;
    $("timelineNote").textContent = `contentOffset (${fmt(at.x)}, ${fmt(at.y)})`;
    lastAnswer = null;  // one offset is resolved at a time: no insert-above over a timeline
    showAnchor(entry.anchor, false);
    stopScreen();
    clearScreen("a timeline: the picture shows the chosen entry");
  } else {
    const pinned = result.attributes.filter((a) => a.pinned).length;
    what = `${result.attributes.length} elements at contentOffset (${fmt(at.x)}, ${fmt(at.y)}), ` +
      `${pinned} pinned` + (body.scrollTo ? " (scrollTo's offset)" : "") +
      (resolvesAnchor(body) ? " (the anchor's offset)" : "");
    // The offset exactly (the picture prints two decimals): the request's own unless the server chose it.
    const chosen = body.scrollTo || resolvesAnchor(body) || !(body.collectionView && body.collectionView.contentOffset);
    lastAnswer = { body, result, at: result.contentOffset || (chosen ? at : sv.offset) };
    showAnchor(result.anchor, true);
    startScreen(body, result.attributes, lastAnswer.at);
  }
  const all = pictureBody.elements === "all" && body.elements !== "all";
  showStatus(`${json.status}: ${what}; content ${fmt(size.width)} × ${fmt(size.height)}` +
    (all ? "; the picture draws every element" : "") + (notice ? ` (${notice})` : ""), notice ? "warning" : "");
  place(body);
}

// Scales the picture so the visible rect fits the panel (the whole cross-axis width too, unless that
// would shrink it below 60 %), then scrolls the panel so the visible rect is in its middle.
function place(body) {
  const svg = picture.querySelector("svg");
  if (!svg) return;
  const sv = scrollView(body);
  const at = answered || sv.offset;
  const box = svg.viewBox.baseVal;
  const margin = 16;
  const width = picture.clientWidth, height = picture.clientHeight;
  const fitVisible = Math.min(1, (height - 2 * margin) / sv.size.height, (width - 2 * margin) / sv.size.width);
  const cross = isHorizontal(body) ? (height - 2) / box.height : (width - 2) / box.width;
  const zoom = Math.min(fitVisible, Math.max(cross, 0.6 * fitVisible));
  svg.setAttribute("width", box.width * zoom);
  svg.setAttribute("height", box.height * zoom);
  picture.dataset.zoom = zoom;
  picture.scrollLeft = (at.x - box.x) * zoom - (width - sv.size.width * zoom) / 2;
  picture.scrollTop = (at.y - box.y) * zoom - (height - sv.size.height * zoom) / 2;
}

function load(name, params) {
  exampleSelect.value = name;
  const example = examples[name];
  // An example that animates an update brings its policy to the selector.
  if (["fade", "none", "magazine"].includes(example.updateAnimation)) $("updateAnimation").value = example.updateAnimation;
  $("insertNote").textContent = "";
  editedByHand = false;
  scrollRange = null;
  answered = null;
  timelineIndex = Number.isInteger(Number(params.get("t"))) ? Math.max(0, Number(params.get("t"))) : 0;
  let body = JSON.parse(JSON.stringify(examples[name]));
  const device = describeDevice(params.get("device") || "");
  deviceSelect.value = device ? device.id : "";
  if (device) body = withDevice(body, device);
  for (const axis of timelineOffsets(body) ? [] : ["x", "y"]) {
    const value = params.get(axis);
    if (value !== null && value !== "" && Number.isFinite(Number(value))) body = withOffset(body, axis, Number(value));
  }
  write(body);
  update();
}

exampleSelect.addEventListener("change", () => {
  notice = "";
  load(exampleSelect.value, new URLSearchParams());
});
deviceSelect.addEventListener("change", () => {
  const device = describeDevice(deviceSelect.value);
  const body = parse();
  if (!device || !body) return;
  write(withDevice(body, device));
  update();
});
for (const axis of ["x", "y"]) {
  controls[axis].range.addEventListener("input", () => moveOffset(axis, sliderValue(axis)));
  controls[axis].number.addEventListener("input", () => {
    const text = controls[axis].number.value;
    if (text !== "") moveOffset(axis, Number(text));
  });
}
$("timeline").addEventListener("input", () => {
  timelineIndex = Number($("timeline").value);
  update();
});
textarea.addEventListener("input", () => { editedByHand = true; update(); });
$("reportAnchor").addEventListener("change", update);
window.addEventListener("resize", () => { const body = parse(); if (body) place(body); });
