// Where a fling comes to rest: the contract's four steps (velocity, projection, select, clamp) over a range
// answer's `snapping` and `snapPoints`, and its curve. The same arithmetic as the Swift client's FlingSteps and
// FlingCurveModel (Sources/LayoutClient/ScrollRangeAnswer+Flings.swift), step for step in IEEE doubles, so the
// offsets are the service's to the bit; the curve uses Math.exp and Math.log, outside that promise. No DOM here.

// `layout.snapping`'s default, `{"policy": "none"}`, resolved as a range answer writes it: what a request without
// `layout.snapping` gets from the single query (its range answer carries no `snapping`). The coefficient is the
// contract's for `normal` (-ln 0.998), a named constant, never a logarithm taken here.
const defaultSnapping = {
  policy: "none", decelerationRate: 0.998, projection: "continuous", coefficient: 0.0020020026706730793,
  maxVelocity: 10, bounce: "automatic",
};

// Round to nearest, halves away from zero (Swift's rounded(); Math.round takes halves toward +∞).
function roundHalfAway(x) { return x < 0 ? -Math.round(-x) : Math.round(x); }

// The axis a fling runs along: the bounds' length, the insets at its ends, the content's length, and the
// scrollable range [-t, max(C - size + b, -t)].
function flingAxis(length, t, b, content) {
  return { length, leading: t, trailing: b, content, minOffset: -t, maxOffset: Math.max(content - length + b, -t) };
}

// Where a fling released at `o` with velocity `velocity` (pt/ms along the axis) from a drag begun at `start`
// comes to rest: {projectedOffset, targetOffset, restingOffset, snappedTo (a snap point or null), bounced, curve,
// velocity (after step 1)}. `points` in snap order, as the answer lists them.
function flingSteps(snapping, axis, points, o, velocity, start) {
  const s = snapping;
  // 1. Velocity.
  const v = Math.min(Math.max(velocity, -s.maxVelocity), s.maxVelocity);
  // 2. Projection.
  const d = s.decelerationRate;
  const glide = s.projection === "wwdc" ? v * d / (1 - d) : v / (s.coefficient !== undefined ? s.coefficient : -Math.log(d));
  const p = o + glide;
  // 3. Select.
  const q = s.limit && s.limit.from === "start" ? start : o;
  let target = p, snapped = null, isSnap = false;
  if (s.policy === "page") {
    target = flingPage(s, axis, o, v, p, q);
    isSnap = true;
  } else if (s.policy === "item") {
    const i = flingCell(s, axis, points, o, v, p, q);
    if (i !== null) {
      snapped = points[i];
      target = s.floor === true ? Math.floor(points[i].offset) : points[i].offset;
      isSnap = true;
    }
  }
  // 4. Clamp.
  const resting = Math.min(Math.max(target, axis.minOffset), axis.maxOffset);
  const [curve, bounced] = flingCurve(axis, s.bounce, o, v, target, resting, isSnap,
    !isSnap && s.projection !== "wwdc" ? d : null);
  // As the answer writes them: JSON has one zero.
  const written = (x) => (x === 0 ? 0 : x);
  return {
    projectedOffset: written(p), targetOffset: written(target), restingOffset: written(resting), snappedTo: snapped,
    bounced, curve, velocity: v,
  };
}

function flingThreshold(s) { return (s.select && s.select.threshold) || 0; }

// A page's target: origin + k * pageSize, k by the rule and the limit; FSPagerView's clamp.
function flingPage(s, axis, o, v, p, q) {
  const origin = s.origin !== undefined && s.origin !== null ? s.origin : 0;
  const size = s.pageSize !== undefined && s.pageSize !== null ? s.pageSize : axis.length;
  const x = (value) => (value - origin) / size;
  const t = flingThreshold(s);
  const rule = (s.select && s.select.rule) || "nextInDirection";
  let k;
  if (rule === "halfPage") {
    k = v < -t ? roundHalfAway(x(o) - 0.5) : v > t ? roundHalfAway(x(o) + 0.5) : roundHalfAway(x(o));
  } else if (rule === "nextInDirection") {
    k = v > t ? Math.floor(x(o)) + 1 : v < -t ? Math.floor(x(o)) : Math.ceil(x(o) - 0.5);
  } else if (rule === "bias") {
    const beta = s.select.bias !== undefined ? s.select.bias : 0.35;
    k = v >= t ? roundHalfAway(x(p) + beta) : v <= -t ? roundHalfAway(x(p) - beta) : roundHalfAway(x(p));
  } else if (rule === "steps") {
    const n = s.select.steps !== undefined ? s.select.steps : 1;
    k = v >= t ? Math.ceil(x(o) + (n - 1)) : v <= -t ? Math.floor(x(o) - (n - 1)) : roundHalfAway(x(p));
  } else {
    k = roundHalfAway(x(p));
  }
  if (s.limit) {
    const r = roundHalfAway(x(q));
    const n = s.limit.count;
    k = Math.min(Math.max(k, r - n), r + n);
  }
  const target = origin + k * size;
  if (s.pageClamp === true) return Math.min(axis.content - size, Math.max(0, target));
  return target;
}

// The snapped point's index: the rule's choice among the candidates, then the limit; null when the rule finds none.
function flingCell(s, axis, points, o, v, p, q) {
  const size = axis.length;
  const candidates = s.candidates || "all";
  const extent = (point) => point.extent;
  const accepts = candidates === "releaseBounds" ? (point) => extent(point)[1] > o && extent(point)[0] < o + size :
    candidates === "proposedRect" ? (point) => extent(point)[1] > p && extent(point)[0] < p + size : () => true;
  const all = () => true;
  const t = flingThreshold(s);
  const rule = (s.select && s.select.rule) || "nearest";
  let chosen;
  if (rule === "nextInDirection") {
    chosen = v > t ? firstPoint(points, o, true, accepts) : v < -t ? lastPoint(points, o, accepts) :
      nearestPoint(points, o, accepts);
  } else if (rule === "atLeastOneInDirection") {
    chosen = nearestPoint(points, p, accepts);
    if (chosen !== null) {
      const at = points[chosen].offset;
      if (v > 0 && at < o) {
        const next = firstPoint(points, o, false, accepts);
        if (next !== null) chosen = next;
      } else if (v < 0 && at > o) {
        const back = lastPoint(points, o, accepts);
        if (back !== null) chosen = back;
      }
    }
  } else if (rule === "bias") {
    const shift = (s.select.bias !== undefined ? s.select.bias : 0.35) * size;
    chosen = v >= t ? nearestPoint(points, p + shift, accepts) : v <= -t ? nearestPoint(points, p - shift, accepts) :
      nearestPoint(points, p, accepts);
  } else {
    chosen = nearestPoint(points, p, accepts);
  }
  if (chosen === null || !s.limit) return chosen;
  const center = nearestPoint(points, q, all);
  if (center === null) return chosen;
  // D[max(0, j - n)] and D[min(|D| - 1, j + n)]: n distinct offsets down and up from the centre's.
  const low = distinctOffset(points, center, s.limit.count, true);
  const high = distinctOffset(points, center, s.limit.count, false);
  const at = points[chosen].offset;
  const bounded = Math.min(Math.max(at, low), high);
  if (bounded === at) return chosen;
  return firstPoint(points, bounded, false, all);
}

// The first index whose offset is >= x (strictly: > x), by binary search over the snap order.
function boundIndex(points, x, strictly) {
  let low = 0, high = points.length;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (strictly ? points[mid].offset <= x : points[mid].offset < x) low = mid + 1; else high = mid;
  }
  return low;
}

// nearest(x): the accepted point with the least |s - x|, the first in snap order on a tie.
function nearestPoint(points, x, accepts) {
  let best = null;
  const consider = (i) => {
    const d = Math.abs(points[i].offset - x);
    if (best && (d > best.distance || (d === best.distance && i > best.index))) return;
    best = { distance: d, index: i };
  };
  const split = boundIndex(points, x, false);
  for (let i = split; i < points.length; i++) {
    if (best && points[i].offset - x > best.distance) break;
    if (accepts(points[i])) consider(i);
  }
  for (let i = split - 1; i >= 0; i--) {
    if (best && x - points[i].offset > best.distance) break;
    if (accepts(points[i])) consider(i);
  }
  return best ? best.index : null;
}

// The first accepted point with offset > x (strictly) or >= x.
function firstPoint(points, x, strictly, accepts) {
  for (let i = boundIndex(points, x, strictly); i < points.length; i++) {
    if (accepts(points[i])) return i;
  }
  return null;
}

// The first accepted point, in snap order, at the greatest offset <= x.
function lastPoint(points, x, accepts) {
  let i = boundIndex(points, x, true) - 1;
  while (i >= 0 && !accepts(points[i])) i -= 1;
  if (i < 0) return null;
  const offset = points[i].offset;
  let first = i;
  for (let j = i - 1; j >= 0 && points[j].offset === offset; j--) {
    if (accepts(points[j])) first = j;
  }
  return first;
}

// The offset `steps` distinct offsets below (or above) point `index`'s, or the last there is.
function distinctOffset(points, index, steps, downward) {
  let offset = points[index].offset, taken = 0, i = index;
  while (taken < steps) {
    i += downward ? -1 : 1;
    if (i < 0 || i >= points.length) break;
    if (points[i].offset !== offset) {
      offset = points[i].offset;
      taken += 1;
    }
  }
  return offset;
}

// The curve: ε 0.5 points, ω 0.01 per millisecond.
const curveEpsilon = 0.5, curveOmega = 0.01;

function flingBounces(axis, bounce) {
  return bounce === "always" || (bounce !== "never" && axis.maxOffset > axis.minOffset);
}

// [curve, bounced]: the decay toward `r` or the spring to `s`, by the contract's rule. The curve also keeps what
// flingCurveAt needs to draw it (release, velocity, target, resting, whether it bounces).
function flingCurve(axis, bounce, o, v, r, s, snapped, rate) {
  const a = o - s;
  const spring = { model: "spring", duration: Math.ceil(springSettle(a, v + curveOmega * a)) };
  const motion = { o, v, r, s, bounces: flingBounces(axis, bounce) };
  const outside = o < axis.minOffset || o > axis.maxOffset;
  const forward = v > 0 && r > o, backward = v < 0 && r < o;
  if (outside || v === 0 || !(forward || backward)) return [Object.assign(spring, motion), false];
  const decay = flingDecay(axis, bounce, o, v, r, s, rate);
  if (!decay || (snapped && !(decay[0].duration <= spring.duration))) return [Object.assign(spring, motion), false];
  Object.assign(decay[0], motion);
  return decay;
}

function flingDecay(axis, bounce, o, v, r, s, rate) {
  const k = rate !== null ? rate : Math.exp(-v / (r - o));
  const distance = Math.abs(r - o), speed = Math.abs(v);
  if (!Number.isFinite(k)) return null;
  if (s === r) {
    const tau = distance <= curveEpsilon ? 0 : (distance / speed) * Math.log(distance / curveEpsilon);
    if (!Number.isFinite(tau)) return null;
    return [{ model: "decay", rate: k, duration: Math.ceil(tau) }, false];
  }
  const left = distance - Math.abs(s - o);
  const boundAt = (distance / speed) * Math.log(distance / left);
  if (!(left > 0) || !Number.isFinite(boundAt) || !(boundAt >= 0)) return null;
  if (!flingBounces(axis, bounce)) return [{ model: "decay", rate: k, boundAt, duration: Math.ceil(boundAt) }, false];
  const total = boundAt + springSettle(0, v * left / distance);
  if (!Number.isFinite(total)) return null;
  return [{ model: "decay", rate: k, boundAt, duration: Math.ceil(total) }, true];
}

// The last τ >= 0 where |A + B τ| exp(-ω τ) equals ε (0 when it never exceeds ε): past its one extremum
// 1/ω - A/B it only falls, and before its zero -A/B too.
function springSettle(a, b) {
  const h = (t) => Math.abs(a + b * t) * Math.exp(-curveOmega * t);
  const peak = b === 0 ? 0 : Math.max(0, 1 / curveOmega - a / b);
  if (h(peak) > curveEpsilon) {
    let low = peak, step = 1 / curveOmega, high = peak + step;
    for (let rounds = 0; h(high) > curveEpsilon && rounds < 2048; rounds++) {
      low = high;
      step *= 2;
      high = peak + step;
    }
    return bisectFalling(low, high, h);
  }
  if (Math.abs(a) > curveEpsilon && b !== 0) return bisectFalling(0, -a / b, h);
  return 0;
}

function bisectFalling(low, high, h) {
  for (let i = 0; i < 200; i++) {
    const mid = low + (high - low) / 2;
    if (mid <= low || mid >= high) break;
    if (h(mid) > curveEpsilon) low = mid; else high = mid;
  }
  return high;
}

// The offset the curve gives `tau` ms after release; the resting offset itself from its duration on.
function flingCurveAt(curve, tau) {
  const { o, v, r, s } = curve;
  if (tau >= curve.duration) return s;
  if (curve.model === "spring") {
    const a = o - s, b = v + curveOmega * a;
    return s + (a + b * tau) * Math.exp(-curveOmega * tau);
  }
  if (curve.boundAt !== undefined && tau >= curve.boundAt) {
    if (!curve.bounces) return s;
    const u = tau - curve.boundAt, distance = Math.abs(r - o);
    const w = v * (distance - Math.abs(s - o)) / distance;
    return s + u * w * Math.exp(-curveOmega * u);
  }
  return o + v * (Math.pow(curve.rate, tau) - 1) / Math.log(curve.rate);
}
