// Table: four seats around the trick. Seats are placed relative to `bottom` (the learner):
// bottom, left (next clockwise), top (partner), right. Three seats (Buck Euchre): bottom,
// left, right. Display only, plus one intent: turning up the last trick.
const ET_PLACES = ["bottom", "left", "top", "right"];
const ET_PLACES_3 = ["bottom", "left", "right"];
const ET_SUIT_NAMES = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };
const ET_SUIT_SYMBOLS = { C: "♣", D: "♦", H: "♥", S: "♠" };

const ET_RANK_WORDS = { 9: "nine", T: "ten", J: "jack", Q: "queen", K: "king", A: "ace" };
// What a screen reader says for a card: "jack of hearts", never the code "JH".
function etSpoken(code) { return `${ET_RANK_WORDS[code[0]]} of ${ET_SUIT_NAMES[code[1]]}`; }

function etPlace(model, seat) {
  const n = model.get("seats") || 4;
  return (n === 3 ? ET_PLACES_3 : ET_PLACES)[(seat - model.get("bottom") + n) % n];
}

function etSeatPlate(model, seat) {
  const names = model.get("names");
  const out = model.get("sitting_out").includes(seat);
  const acting = model.get("to_act") === seat;
  const place = etPlace(model, seat);
  const plate = etEl("section", {
    class: `et-seat et-seat-${place}` + (acting ? " et-acting" : "") + (out ? " et-out" : ""),
    "aria-label": names[seat],
    "data-seat": seat,
  });
  const head = etEl("div", { class: "et-seat-head" });
  head.appendChild(etEl("span", { class: "et-seat-name" }, names[seat]));
  if (model.get("dealer") === seat) head.appendChild(etEl("span", { class: "et-chip et-dealer", title: "Dealer" }, "Dealer"));
  if (model.get("maker") === seat) head.appendChild(etEl("span", { class: "et-chip et-maker" }, model.get("alone") ? "Maker, alone" : "Maker"));
  // The turn's chip sits on the seat's frame, out of the flow (table.css): in the seat's
  // head, coming and going with the turn, it wrapped the head to a second line and back at
  // every Continue, and the cards and buttons under the felt moved (layout39 walk, lesson 10).
  if (acting) head.appendChild(etEl("span", { class: "et-chip et-turn" }, "▶ to act"));
  plate.appendChild(head);
  const bid = model.get("bids")[seat];
  // The learner's seat before their first bid in a dealt hand: an empty line of the bid's
  // height, so the felt does not grow when their bid arrives (it pushed the cards down under
  // the finger: the issue 27 walk, "You took up A♥" under South's name, then a discard).
  // (A line under every seat once made the felt so tall that lesson 6's first bids fell
  // below a 1280x900 window's fold: tests/browser/test_on_screen.py.)
  const open = (model.get("open_hands")[seat] || []);
  const count = model.get("hand_counts")[seat] || 0;
  // Until the learner bids, that line says where their cards are: their own Hand, below the
  // table (a cold walk read the empty box as something that had failed to load).
  const below = place === "bottom" && !open.length && count > 0 && !out;
  if (bid) plate.appendChild(etEl("div", { class: "et-bid" }, `Bid: ${bid}`));
  // Every seat's (walk19: North's "Bid: Pass" grew the felt 23 px and pushed Continue down
  // under the pointer, and the click landed on the learner's cards; on a phone West's did).
  // On a phone only the learner's seat keeps it (table.css): a line under every seat made
  // the felt so tall that after Continue the newest log line was left below the screen.
  else if (model.get("dealer") >= 0) {
    const other = place === "bottom" ? "" : " et-bid-room-other";
    plate.appendChild(below ? etEl("div", { class: "et-bid-room et-seat-note" }, "Your cards are below ↓")
      : etEl("div", { class: `et-bid-room${other}`, "aria-hidden": "true" }, "Bid:"));
  }
  if (out) {
    plate.appendChild(etEl("div", { class: "et-out-note" }, (model.get("out_notes") || [])[seat] || "Sitting out this hand"));
    return plate;
  }
  if (place === "bottom" && !open.length) return plate;  // the learner's own Hand shows these
  const cards = etEl("div", { class: "et-seat-cards" + (open.length ? " et-open" : "") });
  if (open.length) {
    cards.setAttribute("role", "list");
    for (const code of open) {
      const item = etEl("span", { role: "listitem", class: "et-mini", "aria-label": etSpoken(code) });
      item.appendChild(etCardFace(code));
      cards.appendChild(item);
    }
  } else {
    cards.setAttribute("aria-label", `${count} card${count === 1 ? "" : "s"}, face down`);
    cards.setAttribute("role", "img");
    for (let i = 0; i < count; i += 1) {
      const back = etEl("span", { class: "et-mini et-mini-back" });
      back.appendChild(etCardFace("back"));
      cards.appendChild(back);
    }
  }
  plate.appendChild(cards);
  return plate;
}

function etTrickArea(model, played, complete, winner, label) {
  const area = etEl("div", { class: "et-trick", role: "group", "aria-label": label });
  const names = model.get("names");
  for (const { seat, card, label: spoken } of played) {
    const won = complete && seat === winner;
    const slot = etEl("div", {
      class: `et-trick-card et-at-${etPlace(model, seat)}` + (won ? " et-winner" : ""),
      role: "img",
      "aria-label": `${names[seat]}: ${spoken}` + (won ? ", won the trick" : ""),
      "data-card": card,
      "data-seat": seat,
    });
    slot.appendChild(etCardVisual(card, ""));
    if (won) slot.appendChild(etEl("span", { class: "et-won", "aria-hidden": "true" }, "★ wins"));
    area.appendChild(slot);
  }
  return area;
}

function etCentre(model) {
  const centre = etEl("div", { class: "et-centre" });
  const trick = model.get("trick");
  if (trick.length) {
    const label = model.get("trick_complete") ? "Completed trick" : "Cards played to this trick";
    centre.appendChild(etTrickArea(model, trick, model.get("trick_complete"), model.get("winner"), label));
    return centre;
  }
  const state = model.get("upcard_state");
  const stub = etEl("div", { class: "et-stub" });
  const up = model.get("upcard");
  if (up && (state === "up" || state === "left")) {
    const left = state === "left" ? ", left on the table (the dealer sits out)" : "";
    const card = etEl("div", { class: "et-upcard", role: "img", "aria-label": `Upcard: ${etSpoken(up)}${left}` });
    card.appendChild(etCardVisual(up, ""));
    card.appendChild(etEl("span", { class: "et-caption" }, "Upcard"));
    stub.appendChild(card);
  }
  const kitty = model.get("kitty");
  if (kitty) {
    // The kitty is all the cards left over (four; nine in Buck Euchre, for three seats);
    // with one of them turned up (or taken by the dealer) the pile is the rest of it.
    const whole = model.get("seats") === 3 ? 9 : 4;
    const name = kitty < whole ? "Rest of the kitty" : "Kitty";
    const pile = etEl("div", { class: "et-kitty", role: "img", "aria-label": `${name}: ${kitty} cards face down` });
    const back = etEl("span", { class: "et-mini et-mini-back" });
    back.appendChild(etCardFace("back"));
    pile.appendChild(back);
    pile.appendChild(etEl("span", { class: "et-caption" }, `${name} (${kitty})`));
    stub.appendChild(pile);
  }
  if (up && state === "left") {
    // The dealer's partner ordered it up alone: the dealer sits out and does not pick it up,
    // so it stays face up on the table (this course's convention), out of play.
    const named = `${ET_RANKS[up[0]]}${ET_SUIT_SYMBOLS[up[1]]}`;
    stub.appendChild(etEl("p", { class: "et-note" }, `Upcard: ${named}, left on the table (the dealer sits out).`));
  }
  if (up && state === "turned down") {
    // Face down in the kitty from round 2 to the end of the hand: once trump is named the
    // note says what happened to it, not the bidding rule.
    const named = `${ET_RANKS[up[0]]}${ET_SUIT_SYMBOLS[up[1]]}`;
    stub.appendChild(etEl("p", { class: "et-note" }, model.get("trump")
      ? `Turned down in round 1: ${named}, face down in the kitty.`
      : `Turned down: ${named}. No one may name ${ET_SUIT_NAMES[up[1]]} now.`));
  }
  centre.appendChild(stub);
  return centre;
}

function etInfo(model) {
  const info = etEl("div", { class: "et-info" });
  const trump = model.get("trump");
  const names = model.get("names");
  if (trump) {
    const maker = model.get("maker");
    const line = etEl("p", { class: "et-trump" });
    line.appendChild(document.createTextNode("Trump: "));
    line.appendChild(etEl("strong", { class: `et-suit-${trump}` }, `${ET_SUIT_SYMBOLS[trump]} ${ET_SUIT_NAMES[trump]}`));
    if (maker >= 0) line.appendChild(document.createTextNode(` · made by ${names[maker]}${model.get("alone") ? ", alone" : ""}`));
    info.appendChild(line);
  } else {
    info.appendChild(etEl("p", { class: "et-trump" }, "Trump: not chosen yet"));
  }
  const won = model.get("tricks_won");
  const teams = model.get("team_names");
  if (won.length === 2 && teams.length === 2) {
    info.appendChild(etEl("p", { class: "et-tricks" }, `Tricks: ${teams[0]} ${won[0]} · ${teams[1]} ${won[1]}`));
  } else if (won.length === 3) {  // three players, each for themselves
    info.appendChild(etEl("p", { class: "et-tricks" }, `Tricks: ${won.map((n, s) => `${names[s]} ${n}`).join(" · ")}`));
  }
  return info;
}

function etReview(model) {
  const box = etEl("div", { class: "et-review" });
  const showing = model.get("show_last");
  const button = etEl("button", {
    type: "button",
    class: "et-button",
    "aria-expanded": String(showing),
    disabled: !model.get("can_review") && !showing,
    title: "The rules let anyone look at the last completed trick, but never an earlier one.",
  }, showing ? "Hide last trick" : "Look at last trick");
  button.addEventListener("click", () => model.send({ type: showing ? "hide_review" : "review" }));
  box.appendChild(button);
  if (showing && model.get("last_trick").length) {
    box.appendChild(etTrickArea(model, model.get("last_trick"), true, model.get("last_winner"), "Last completed trick"));
  }
  return box;
}

// ----------------------------------------------------------------- motion
// After each draw (in the next animation frame) the table notes where the trick's cards and
// the seats are. The next draw then moves what changed: a card played slides in from its
// seat (the learner's from the card picked in the hand), a finished trick's cards fly to
// the seat that won it, and the winning card gives a small pulse.

const ET_MOVING = ".et-table .et-trick-card, .et-table .et-seat";
const etMovingKey = (node) => (node.dataset.card ? `card:${node.dataset.card}` : `seat:${node.dataset.seat}`);

function etTrickNow(model) {
  return { cards: model.get("trick").map((p) => p.card), complete: model.get("trick_complete"), winner: model.get("winner") };
}

function etSameCards(a, b) {
  return a.length <= b.length && a.every((code, i) => code === b[i]);
}

// A copy of a finished trick's card flying from where it lay to the winner's seat.
function etToWinner(root, code, from, to, ms) {
  const ghost = etCardVisual(code, "");
  ghost.classList.add("et-ghost");
  Object.assign(ghost.style, { left: `${from.x}px`, top: `${from.y}px`, width: `${from.w}px` });
  root.appendChild(ghost);
  const dx = to.x + to.w / 2 - (from.x + from.w / 2);
  const dy = to.y + to.h / 2 - (from.y + from.h / 2);
  const flight = ghost.animate(
    [{ transform: "none", opacity: 1 }, { transform: `translate(${dx}px, ${dy}px) scale(.45)`, opacity: 0 }],
    { duration: ms * 1.5, easing: "ease-in", fill: "forwards" });
  flight.onfinish = () => ghost.remove();
}

function etMoveTrick(root, model, before, after, ms) {
  const was = before.trick;
  const now = etTrickNow(model);
  const sameTrick = !was.complete ? etSameCards(was.cards, now.cards) : was.cards.join() === now.cards.join();
  if (was.complete && !sameTrick && after.has(`seat:${was.winner}`)) {
    for (const code of was.cards) {
      const from = before.where.get(`card:${code}`);
      if (from) etToWinner(root, code, from, after.get(`seat:${was.winner}`), ms);
    }
  }
  for (const slot of root.querySelectorAll(".et-table .et-trick-card")) {
    const code = slot.dataset.card;
    if (sameTrick && was.cards.includes(code)) continue;  // it was already on the table
    const seat = Number(slot.dataset.seat);
    const picked = seat === model.get("bottom") ? etPickedFrom(code, root) : null;
    etSlideFrom(slot, root, picked || after.get(`seat:${seat}`), ms, !picked);
  }
  const winner = root.querySelector(".et-table .et-trick-card.et-winner");
  if (winner && !(was.complete && sameTrick)) {
    winner.animate([{ transform: "scale(1)" }, { transform: "scale(1.16)" }, { transform: "scale(1.06)" }],
      { duration: ms * 1.5, delay: ms, easing: "ease-out" });
  }
}

function render({ model, el }) {
  const root = etEl("div", { class: "et-root et-table-root" });
  const status = etEl("p", { class: "et-status", role: "status", "aria-live": "polite" });
  el.appendChild(root);
  let shown = null;  // where the trick and the seats were at the last paint, and that trick
  let frame = 0;
  // The table keeps the tallest height it has had in this deal (layout39 walk, lesson 10:
  // the felt and the status line under it grew and shrank by a line with each move, so the
  // hand and Continue below them landed at another height after almost every press). It
  // starts afresh with a new deal (more cards in hand, another dealer) or a new width.
  let tallest = { height: 0, dealer: null, cards: 0, width: 0 };
  const felt = () => root.querySelector(".et-table") || root;
  const keepHeight = () => {
    const cards = (model.get("hand_counts") || []).reduce((a, b) => a + b, 0);
    const width = root.clientWidth;
    if (model.get("dealer") !== tallest.dealer || cards > tallest.cards + 1 || width !== tallest.width) {
      tallest = { height: 0, dealer: model.get("dealer"), cards, width };
    }
    tallest.cards = cards;
    root.style.minHeight = "";
    // Not before table.css is in force (a first draw unstyled is far taller) nor off screen
    if (!root.isConnected || getComputedStyle(felt()).display !== "grid") { tallest.height = 0; return; }
    // the last trick turned up is the learner's to close again: not a height to keep
    if (!model.get("show_last")) tallest.height = Math.max(tallest.height, root.offsetHeight);
    if (tallest.height > root.offsetHeight) root.style.minHeight = `${tallest.height}px`;
  };
  const draw = () => {
    etApplySettings(root, model);
    const felt = etEl("div", { class: "et-table", role: "group", "aria-label": "Card table" });
    felt.classList.toggle("et-three", model.get("seats") === 3);
    for (let seat = 0; seat < (model.get("seats") || 4); seat += 1) felt.appendChild(etSeatPlate(model, seat));
    felt.appendChild(etCentre(model));
    const play = model.get("play_info");  // off while dealing: no trump or tricks yet
    // "Look at last trick" appears once a trick has been completed: before that there is
    // nothing to look at, and a greyed-out button only puzzles a beginner.
    const review = play && (model.get("last_trick").length || model.get("show_last"));
    // Until then, from the first card played on, its room is kept (layout39 walk, lesson
    // 10: coming after the first trick, it moved the hand and Continue down).
    const room = etEl("div", { class: "et-review et-review-room", "aria-hidden": "true" });
    room.appendChild(etEl("button", { type: "button", class: "et-button", tabindex: "-1", disabled: true }, "Look at last trick"));
    root.replaceChildren(...(play ? [etInfo(model)] : []), felt, status, ...(review ? [etReview(model)] : play && model.get("trick").length ? [room] : []));
    status.textContent = model.get("status");
    keepHeight();
    const ms = etMotionMs(model);
    cancelAnimationFrame(frame);
    if (!ms) { shown = null; return; }
    frame = requestAnimationFrame(() => {
      const after = etPositions(root, ET_MOVING, etMovingKey);
      if (shown) etMoveTrick(root, model, shown, after, ms);
      shown = { where: after, trick: etTrickNow(model) };
    });
  };
  draw();
  const names = ["bottom", "names", "dealer", "to_act", "bids", "trick", "trick_complete", "winner",
    "maker", "alone", "upcard", "upcard_state", "kitty", "sitting_out", "out_notes", "hand_counts", "open_hands",
    "tricks_won", "team_names", "status", "last_trick", "last_winner", "can_review", "show_last",
    "trump", "four_colour", "animation_ms", "play_info", "seats"];
  const stopDrawing = etDrawOnChange(model, names, draw);
  return () => { stopDrawing(); cancelAnimationFrame(frame); };
}
export default { render };
