// InView: on the learner's own action (a Start, a bid, a Continue), Python asks the page to
// show part of the panel this invisible widget sits in: from the top of one element to the
// bottom of another (the table down to the next thing to press). Spans come in order of
// preference; the first that fits the screen is shown with the least movement of the page
// (none if it is already in view); if none fits, the last one's top is brought to the top.
// The request is applied again as the rest of the change is drawn (new buttons arrive a
// little after the message), and never after the learner has moved the page themselves.
const ET_MARGIN = 12;
const ET_AGAIN_MS = [150, 400, 900, 1600];

function etShown(panel, selector) {
  for (const node of panel.querySelectorAll(selector)) {
    if (node.getClientRects().length) return node;
  }
  return null;
}

// How far to scroll the page down (negative: up) to show the first span that fits.
function etShift(panel, spans) {
  const screen = window.visualViewport
    ? { top: window.visualViewport.offsetTop, height: window.visualViewport.height }
    : { top: 0, height: window.innerHeight };
  let last = null;
  for (const [from, to] of spans) {
    const first = etShown(panel, from);
    const end = etShown(panel, to);
    if (!first || !end) continue;
    const top = first.getBoundingClientRect().top - screen.top;
    const bottom = end.getBoundingClientRect().bottom - screen.top;
    const least = bottom + ET_MARGIN - screen.height;  // the bottom comes into view
    const most = top - ET_MARGIN;  // the top stays in view
    if (least <= most) return Math.min(Math.max(0, least), most);
    last = most;
  }
  return last === null ? 0 : last;
}

function render({ model, el }) {
  let stop = null;
  const show = (spans) => {
    if (stop) stop();
    const panel = el.closest(".et-panel") || el.parentElement;
    if (!panel) return;
    let moved = false;
    const mine = () => { moved = true; };
    const kinds = ["wheel", "touchmove", "keydown"];
    kinds.forEach((kind) => window.addEventListener(kind, mine, { passive: true }));
    const timers = [];
    const apply = () => {
      if (moved) return;
      const by = etShift(panel, spans);
      if (Math.abs(by) >= 1) window.scrollBy(0, by);
    };
    requestAnimationFrame(() => requestAnimationFrame(apply));
    for (const ms of ET_AGAIN_MS) timers.push(setTimeout(apply, ms));
    timers.push(setTimeout(() => stop && stop(), ET_AGAIN_MS[ET_AGAIN_MS.length - 1] + 50));
    stop = () => {
      timers.forEach(clearTimeout);
      kinds.forEach((kind) => window.removeEventListener(kind, mine));
      stop = null;
    };
  };
  // "again" follows up the learner's last action (their turn came after the others
  // moved): it moves nothing once the learner has moved the page since that "show".
  let movedSince = false;
  const moving = () => { movedSince = true; };
  const watched = ["wheel", "touchmove", "keydown"];
  watched.forEach((kind) => window.addEventListener(kind, moving, { passive: true }));
  // The focus given without moving the page: tried until the element is drawn (it may
  // arrive a little after the message), given up after the last try.
  const focus = (selector) => {
    const panel = el.closest(".et-panel") || el.parentElement;
    const tries = [0, ...ET_AGAIN_MS];
    const attempt = () => {
      const node = panel && etShown(panel, selector);
      if (!node) return false;
      if (document.activeElement !== node) node.focus({ preventScroll: true });
      return document.activeElement === node;
    };
    const timers = tries.map((ms) => setTimeout(() => { if (attempt()) timers.forEach(clearTimeout); }, ms));
  };
  const onCustom = (msg) => {
    if (msg && msg.do === "focus" && typeof msg.selector === "string") { focus(msg.selector); return; }
    if (!msg || !Array.isArray(msg.spans)) return;
    if (msg.do === "show") { movedSince = false; show(msg.spans); }
    else if (msg.do === "again" && !movedSince) show(msg.spans);
  };
  model.on("msg:custom", onCustom);
  return () => {
    model.off("msg:custom", onCustom);
    watched.forEach((kind) => window.removeEventListener(kind, moving));
    if (stop) stop();
  };
}
export default { render };
