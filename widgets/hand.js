// Hand: the learner's cards as one toolbar (one tab stop). Arrow keys, Home and End move the
// focus here at once and report it; a click, a tap, Enter or Space sends a "pick" intent.
// Python decides what the pick means and answers with new traits (and a message if refused).
const ET_NAV = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

function render({ model, el }) {
  const root = etEl("div", { class: "et-root et-hand" });
  const bar = etEl("div", { role: "toolbar", class: "et-row et-hand-cards" });
  const message = etEl("div", { class: "et-msg", role: "status", "aria-live": "polite" });
  root.append(bar, message);
  el.appendChild(root);

  const buttons = () => Array.from(bar.querySelectorAll("button"));
  let shown = null;  // where each card sat at the last paint, relative to the bar
  let frame = 0;

  // The cards that stay slide to their new places (closing the gap a played card left);
  // cards new to the hand (a new deal, the upcard picked up) drop in one after another.
  const move = (ms) => {
    cancelAnimationFrame(frame);
    if (!ms) { shown = null; return; }
    frame = requestAnimationFrame(() => {
      const before = shown;
      shown = etPositions(bar, "button[data-card]", (node) => node.dataset.card);
      if (!before) return;
      buttons().forEach((button, i) => {
        const from = before.get(button.dataset.card);
        if (from) etSlideFrom(button, bar, from, ms);
        else button.animate([{ transform: "translateY(-18px)", opacity: 0 }, { transform: "none", opacity: 1 }],
          { duration: ms, delay: i * ms / 4, easing: "ease-out", fill: "backwards" });
      });
    });
  };

  // The row of cards keeps the tallest height it has had in this deal (layout39 walk,
  // lesson 10): a bower's badge under a card went with the card, and the last card played
  // emptied the row, and the buttons below moved up each time. A new deal (more cards than
  // the dealer's one taken up) or a new width starts afresh.
  let tallest = { height: 0, cards: 0, width: 0 };
  const keepHeight = (count) => {
    const width = bar.clientWidth;
    if (count > tallest.cards + 1 || width !== tallest.width) tallest = { height: 0, cards: count, width };
    tallest.cards = count;
    bar.style.minHeight = "";
    // Not before the cards' stylesheet is in force (unstyled, the row is far taller)
    if (!bar.isConnected || getComputedStyle(bar).display !== "flex") { tallest.height = 0; return; }
    tallest.height = Math.max(tallest.height, bar.offsetHeight);
    if (tallest.height > bar.offsetHeight) bar.style.minHeight = `${tallest.height}px`;
  };

  const draw = () => {
    const hadFocus = bar.contains(document.activeElement);
    etApplySettings(root, model);
    const cards = model.get("cards");
    const labels = model.get("labels");
    const badges = model.get("badges");
    const captions = model.get("captions");
    const legal = new Set(model.get("legal"));
    const selected = model.get("selected");
    const mode = model.get("mode");
    const showLegal = model.get("show_legal");
    const disabled = model.get("disabled");
    const focus = Math.min(model.get("focus"), Math.max(cards.length - 1, 0));
    bar.setAttribute("aria-label", model.get("title") + (disabled ? " (wait for your turn)" : ""));
    root.classList.toggle("et-disabled", disabled);
    bar.replaceChildren();
    cards.forEach((code, i) => {
      let spoken = labels[i] || code;
      const isLegal = legal.has(code);
      if (showLegal) spoken += isLegal ? ", may be played" : ", may not be played now";
      const rank = selected.indexOf(code);
      if (mode === "order" && rank >= 0) spoken += `, number ${rank + 1}`;
      if (captions[i]) spoken += `, ${captions[i]}`;
      const button = etEl("button", {
        type: "button",
        class: "et-card-btn" + (showLegal ? (isLegal ? " et-legal" : " et-not-legal") : "") +
          (rank >= 0 ? " et-selected" : ""),
        tabindex: i === focus ? "0" : "-1",
        "aria-label": spoken,
        "aria-pressed": mode === "select" || mode === "order" || mode === "choose" ? String(rank >= 0) : null,
        "aria-disabled": disabled ? "true" : null,
        "data-card": code,
      });
      button.appendChild(etCardVisual(code, model.get("show_badges") ? badges[i] : ""));
      // Every card keeps the mark's line, hidden on one that may not be played: the row
      // does not grow when the mark comes under a card with a badge (layout39 walk).
      if (showLegal) button.appendChild(etEl("span", { class: "et-legal-mark" + (isLegal ? "" : " et-legal-room"), "aria-hidden": "true" }, "✓ may play"));
      if (mode === "order" && rank >= 0) button.appendChild(etEl("span", { class: "et-order-mark", "aria-hidden": "true" }, String(rank + 1)));
      if (captions[i]) button.appendChild(etEl("span", { class: "et-caption", "aria-hidden": "true" }, captions[i]));
      // One message per click: Python moves the focus to the picked card itself (a separate
      // focus update first cost a second round trip before the pick was even seen).
      button.addEventListener("click", () => {
        etNotePick(button, code);
        model.send({ type: "pick", card: code });
      });
      bar.appendChild(button);
    });
    if (hadFocus && buttons()[focus]) buttons()[focus].focus();
    keepHeight(cards.length);
    move(etMotionMs(model));
  };

  const drawMessage = () => {
    message.textContent = model.get("message");
    message.className = "et-msg" + (model.get("message_kind") ? ` et-msg-${model.get("message_kind")}` : "");
  };

  const onKey = (event) => {
    const all = buttons();
    if (!all.length) return;
    const here = Math.max(0, all.indexOf(document.activeElement));
    let next = null;
    if (event.key in ET_NAV) next = (here + ET_NAV[event.key] + all.length) % all.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = all.length - 1;
    if (next === null) return;  // Enter and Space reach the button as a click
    event.preventDefault();
    all.forEach((b, i) => b.setAttribute("tabindex", i === next ? "0" : "-1"));
    all[next].focus();
    model.set("focus", next);
    model.save_changes();
  };

  const shake = () => {
    const button = buttons()[model.get("focus")];
    if (!button) return;
    button.classList.remove("et-shake");
    void button.offsetWidth;  // restart the animation
    button.classList.add("et-shake");
  };

  // Python moves the keyboard focus here when the hand is the next thing to act on.
  const onCustom = (msg) => { if (msg && msg.do === "focus") (buttons()[model.get("focus")] || buttons()[0])?.focus(); };

  bar.addEventListener("keydown", onKey);
  draw();
  drawMessage();
  const names = ["cards", "labels", "badges", "captions", "legal", "show_legal", "mode", "selected",
    "disabled", "title", "show_badges", "four_colour", "animation_ms", "focus"];
  const stopDrawing = etDrawOnChange(model, names, draw);
  model.on("change:message", drawMessage);
  model.on("change:message_kind", drawMessage);
  model.on("change:rejected", shake);
  model.on("msg:custom", onCustom);
  return () => {
    model.off("msg:custom", onCustom);
    stopDrawing();
    model.off("change:message", drawMessage);
    model.off("change:message_kind", drawMessage);
    model.off("change:rejected", shake);
    bar.removeEventListener("keydown", onKey);
    cancelAnimationFrame(frame);
  };
}
export default { render };
