// The prefetch window, in screens (the visible length along the scroll axis): `behind` and `ahead` of the
// offset in the scroll's direction (`still` each way before it has one), a new window asked for when less
// than `refill` is left ahead; at most `pending` requests on their way, `held` windows kept.
const prefetch = { behind: 1, ahead: 3, still: 2, refill: 1, pending: 2, held: 3 };
const settleDelay = 400;  // ms without scrolling before the picture and JSON follow
// {key, base, body, axis, length, limits, offset, dir, windows, pending, refused, view}, or null.
let ranges = null;
let drawRequested = 0;
let settleTimer = 0;
playground.requests = { range: 0, single: 0, fling: 0 };  // windows; the picture and JSON; a flick's fling query
playground.scrollTo = (offset) => { stopFlick(); return scrollScreenTo(offset, true); };
playground.screen = () => ranges && {
  axis: ranges.axis, offset: ranges.offset[ranges.axis], at: ranges.offset, limits: ranges.limits, length: ranges.length,
  covered: !!covering(ranges.offset[ranges.axis]), refused: ranges.refused,
  windows: ranges.windows.map((w) => [w.from, w.to]), pending: ranges.pending.length,
};

function countRequest(body, kind) {
  if (kind) {
    playground.requests[kind] += 1;
    return;
  }
  const range = body && typeof body.elements === "object" && body.elements && body.elements.scrollRange;
  playground.requests[range ? "range" : "single"] += 1;
}

// The request a window is asked with: the layout, the data and the scroll view, nothing that chooses an
// offset (a timeline, scrollTo, an anchor) or animates (previous), which a range refuses.
function rangeBase(body) {
  const collectionView = JSON.parse(JSON.stringify(body.collectionView || {}));
  delete collectionView.contentOffsets;
  delete collectionView.contentOffset;
  return { collectionView, layout: body.layout, sections: body.sections };
}

// After a single-offset answer at `at`: the screen scrolls on windows of this request from there. The
// held windows stay when only the offset changed; meanwhile the answer itself is drawn.
function startScreen(body, attributes, at) {
  const axis = isHorizontal(body) ? "x" : "y";
  const other = axis === "y" ? "x" : "y";
  const base = rangeBase(body);
  const key = JSON.stringify([base, axis, at[other]]);
  if (!ranges || ranges.key !== key) {
    ranges = { key, base, axis, dir: 0, windows: [], pending: [], refused: null };
  }
  const sv = scrollView(body);
  ranges.body = body;
  ranges.length = axis === "y" ? sv.size.height : sv.size.width;
  ranges.limits = scrollRange[axis];
  ranges.offset = { x: at.x, y: at.y };
  if (!drawRanges()) showScreen(body, attributes, at);
  fetchWindows();
}

function stopScreen() {
  stopFlick();
  ranges = null;
  clearTimeout(settleTimer);
}

// The held window that covers scroll-axis offset `o` (the newest first), or null.
function covering(o) {
  if (!ranges) return null;
  for (let i = ranges.windows.length - 1; i >= 0; i--) {
    const w = ranges.windows[i];
    if (w.from <= o && o <= w.to) return w;
  }
  return null;
}

// The contract's formula for an element that follows the scroll: its scroll-axis origin at `o` is
// min(max(o + offset, min), max), in doubles and in that order, an absent bound left out.
function followAt(follows, o) {
  let v = o + follows.offset;
  if (follows.min !== undefined) v = Math.max(v, follows.min);
  if (follows.max !== undefined) v = Math.min(v, follows.max);
  return v;
}

// Draws the screen at its offset from the window that covers it: each follower moved by followAt (pinned,
// with its follows' zIndex, where that differs from its resting origin), then the elements whose frame
// meets the bounds there with positive area (an orthogonal one against the bounds moved by its section's
// orthogonalContentOffset), in the answer's order. False when no held window covers the offset.
function drawRanges() {
  if (!ranges || animation) return false;
  const axis = ranges.axis, at = ranges.offset, o = at[axis];
  const w = covering(o);
  if (!w) {
    $("screenNote").textContent = `waiting for the window around ${axis} ${fmt(o)}`;
    return false;
  }
  $("screenPanel").hidden = false;
  const view = screenSetup(ranges.body);
  const items = [];
  let followers = 0;
  w.attributes.forEach((a, order) => {
    let frame = a.frame, zIndex = a.zIndex, pinned = false;
    if (a.follows) {
      followers += 1;
      const origin = followAt(a.follows, o);
      if (origin !== frame[axis]) {
        frame = Object.assign({}, frame, { [axis]: origin });
        zIndex = a.follows.zIndex;
        pinned = true;
      }
    }
    const shift = orthogonalShift(ranges.body, a);
    if (!meetsBounds(frame, at, view.size, shift)) return;
    items.push(Object.assign({}, a, { key: elementKey(a), order, frame, zIndex, pinned, alpha: 1, shift }));
  });
  paint(view, items, at);
  $("screenNote").textContent = `screen: ${items.length} elements at ${axis} ${fmt(o)}, from the window ` +
    `${fmt(w.from)} … ${fmt(w.to)} (${w.attributes.length} elements, ${followers} following); ` +
    `${playground.requests.range} windows asked for`;
  return true;
}

// Whether the scroll, at `o` going `dir`, needs a window beyond what is held or on its way.
function needsWindow(o) {
  const [min, max] = ranges.limits, L = ranges.length, dir = ranges.dir;
  const enough = (w) => {
    if (!(w.from <= o && o <= w.to)) return false;
    const ahead = dir >= 0 && w.to < max ? w.to - o : Infinity;
    const behind = dir <= 0 && w.from > min ? o - w.from : Infinity;
    return Math.min(ahead, behind) >= prefetch.refill * L;
  };
  return !ranges.windows.some(enough) && !ranges.pending.some(enough);
}

function fetchWindows() {
  if (!ranges || ranges.refused || ranges.pending.length >= prefetch.pending) return;
  const o = ranges.offset[ranges.axis];
  if (!needsWindow(o)) return;
  const [from, to] = windowAround(o, ranges.dir);
  requestWindow(from, to);
}

// The window asked for around `o` going `dir`: `behind` and `ahead` screens (`still` each way without a
// direction), within the scroll limits, and always covering `o` itself (a bounce typed by hand).
function windowAround(o, dir) {
  const [min, max] = ranges.limits, L = ranges.length;
  const [back, ahead] = dir > 0 ? [prefetch.behind, prefetch.ahead] :
    dir < 0 ? [prefetch.ahead, prefetch.behind] : [prefetch.still, prefetch.still];
  return [Math.min(o, Math.max(min, o - back * L)), Math.max(o, Math.min(max, o + ahead * L))];
}

async function requestWindow(from, to) {
  const r = ranges;
  const entry = { from, to };
  r.pending.push(entry);
  const body = JSON.parse(JSON.stringify(r.base));
  body.collectionView.contentOffset = { x: r.offset.x, y: r.offset.y };  // the other axis's coordinate
  body.elements = { scrollRange: { from, to } };
  let answer = null;
  try { answer = await post(body, "application/json"); } catch (e) { answer = { ok: false, status: 0, text: "" }; }
  r.pending = r.pending.filter((p) => p !== entry);
  if (ranges !== r) return;  // the request changed meanwhile
  let result = null;
  try { result = JSON.parse(answer.text); } catch (e) { /* refused below */ }
  if (!answer.ok || !result || !Array.isArray(result.attributes)) {
    // Asked no more for this request: the screen stays on single-offset answers.
    r.refused = `${answer.status}: ${(result && result.detail) || "no range answer"}`;
    $("screenNote").textContent = `no scroll range (${r.refused}): the screen shows single-offset answers`;
    return;
  }
  const range = result.scrollRange || { from, to };
  // A layout with `snapping` also gets what a fling reads (fling.js): the resolved policy and the snap points.
  r.windows.push({
    from: range.from, to: range.to, attributes: result.attributes, contentSize: result.contentSize,
    snapping: result.snapping || null, snapPoints: result.snapPoints || [],
  });
  if (r.windows.length > prefetch.held) r.windows.shift();
  drawRanges();
  fetchWindows();
}

// Scrolls the screen to scroll-axis offset `o`: the controls follow, the screen is drawn at the next
// frame (`now`: at once), a window is asked for when the policy says so, and the picture and the JSON
// follow when the scroll settles. Returns whether a held window covers `o`.
function scrollScreenTo(o, now) {
  if (!ranges || ranges.refused || animation || !Number.isFinite(o)) return false;
  const axis = ranges.axis;
  if (o !== ranges.offset[axis]) ranges.dir = Math.sign(o - ranges.offset[axis]);
  ranges.offset = Object.assign({}, ranges.offset, { [axis]: o });
  const c = controls[axis];
  c.range.value = o;
  if (document.activeElement !== c.number) c.number.value = o;
  if (now) drawRanges();
  else if (!drawRequested) drawRequested = requestAnimationFrame(() => { drawRequested = 0; drawRanges(); });
  fetchWindows();
  clearTimeout(settleTimer);
  settleTimer = setTimeout(settle, settleDelay);
  return !!covering(o);
}

// The scroll stopped: the request takes the screen's offset (moveOffset's rules) and is drawn as usual. After a
// flick (flick.js), a request with its own `fling` takes the flick's release offset and velocity instead, so the
// JSON is the service's single query for the flick just made, and it rests where the screen did.
function settle() {
  settleTimer = 0;
  if (!ranges || flicking) return;  // a flick's frames may come slower than the delay: its last one settles
  const axis = ranges.axis, o = ranges.offset[axis];
  const body = parse();
  if (!body) return;
  const flicked = lastFlick && lastFlick.restingOffset === o && lastFlick.axis === axis ? lastFlick : null;
  // (Not an orthogonal section's fling: the screen's flick moves the main axis.)
  const takesFlick = body.fling && typeof body.fling === "object" && body.fling.section === undefined;
  if (flicked && takesFlick && !body.scrollTo && !resolvesAnchor(body)) {
    writeFlick(body, flicked);
  } else if (scrollView(body).offset[axis] !== o || body.scrollTo || resolvesAnchor(body)) {
    writeOffset(body, axis, o);
  }
  update();
}

// The wheel and a drag (flick.js) scroll the screen, within the scroll limits.
function scrollBy(points) {
  if (!ranges || ranges.refused) return;
  const [min, max] = ranges.limits;
  const o = ranges.offset[ranges.axis];
  scrollScreenTo(Math.min(max, Math.max(min, o + points)), false);
}
screenBox.addEventListener("wheel", (event) => {
  if (!ranges || ranges.refused || animation) return;
  event.preventDefault();
  stopFlick();
  const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? ranges.length : 1;
  const delta = ranges.axis === "y" ? event.deltaY : (event.deltaX || event.deltaY);
  scrollBy(delta * unit / screenView.zoom);
}, { passive: false });
