// Where insert-above inserts: before the first cell of the anchor item's section that meets the bounds
// {offset, size} along the scroll axis (the cells the anchor was chosen from). A `top` or `bottom` anchor
// names no item: the first visible cell's section then.
function insertionPoint(last) {
  const { body, result, at } = last;
  const anchor = result.anchor;
  const horizontal = isHorizontal(body);
  const size = scrollView(body).size;
  const [start, length] = horizontal ? [at.x, size.width] : [at.y, size.height];
  const cells = (result.attributes || []).filter((a) => a.category === "cell");
  const visible = cells.filter((a) => {
    const [min, extent] = horizontal ? [a.frame.x, a.frame.width] : [a.frame.y, a.frame.height];
    return min + extent > start && min < start + length;
  });
  let named = null;  // [section, item] of the anchor item
  if (anchor.item !== undefined && Array.isArray(anchor.item)) named = anchor.item;
  else if (anchor.item !== undefined) {
    const cell = cells.find((a) => a.id === anchor.item);
    if (cell) named = cell.indexPath;
    (body.sections || []).forEach((s, section) => {
      const i = Array.isArray(s.items) ? s.items.findIndex((item) => item && item.id === anchor.item) : -1;
      if (!named && i >= 0) named = [section, i];
    });
    if (!named) return null;
  }
  const section = named ? named[0] : visible.length ? visible[0].indexPath[0] : null;
  if (section === null || !body.sections || !body.sections[section]) return null;
  const first = visible.filter((a) => a.indexPath[0] === section).map((a) => a.indexPath[1]);
  const item = first.length ? Math.min(...first) : named ? Math.max(0, named[1]) : 0;
  return { section, item };
}

// Every id the request's items carry, so inserted copies get fresh ones.
function itemIds(body) {
  const ids = new Set();
  for (const s of body.sections || []) {
    for (const item of Array.isArray(s.items) ? s.items : []) if (item && typeof item.id === "string") ids.add(item.id);
  }
  return ids;
}

// A fresh id after `id`: its trailing number counted on (msg-12 → msg-13), a single letter the next one
// (E → F), else a numbered suffix; never one of `ids`.
function nextId(id, ids) {
  const digits = /^(.*?)(\d+)$/.exec(id);
  const letter = /^[A-Y]$/.test(id);
  for (let n = 1; ; n++) {
    const candidate = digits ? `${digits[1]}${Number(digits[2]) + n}` :
      letter && n <= 90 - id.charCodeAt(0) ? String.fromCharCode(id.charCodeAt(0) + n) : `${id}-${n + 1}`;
    if (!ids.has(candidate)) return candidate;
  }
}

// The request that sends a change: `body` (the new data, a copy of the last answer's request) at the last
// answer's offset with its reported anchor (none when it reported none: the offset then stays), and that
// answer's own data and offset as `previous`, under the selected policy.
function changeRequest(last, body, anchor) {
  delete body.scrollTo;
  delete body.previous;
  delete body.updateAnimation;
  body.collectionView = body.collectionView || {};
  // The anchor chooses the offset's scroll-axis coordinate; the other keeps the answered one.
  body.collectionView.contentOffset = { x: last.at.x, y: last.at.y };
  if (anchor) body.anchor = anchor; else delete body.anchor;
  body.previous = { sections: JSON.parse(JSON.stringify(last.body.sections || [])), contentOffset: { x: last.at.x, y: last.at.y } };
  body.updateAnimation = $("updateAnimation").value;
  return body;
}

// Posts a change, animates its updates, then writes the new request (reporting again, at the resolved
// offset, without `previous`) into the editor and draws it. `describe(offset)` says what happened.
async function sendChange(last, body, describe) {
  const note = $("insertNote");
  const ticket = ++pending;
  const json = await post(body, "application/json");
  if (ticket !== pending) return;
  let result = null;
  try { result = JSON.parse(json.text); } catch (e) { /* reported below */ }
  if (!json.ok || !result || !result.updates || (body.anchor && !result.contentOffset)) {
    const where = result && result.errors && result.errors.length ? ` (at ${result.errors[0].pointer})` : "";
    note.textContent = `${json.status}: ${(result && result.detail) || "no updates in the answer"}${where}`;
    return;
  }
  const offset = result.contentOffset || body.collectionView.contentOffset;
  const next = JSON.parse(JSON.stringify(body));
  delete next.previous;
  delete next.updateAnimation;
  // Back to reporting (the request's own "report" kept), at the offset the server resolved.
  if (last.body.anchor === "report") next.anchor = "report"; else delete next.anchor;
  next.collectionView.contentOffset = offset;
  note.textContent = `${describe(offset)}; ${result.updates.elements.length} elements animated (${body.updateAnimation})`;
  note.dataset.updates = JSON.stringify(result.updates);
  animate(next, result.updates, body.updateAnimation, () => {
    editedByHand = true;
    write(next);
    update();
  });
}

function moveNote(axis, from, to) {
  const moved = to[axis] - from[axis];
  return `contentOffset.${axis} ${fmt(from[axis])} → ${fmt(to[axis])} (${moved >= 0 ? "+" : ""}${fmt(moved)})`;
}

// Inserts N items before the first visible item of the anchor item's section and sends the last reported
// anchor with the new data: the server resolves the offset that keeps that item where it was on screen,
// and the page adopts it. Explicit items get copies of that first item (fresh ids when it has one); a
// uniform section grows by N, which is the same as inserting at its start. An anchor item named by index
// path in that section, at or after the insertion, moves down by N.
function insertAbove() {
  const last = lastAnswer;
  const count = Math.floor(Number($("insertCount").value));
  const note = $("insertNote");
  if (!last || !last.result.anchor || !(count >= 1 && count <= 1000)) {
    note.textContent = "nothing to insert: needs an answer with an anchor and 1 to 1000 items";
    return;
  }
  const point = insertionPoint(last);
  if (!point) { note.textContent = "the anchor item is not in the request: nothing inserted"; return; }
  const body = JSON.parse(JSON.stringify(last.body));
  const anchor = JSON.parse(JSON.stringify(last.result.anchor));
  const section = body.sections[point.section];
  if (Array.isArray(section.items) && section.items.length) {
    const neighbour = section.items[Math.min(point.item, section.items.length - 1)];
    const ids = itemIds(body);
    const copies = [];
    for (let n = 1; copies.length < count; n++) {
      const copy = JSON.parse(JSON.stringify(neighbour));
      if (typeof neighbour.id === "string") {
        const id = `${neighbour.id}-above-${n}`;
        if (ids.has(id)) continue;
        ids.add(id);
        copy.id = id;
      }
      copies.push(copy);
    }
    section.items.splice(point.item, 0, ...copies);
  } else if (Number.isInteger(section.itemCount)) {
    section.itemCount += count;
  } else {
    note.textContent = `section ${point.section} has neither items nor itemCount: nothing inserted`;
    return;
  }
  if (Array.isArray(anchor.item) && anchor.item[0] === point.section && anchor.item[1] >= point.item) {
    anchor.item[1] += count;
  }
  const axis = isHorizontal(body) ? "x" : "y";
  sendChange(last, changeRequest(last, body, anchor), (offset) =>
    `inserted ${count} before [${point.section}, ${point.item}]; ${describeAnchor(anchor)} resolves ` +
    moveNote(axis, last.at, offset));
}

// Appends one item at the end of the last section that has items (a copy of its last item, with the next
// id when it has one) or an itemCount (one more), as a new message arrives at the end of a chat. The last
// reported anchor goes with it: `bottom` in a bottom-to-top chat scrolled to its end keeps the newest
// message in view, an item anchor keeps that item in place, and without an anchor the offset stays.
function appendOne() {
  const last = lastAnswer;
  const note = $("insertNote");
  if (!last) { note.textContent = "nothing to append to: needs a single-offset answer"; return; }
  const body = JSON.parse(JSON.stringify(last.body));
  const sections = body.sections || [];
  let index = sections.length - 1;
  while (index >= 0 && !(Array.isArray(sections[index].items) && sections[index].items.length) &&
    !Number.isInteger(sections[index].itemCount)) index--;
  if (index < 0) { note.textContent = "no section has items or an itemCount: nothing appended"; return; }
  const section = sections[index];
  let what;
  if (Array.isArray(section.items) && section.items.length) {
    const lastItem = section.items[section.items.length - 1];
    const copy = JSON.parse(JSON.stringify(lastItem));
    if (lastItem && typeof lastItem.id === "string") copy.id = nextId(lastItem.id, itemIds(body));
    section.items.push(copy);
    what = `${copy.id !== undefined ? copy.id + " " : ""}at [${index}, ${section.items.length - 1}]`;
  } else {
    section.itemCount += 1;
    what = `[${index}, ${section.itemCount - 1}]`;
  }
  const anchor = last.result.anchor ? JSON.parse(JSON.stringify(last.result.anchor)) : null;
  const axis = isHorizontal(body) ? "x" : "y";
  sendChange(last, changeRequest(last, body, anchor), (offset) =>
    `appended ${what}; ` + (anchor ? `${describeAnchor(anchor)} resolves ` : "no anchor: ") +
    moveNote(axis, last.at, offset));
}

$("insertAbove").addEventListener("click", insertAbove);
$("append").addEventListener("click", appendOne);
