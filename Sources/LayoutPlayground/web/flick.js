// A drag on the screen scrolls it; released with velocity it is a flick, which comes to rest where the request's
// `layout.snapping` says (fling.js: the contract's four steps over the held range answer's snap points, no request)
// and is animated along the contract's curve. A release that no held window covers (or, for a limit counted from
// the drag's start, whose start none covers) asks the service's single query (`fling`) instead. The window where
// the flick will rest, and every offset its curve passes, is asked for as soon as the rest is known, unless held.
const velocityWindow = 100;  // ms: the release velocity is measured over the samples of the drag's last 100 ms
let flicking = null;  // the flick being animated: {curve, axis, raf}
let lastFlick = null;  // the last flick's numbers (the hook's answer), for settle() and the hook
let drag = null;  // {from: the pointer's last coordinate, start: the offset at pointerdown, samples: [{t, o}]}

playground.flicking = () => !!flicking;
playground.lastFlick = () => lastFlick;
// Still: no flick moving, no scroll waiting to settle, no picture or JSON on its way.
playground.settled = () => !flicking && !settleTimer && drawing.size === 0;
// The browser stage's hook: flicks the screen released at `options.release` (default: where it is) with
// `velocity` (pt/ms along the scroll axis, UIKit's sign: positive moves the offset up), from a drag begun at
// `options.start` (default: the release). Resolves to the flick's numbers and the requests it made, or null.
window.layoutdFlick = (velocity, options) => {
  const o = options || {};
  if (!ranges || ranges.refused || animation) return Promise.resolve(null);
  stopFlick();
  if (o.release !== undefined) scrollScreenTo(o.release, true);
  return flick(velocity, o.start !== undefined ? o.start : ranges.offset[ranges.axis]);
};

function stopFlick() {
  if (flicking && flicking.raf) cancelAnimationFrame(flicking.raf);
  flicking = null;
}

// The release velocity in points of offset per ms: the offset's change over the samples of the last
// `velocityWindow` ms before the release at `upTime` (0 when the pointer rested longer, or moved once).
function releaseVelocity(samples, upTime) {
  const recent = samples.filter((s) => s.t >= upTime - velocityWindow);
  if (recent.length < 2) return 0;
  const first = recent[0], last = recent[recent.length - 1];
  return last.t > first.t ? (last.o - first.o) / (last.t - first.t) : 0;
}

// The fling over the newest held window that covers the release (and the start, when a limit counts from it):
// {outcome}, or null. A request without `layout.snapping` flings by its default, `none`.
function flingFromWindows(o, velocity, start) {
  const axis = ranges.axis, body = ranges.body;
  const sv = scrollView(body);
  const [t, b] = axis === "y" ? [sv.inset.top, sv.inset.bottom] : [sv.inset.left, sv.inset.right];
  const snaps = !!(body.layout && body.layout.snapping);
  for (let i = ranges.windows.length - 1; i >= 0; i--) {
    const w = ranges.windows[i];
    const snapping = w.snapping || (snaps ? null : defaultSnapping);
    if (!snapping || !(w.from <= o && o <= w.to)) continue;
    if (snapping.limit && snapping.limit.from === "start" && !(w.from <= start && start <= w.to)) continue;
    const content = axis === "y" ? w.contentSize.height : w.contentSize.width;
    const fling = flingAxis(ranges.length, t, b, content);
    return { outcome: flingSteps(snapping, fling, w.snapPoints, o, velocity, start) };
  }
  return null;
}

// The service's single query for the flick: the screen's request released at `o`. {outcome}, or null when
// refused. Its curve is drawn from the answer's numbers (the decay's rate, its bound and whether it bounces).
async function flingFromService(o, velocity, start) {
  const r = ranges, axis = r.axis, other = axis === "y" ? "x" : "y";
  const body = JSON.parse(JSON.stringify(r.base));
  body.collectionView.contentOffset = { [axis]: o, [other]: r.offset[other] };
  body.fling = { velocity: { [axis]: velocity, [other]: 0 }, startOffset: { [axis]: start, [other]: r.offset[other] } };
  let answer = null;
  try { answer = await post(body, "application/json", "fling"); } catch (e) { return null; }
  let result = null;
  try { result = JSON.parse(answer.text); } catch (e) { return null; }
  if (!answer.ok || !result || !result.fling) return null;
  const f = result.fling;
  const snapping = (body.layout && body.layout.snapping) || {};
  const max = snapping.maxVelocity !== undefined ? snapping.maxVelocity : defaultSnapping.maxVelocity;
  const v = Math.min(Math.max(velocity, -max), max);
  const curve = Object.assign({}, f.curve, {
    o, v, r: f.targetOffset[axis], s: f.restingOffset[axis], bounces: f.bounced,
  });
  return {
    outcome: {
      projectedOffset: f.projectedOffset[axis], targetOffset: f.targetOffset[axis],
      restingOffset: f.restingOffset[axis], snappedTo: f.snappedTo, bounced: f.bounced, curve, velocity: v,
    },
  };
}

// The offsets the curve passes through, [lowest, highest] (sampled each ms: a bounce or a spring may overshoot).
function curveSpan(curve) {
  let low = Math.min(curve.o, curve.s), high = Math.max(curve.o, curve.s);
  for (let tau = 0; tau <= curve.duration && tau <= 60000; tau++) {
    const x = flingCurveAt(curve, tau);
    if (x < low) low = x;
    if (x > high) high = x;
  }
  return [Math.floor(low), Math.ceil(high)];
}

// The window for the flick's path and rest, asked for at once unless one held (or on its way) covers it all:
// the curve's span, and the usual screens behind and ahead of the rest in the flick's direction.
function prefetchFlick(curve) {
  const [low, high] = curveSpan(curve);
  const covers = (w) => w.from <= low && high <= w.to;
  if (ranges.windows.some(covers) || ranges.pending.some(covers)) return;
  const [from, to] = windowAround(curve.s, Math.sign(curve.s - curve.o) || Math.sign(curve.v));
  requestWindow(Math.min(from, low), Math.max(to, high));
}

// Flicks the screen from where it is with `velocity`, from a drag begun at `start`; resolves to the hook's answer.
async function flick(velocity, start) {
  const r = ranges, axis = r.axis, o = r.offset[axis];
  const before = Object.assign({}, playground.requests);
  let found = flingFromWindows(o, velocity, start);
  const source = found ? "held" : "service";
  if (!found) found = await flingFromService(o, velocity, start);
  if (!found || ranges !== r || r.offset[axis] !== o || animation) return null;
  const { outcome } = found;
  prefetchFlick(outcome.curve);
  const requests = {};
  for (const k of Object.keys(playground.requests)) requests[k] = playground.requests[k] - (before[k] || 0);
  lastFlick = {
    axis, release: o, start, velocity, source, requests,
    projectedOffset: outcome.projectedOffset, targetOffset: outcome.targetOffset,
    restingOffset: outcome.restingOffset, snappedTo: outcome.snappedTo && outcome.snappedTo.indexPath,
    bounced: outcome.bounced, curve: { model: outcome.curve.model, duration: outcome.curve.duration },
  };
  animateFlick(outcome.curve, axis);
  return lastFlick;
}

// Plays the curve on the screen, one offset per frame, ending exactly at the resting offset.
function animateFlick(curve, axis) {
  stopFlick();
  const state = flicking = { curve, axis, raf: 0 };
  let begin = null;
  const step = (now) => {
    if (flicking !== state || !ranges) return;
    if (begin === null) begin = now;
    const tau = now - begin;
    scrollScreenTo(flingCurveAt(curve, tau), true);
    if (tau >= curve.duration) {
      flicking = null;
      $("screenNote").textContent += `; flicked to ${axis} ${fmt(curve.s)} (${curve.model}, ${curve.duration} ms)`;
      return;
    }
    state.raf = requestAnimationFrame(step);
  };
  state.raf = requestAnimationFrame(step);
}

// The flick into a request that has its own `fling` (settle()): released where the flick was, at its velocity.
function writeFlick(body, f) {
  const offset = scrollView(body).offset;
  body.collectionView.contentOffset = { x: offset.x, y: offset.y, [f.axis]: f.release };
  const velocity = { x: 0, y: 0, [f.axis]: f.velocity };
  body.fling = Object.assign({}, body.fling, { velocity });
  body.fling.startOffset = { x: offset.x, y: offset.y, [f.axis]: f.start };  // read when a limit counts from it
  write(body);
}

screenBox.addEventListener("pointerdown", (event) => {
  stopFlick();
  if (!ranges || ranges.refused || animation) return;
  const o = ranges.offset[ranges.axis];
  drag = { from: event[ranges.axis === "y" ? "clientY" : "clientX"], start: o, samples: [{ t: event.timeStamp, o }] };
  screenBox.setPointerCapture(event.pointerId);
});
screenBox.addEventListener("pointermove", (event) => {
  if (!drag || !ranges) return;
  const p = event[ranges.axis === "y" ? "clientY" : "clientX"];
  scrollBy((drag.from - p) / screenView.zoom);
  drag.from = p;
  drag.samples.push({ t: event.timeStamp, o: ranges.offset[ranges.axis] });
  if (drag.samples.length > 64) drag.samples.shift();
});
screenBox.addEventListener("pointerup", (event) => {
  const d = drag;
  drag = null;
  if (!d || !ranges || ranges.refused || animation) return;
  flick(releaseVelocity(d.samples, event.timeStamp), d.start);
});
screenBox.addEventListener("pointercancel", () => { drag = null; });
