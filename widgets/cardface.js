// Card faces drawn as SVG: shared by the Cards, Hand and Table front ends.
// This file is not loaded on its own: widgets/_assets.py puts it in front of each
// component's ES module (no build step, no network). Everything here is display only;
// what a card *means* (bower, trump, legal) arrives from Python as text.

const ET_SUITS = {
  // Suit shapes as paths in a 100 x 100 box, so a suit never depends on a font or a colour.
  C: "M50 4a21 21 0 0 1 18 32a21 21 0 1 1 -9 38l7 22h-32l7 -22a21 21 0 1 1 -9 -38a21 21 0 0 1 18 -32z",
  D: "M50 2L90 50L50 98L10 50Z",
  H: "M50 94C22 70 4 54 4 30C4 14 16 4 30 4C40 4 47 10 50 18C53 10 60 4 70 4C84 4 96 14 96 30C96 54 78 70 50 94Z",
  S: "M50 3C64 24 96 40 96 62C96 77 85 86 72 86C63 86 57 81 54 75L61 97H39L46 75C43 81 37 86 28 86C15 86 4 77 4 62C4 40 36 24 50 3Z",
};
const ET_RANKS = { 9: "9", T: "10", J: "J", Q: "Q", K: "K", A: "A" };
const ET_CODE = /^[9TJQKA][CDHS]$/;

function etSuitShape(suit, x, y, size) {
  const scale = size / 100;
  return `<path class="et-pip et-suit-${suit}" d="${ET_SUITS[suit]}" transform="translate(${x} ${y}) scale(${scale})"/>`;
}

// One card face as an SVG string, 60 x 84 units; aria-hidden because the button or list
// item that holds it carries the spoken label.
function etCardSvg(code) {
  if (!ET_CODE.test(code)) return etBackSvg();
  const rank = ET_RANKS[code[0]];
  const suit = code[1];
  const big = "JQK".includes(code[0])
    ? `<rect class="et-court" x="14" y="22" width="32" height="40" rx="3"/>` +
      `<text class="et-court-rank et-suit-${suit}" x="30" y="50" text-anchor="middle">${rank}</text>` +
      etSuitShape(suit, 23, 52, 14)
    : etSuitShape(suit, 15, 27, 30);
  const corner = (flip) =>
    `<g${flip ? ' transform="rotate(180 30 42)"' : ""}>` +
    `<text class="et-rank et-suit-${suit}" x="${rank.length > 1 ? 3 : 5}" y="16">${rank}</text>` +
    etSuitShape(suit, 4, 20, 12) + `</g>`;
  return `<svg class="et-face et-pair-${"DH".includes(suit) ? "red" : "black"}" viewBox="0 0 60 84" ` +
    `aria-hidden="true" focusable="false">` +
    `<rect class="et-paper" x="0.75" y="0.75" width="58.5" height="82.5" rx="5"/>` +
    corner(false) + big + corner(true) + `</svg>`;
}

function etBackSvg() {
  return `<svg class="et-face et-back" viewBox="0 0 60 84" aria-hidden="true" focusable="false">` +
    `<rect class="et-back-paper" x="0.75" y="0.75" width="58.5" height="82.5" rx="5"/>` +
    `<rect class="et-back-inner" x="6" y="6" width="48" height="72" rx="3"/></svg>`;
}

// A card face as an SVG element. Each face is parsed once per page and then cloned: a hand
// redrawn after a card play costs a few clones, not five SVG parses.
const ET_FACES = new Map();
function etCardFace(code) {
  let face = ET_FACES.get(code);
  if (face === undefined) {
    const holder = document.createElement("template");
    holder.innerHTML = etCardSvg(code);
    face = holder.content.firstElementChild;
    ET_FACES.set(code, face);
  }
  return face.cloneNode(true);
}

// An element with attributes and optional text (text is never parsed as HTML).
function etEl(tag, attrs = {}, text = null) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? "" : String(value));
  }
  if (text !== null) node.textContent = text;
  return node;
}

// A card's visual: the SVG face plus its teaching badge (when there is one).
function etCardVisual(code, badge) {
  const box = etEl("span", { class: "et-card-visual" });
  box.appendChild(etCardFace(code));
  if (badge) box.appendChild(etEl("span", { class: "et-badge", "aria-hidden": "true" }, badge));
  return box;
}

// Motion: card animations last the learner's chosen time (`animation_ms`, 0 = off) and never
// play when the system asks for reduced motion.
const ET_REDUCED_MOTION = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
function etMotionMs(model) {
  if (ET_REDUCED_MOTION && ET_REDUCED_MOTION.matches) return 0;
  return Math.max(0, Number(model.get("animation_ms")) || 0);
}

// Settings shared by every card component: the deck palette and the animation speed.
function etApplySettings(root, model) {
  root.classList.toggle("et-four-colour", Boolean(model.get("four_colour")));
  root.style.setProperty("--et-speed", `${etMotionMs(model)}ms`);
}

// Where each keyed element under `root` sits, relative to `root`: read in an animation frame
// after a draw (layout is being done for the paint then anyway), so that the next draw knows
// where a card came from without making the browser lay the page out in the click's path.
function etPositions(root, selector, keyOf) {
  const base = root.getBoundingClientRect();
  const where = new Map();
  for (const node of root.querySelectorAll(selector)) {
    const box = node.getBoundingClientRect();
    where.set(keyOf(node), { x: box.left - base.left, y: box.top - base.top, w: box.width, h: box.height });
  }
  return where;
}

// Slide `node` from `from` (a box relative to `root`) to where it is now: a transform only,
// so nothing else on the page moves. `fade` starts it half transparent (a card coming out
// of a seat rather than from a card-sized place).
function etSlideFrom(node, root, from, ms, fade = false) {
  if (!from || !ms) return null;
  const base = root.getBoundingClientRect();
  const to = node.getBoundingClientRect();
  const dx = from.x + from.w / 2 - (to.left - base.left + to.width / 2);
  const dy = from.y + from.h / 2 - (to.top - base.top + to.height / 2);
  if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return null;
  const scale = fade || !to.width ? 0.6 : Math.min(1.5, Math.max(0.5, from.w / to.width));
  return node.animate(
    [{ transform: `translate(${dx}px, ${dy}px) scale(${scale})`, opacity: fade ? 0.4 : 1 },
     { transform: "none", opacity: 1 }],
    { duration: ms, easing: "cubic-bezier(.2, .7, .3, 1)" });
}

// The card the learner last picked in a Hand, in page coordinates: the Table draws that card
// leaving the hand for the trick. Window-wide because the Hand and the Table are separate
// widgets (and separate ES modules).
function etNotePick(button, code) {
  const box = button.getBoundingClientRect();
  window.etLastPick = { code, x: box.left + window.scrollX, y: box.top + window.scrollY, w: box.width, h: box.height };
}
function etPickedFrom(code, root) {
  const pick = window.etLastPick;
  if (!pick || pick.code !== code) return null;
  window.etLastPick = null;
  const base = root.getBoundingClientRect();
  return { x: pick.x - window.scrollX - base.left, y: pick.y - window.scrollY - base.top, w: pick.w, h: pick.h };
}

// Redraw once per message from Python: several traits arrive together and Backbone fires one
// change event per trait, so `draw` runs in a microtask after the last of them (before the
// page is painted). Returns the function that stops listening.
function etDrawOnChange(model, names, draw) {
  let pending = false;
  const schedule = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => { pending = false; draw(); });
  };
  for (const name of names) model.on(`change:${name}`, schedule);
  return () => { for (const name of names) model.off(`change:${name}`, schedule); };
}
