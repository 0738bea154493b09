const SVG = "http://www.w3.org/2000/svg";
const screenBox = $("screen");
const animationDuration = 300;  // ms, about UIKit's default for batch updates
// Fills and strokes as the picture's (SVGRenderer's Style), so both read alike.
const screenStyles = {
  cell: ["#d6e6ff", "#3b6fd8"], header: ["#dff3dc", "#3a9a3a"], footer: ["#fff1b8", "#a88a00"],
  decoration: ["#efe3fb", "#8e5bd0"], pinned: ["#ffd9a0", "#d26b00"],
};
// {svg, layer, bars, nodes: Map key → <g>, size, inset, zoom}: rebuilt when the bounds or insets change.
let screenView = null;
let animation = null;  // the update being animated: {frames(t), finish, raf, t}
const playground = window.playground = {
  holdAnimations: false,
  animating: () => !!animation,
  renderAnimationAt: (t) => { if (!animation) return null; haltFrames(); return drawAnimation(t); },
  finishAnimation: () => { if (animation) endAnimation(); },
};

// The screen's zoom: the bounds fit 240 points wide and the panel's height.
function screenSetup(body) {
  const sv = scrollView(body);
  const key = JSON.stringify([sv.size, sv.inset]);
  if (screenView && screenView.key === key) return screenView;
  const avail = Math.max(120, window.innerHeight - 44 - 24 - 60);
  const zoom = Math.min(1, 240 / Math.max(1, sv.size.width), avail / Math.max(1, sv.size.height));
  screenBox.innerHTML = "";
  screenBox.style.width = `${sv.size.width * zoom}px`;
  screenBox.style.height = `${sv.size.height * zoom}px`;
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("width", sv.size.width * zoom);
  svg.setAttribute("height", sv.size.height * zoom);
  const layer = document.createElementNS(SVG, "g");
  svg.appendChild(layer);
  // The bars over the content insets, in screen coordinates: a second svg that never moves.
  const bars = document.createElementNS(SVG, "svg");
  bars.setAttribute("width", sv.size.width * zoom);
  bars.setAttribute("height", sv.size.height * zoom);
  bars.setAttribute("viewBox", `0 0 ${sv.size.width} ${sv.size.height}`);
  bars.style.pointerEvents = "none";
  const { top, bottom, left, right } = sv.inset;
  for (const [x, y, w, h] of [[0, 0, sv.size.width, top], [0, sv.size.height - bottom, sv.size.width, bottom],
                              [0, 0, left, sv.size.height], [sv.size.width - right, 0, right, sv.size.height]]) {
    if (!(w > 0 && h > 0)) continue;
    const r = document.createElementNS(SVG, "rect");
    for (const [k, v] of Object.entries({ x, y, width: w, height: h, fill: "#1f2430", "fill-opacity": 0.18 })) r.setAttribute(k, v);
    bars.appendChild(r);
  }
  screenBox.appendChild(svg);
  screenBox.appendChild(bars);
  screenView = { key, svg, layer, nodes: new Map(), size: sv.size, inset: sv.inset, zoom };
  return screenView;
}

// Nothing to show (a timeline, an error): the panel is hidden, so the picture has the width.
function clearScreen(note) {
  if (screenView) { screenView.layer.replaceChildren(); screenView.nodes.clear(); }
  $("screenNote").textContent = note;
  $("screenPanel").hidden = true;
}

function indexPathOf(a) { return a.indexPath || a.previousIndexPath || null; }

function labelOf(a) {
  const where = indexPathOf(a) ? `[${indexPathOf(a).join(",")}]` : "";
  if (a.category === "cell") return a.id !== undefined ? String(a.id) : where;
  return `${a.kind || a.category} ${where}`;
}

// Draws `items` ({key, order, id, indexPath, category, kind, frame, zIndex, alpha, pinned, shift}) with the
// screen's top-left at `origin` (content coordinates; {0, 0} draws screen coordinates), in zIndex order
// (ties in the answer's order), reusing each element's node. Each node keeps the element's numbers as
// written: the rect's x, y, width, height are its frame exactly (an orthogonal element is moved by the
// `shift` transform), data-z its zIndex, data-pinned, data-order its place in the answer, opacity its alpha.
function paint(view, items, origin) {
  view.svg.setAttribute("viewBox", `${origin.x} ${origin.y} ${view.size.width} ${view.size.height}`);
  const seen = new Set();
  const sorted = items.slice().sort((a, b) => a.zIndex - b.zIndex || a.order - b.order);
  const font = 11 / view.zoom;
  for (const a of sorted) {
    seen.add(a.key);
    let g = view.nodes.get(a.key);
    if (!g) {
      g = document.createElementNS(SVG, "g");
      g.appendChild(document.createElementNS(SVG, "rect"));
      const text = document.createElementNS(SVG, "text");
      text.setAttribute("fill", "#222");
      g.appendChild(text);
      g.dataset.key = a.key;
      view.nodes.set(a.key, g);
    }
    const [rect, text] = g.childNodes;
    const f = a.frame;
    const style = screenStyles[a.pinned ? "pinned" : a.category === "cell" ? "cell" :
      a.category === "decoration" ? "decoration" : a.kind === "footer" ? "footer" : "header"];
    rect.setAttribute("x", String(f.x));
    rect.setAttribute("y", String(f.y));
    rect.setAttribute("width", String(f.width));
    rect.setAttribute("height", String(f.height));
    rect.setAttribute("fill", style[0]);
    rect.setAttribute("stroke", style[1]);
    rect.setAttribute("stroke-width", String(1 / view.zoom));
    text.setAttribute("x", String(f.x + 3 / view.zoom));
    text.setAttribute("y", String(f.y + Math.min(font + 1 / view.zoom, f.height)));
    text.setAttribute("font-size", String(font));
    text.textContent = f.height * view.zoom >= 9 ? labelOf(a) : "";
    g.setAttribute("opacity", String(a.alpha));
    if (a.shift) g.setAttribute("transform", `translate(${-a.shift.x} ${-a.shift.y})`);
    else g.removeAttribute("transform");
    g.dataset.category = a.category;
    if (a.kind !== undefined) g.dataset.kind = a.kind; else delete g.dataset.kind;
    if (a.id !== undefined) g.dataset.id = String(a.id); else delete g.dataset.id;
    g.dataset.indexPath = JSON.stringify(indexPathOf(a));
    g.dataset.z = String(a.zIndex);
    g.dataset.order = String(a.order);
    g.dataset.pinned = a.pinned ? "true" : "false";
    if (a.change) g.dataset.change = a.change; else delete g.dataset.change;
    view.layer.appendChild(g);  // (re)appended in paint order
  }
  for (const [key, g] of view.nodes) {
    if (!seen.has(key)) { g.remove(); view.nodes.delete(key); }
  }
}

function elementKey(a) {
  return [a.category, a.kind || "", a.category === "cell" && a.id !== undefined ? `id:${a.id}` :
    JSON.stringify(indexPathOf(a))].join("|");
}

// The section's orthogonalContentOffset for an element marked "orthogonal" (compositional), else null.
function orthogonalShift(body, a) {
  if (!a.orthogonal || !a.indexPath) return null;
  const section = (body.sections || [])[a.indexPath[0]];
  const shift = section && section.orthogonalContentOffset;
  return shift ? { x: shift.x || 0, y: shift.y || 0 } : null;
}

// Positive-area overlap of a frame and the bounds at `at` (moved by the orthogonal shift).
function meetsBounds(frame, at, size, shift) {
  const x = at.x + (shift ? shift.x : 0), y = at.y + (shift ? shift.y : 0);
  return Math.min(frame.x + frame.width, x + size.width) > Math.max(frame.x, x) &&
    Math.min(frame.y + frame.height, y + size.height) > Math.max(frame.y, y);
}

// A single-offset answer's attributes at `at` (those outside the bounds left out, for a request that asked
// for a rect or every element).
function showScreen(body, attributes, at) {
  if (animation) return;
  $("screenPanel").hidden = false;
  const view = screenSetup(body);
  const items = [];
  attributes.forEach((a, order) => {
    const shift = orthogonalShift(body, a);
    if (!meetsBounds(a.frame, at, view.size, shift)) return;
    items.push(Object.assign({}, a, { key: elementKey(a), order, alpha: 1, shift }));
  });
  paint(view, items, at);
  $("screenNote").textContent = `screen: ${items.length} elements at (${fmt(at.x)}, ${fmt(at.y)})`;
}

// Eased progress (smoothstep: UIKit's default curve is ease-in-ease-out).
function ease(t) { return t * t * (3 - 2 * t); }

// An update's frame at progress t, in screen coordinates: each end moved by its own side's offset.
function animationFrame(updates, t) {
  const e = ease(Math.max(0, Math.min(1, t)));
  const mix = (a, b) => (t <= 0 ? a : t >= 1 ? b : a + (b - a) * e);
  return updates.elements.map((u, order) => {
    const from = u.from.frame, to = u.to.frame;
    const fx = from.x - updates.from.x, fy = from.y - updates.from.y;
    const tx = to.x - updates.to.x, ty = to.y - updates.to.y;
    return {
      key: `${u.change}|${elementKey(u)}`, order, id: u.id, indexPath: u.indexPath,
      previousIndexPath: u.previousIndexPath, category: u.category, kind: u.kind, change: u.change,
      frame: { x: mix(fx, tx), y: mix(fy, ty), width: mix(from.width, to.width), height: mix(from.height, to.height) },
      alpha: mix(u.from.alpha, u.to.alpha),
      zIndex: t <= 0 ? u.from.zIndex : u.to.zIndex,  // zIndex does not animate: the end's applies at once
      pinned: false,
    };
  });
}

// Draws the animation at progress t and returns what it drew, read back from the screen's nodes (screen
// coordinates): [{id, indexPath, change, category, x, y, width, height, alpha}].
function drawAnimation(t) {
  animation.t = t;
  paint(animation.view, animationFrame(animation.updates, t), { x: 0, y: 0 });
  $("screenNote").textContent = `animating ${animation.updates.elements.length} elements ` +
    `(${animation.policy}): ${Math.round(t * 100)} %`;
  return [...animation.view.layer.childNodes].map((g) => {
    const r = g.firstChild;
    return {
      id: g.dataset.id, indexPath: JSON.parse(g.dataset.indexPath), change: g.dataset.change,
      category: g.dataset.category, x: Number(r.getAttribute("x")), y: Number(r.getAttribute("y")),
      width: Number(r.getAttribute("width")), height: Number(r.getAttribute("height")),
      alpha: Number(g.getAttribute("opacity")),
    };
  });
}

function haltFrames() {
  if (animation && animation.raf) cancelAnimationFrame(animation.raf);
  if (animation) animation.raf = 0;
}

// Plays `updates` on the screen of `body` (the new request), then calls `finish` (which shows the new
// answer). Under holdAnimations the first frame stays until the hook draws or finishes it.
function animate(body, updates, policy, finish) {
  stopAnimation();
  $("screenPanel").hidden = false;
  const view = screenSetup(body);
  view.layer.replaceChildren();
  view.nodes.clear();
  animation = { view, updates, policy, finish, raf: 0, t: 0 };
  drawAnimation(0);
  if (playground.holdAnimations) return;
  let start = null;
  const step = (now) => {
    if (start === null) start = now;
    const t = Math.min(1, (now - start) / animationDuration);
    drawAnimation(t);
    if (t >= 1) endAnimation();
    else animation.raf = requestAnimationFrame(step);
  };
  animation.raf = requestAnimationFrame(step);
}

function endAnimation() {
  const finish = animation.finish;
  haltFrames();
  drawAnimation(1);
  animation = null;
  finish();
}

// Drops an animation without finishing it (another request replaced what it showed).
function stopAnimation() {
  haltFrames();
  animation = null;
}
