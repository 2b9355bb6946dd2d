// Cards: a row of card faces with badges and captions, for looking at.
function render({ model, el }) {
  const root = etEl("div", { class: "et-root et-cards" });
  el.appendChild(root);
  const draw = () => {
    etApplySettings(root, model);
    root.replaceChildren();
    const list = etEl("ul", { class: "et-row et-cards-list", "aria-label": model.get("title") });
    const labels = model.get("labels");
    const badges = model.get("badges");
    const captions = model.get("captions");
    const highlight = new Set(model.get("highlight"));
    const showBadges = model.get("show_badges");
    model.get("cards").forEach((code, i) => {
      const item = etEl("li", {
        class: "et-cards-item" + (highlight.has(code) ? " et-highlight" : ""),
        "aria-label": (labels[i] || code) + (highlight.has(code) ? ", highlighted" : ""),
      });
      item.appendChild(etCardVisual(code, showBadges ? badges[i] : ""));
      if (captions[i]) item.appendChild(etEl("span", { class: "et-caption", "aria-hidden": "true" }, captions[i]));
      list.appendChild(item);
    });
    root.appendChild(list);
  };
  draw();
  const names = ["cards", "labels", "badges", "captions", "highlight", "title", "show_badges", "four_colour", "animation_ms"];
  return etDrawOnChange(model, names, draw);
}
export default { render };
