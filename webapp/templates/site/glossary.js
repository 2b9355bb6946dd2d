// Lesson pages: link the first bold or italic use of each glossary term to its entry, with
// the short definition shown on hover, on keyboard focus and on a first tap (a second tap,
// Enter or a click opens the glossary). Escape hides it. The terms are filled in by the server.
(function () {
  "use strict";
  var TERMS = /*TERMS*/[];
  var GLOSSARY = "/*GLOSSARY_URL*/";
  function norm(text) {
    return text.toLowerCase().replace(/[\u2019']/g, "'").replace(/\s+/g, " ").trim();
  }
  function find(text) {
    var wanted = norm(text);
    for (var i = 0; i < TERMS.length; i++) {
      if (TERMS[i].forms.indexOf(wanted) >= 0 || TERMS[i].forms.indexOf(wanted.replace(/'/g, "")) >= 0) {
        return TERMS[i];
      }
    }
    return null;
  }
  function link(element, term) {
    var tipId = "euchre-tip-" + term.slug;
    var anchor = document.createElement("a");
    anchor.className = "euchre-term";
    anchor.href = GLOSSARY + "#" + term.slug;
    anchor.setAttribute("aria-describedby", tipId);
    while (element.firstChild) { anchor.appendChild(element.firstChild); }
    var tip = document.createElement("span");
    tip.className = "euchre-tip";
    tip.id = tipId;
    tip.setAttribute("role", "tooltip");
    tip.textContent = term.term + ": " + term.short;
    var wrap = document.createElement("span");
    wrap.className = "euchre-term-wrap";
    wrap.appendChild(anchor);
    wrap.appendChild(tip);
    element.appendChild(wrap);
    var touched = false;
    anchor.addEventListener("pointerdown", function (event) { touched = event.pointerType === "touch"; });
    anchor.addEventListener("click", function (event) {
      if (touched && !wrap.classList.contains("euchre-open")) {
        event.preventDefault();  // the first tap shows the definition; the second opens it
        closeAll();
        wrap.classList.remove("euchre-hidden");
        wrap.classList.add("euchre-open");
        place(wrap);
      }
    });
    anchor.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { wrap.classList.add("euchre-hidden"); }
    });
    anchor.addEventListener("blur", function () { wrap.classList.remove("euchre-hidden", "euchre-open"); });
    anchor.addEventListener("focus", function () { place(wrap); });
    wrap.addEventListener("mouseenter", function () { wrap.classList.remove("euchre-hidden"); place(wrap); });
    wrap.addEventListener("mouseleave", function () { wrap.classList.remove("euchre-hidden", "euchre-open"); });
  }
  function place(wrap) {
    // A term near the right edge: move its definition left so that all of it shows (the
    // text cell clips what passes its edge, and so does a phone's screen).
    var tip = wrap.querySelector(".euchre-tip");
    tip.style.left = "0px";
    var cell = wrap.closest(".jp-RenderedMarkdown") || document.body;
    var right = Math.min(window.innerWidth, cell.getBoundingClientRect().right) - 8;
    var box = tip.getBoundingClientRect();
    if (box.width && box.right > right) {
      var left = Math.max(cell.getBoundingClientRect().left, 8);
      tip.style.left = Math.max(right - box.right, left - box.left) + "px";
    }
  }
  function closeAll() {
    var open = document.querySelectorAll(".euchre-term-wrap.euchre-open");
    for (var i = 0; i < open.length; i++) { open[i].classList.remove("euchre-open"); }
  }
  function escaped(text) { return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }
  function firstInText(term) {
    // The term's first use in the lessons' prose (not in a link, heading, fold title or code:
    // a tip inside a <summary> nests one control in another, axe's nested-interactive), in a
    // form that means the term wherever it stands ("go alone"; bare "alone" only marked).
    // A term's words may be split across the lines of the lesson's text ("plain\n suit").
    var forms = term.proseForms.slice().sort(function (a, b) { return b.length - a.length; });
    var spaced = forms.map(function (form) { return escaped(form).replace(/ /g, "\\s+"); });
    var pattern = new RegExp("\\b(" + spaced.join("|") + ")\\b", "i");
    var cells = document.querySelectorAll(".jp-RenderedMarkdown");
    for (var c = 0; c < cells.length; c++) {
      var walker = document.createTreeWalker(cells[c], NodeFilter.SHOW_TEXT);
      var node;
      while ((node = walker.nextNode())) {
        // Not inside another term's definition: a tip is no place for a second tip.
        if (node.parentElement.closest("a, h1, h2, h3, code, pre, summary, .euchre-tip")) { continue; }
        var found = pattern.exec(node.nodeValue);
        if (found) {
          var rest = node.splitText(found.index);
          rest.splitText(found[0].length);
          var span = document.createElement("span");
          rest.parentNode.replaceChild(span, rest);
          span.appendChild(rest);
          return span;
        }
      }
    }
    return null;
  }
  function run() {
    var done = {};
    var marked = document.querySelectorAll(".jp-RenderedMarkdown strong, .jp-RenderedMarkdown em");
    for (var i = 0; i < marked.length; i++) {
      var element = marked[i];
      if (element.closest("a, h1, h2, h3, summary")) { continue; }
      var term = find(element.textContent || "");
      if (term && !done[term.slug]) {
        done[term.slug] = true;
        link(element, term);
      }
    }
    TERMS.forEach(function (term) {
      if (done[term.slug] || term.markedOnly || !term.proseForms.length) { return; }
      var span = firstInText(term);
      if (span) { done[term.slug] = true; link(span, term); }
    });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { closeAll(); }
    });
    // A definition opened by a tap (or shown while its term has the focus) goes when the
    // reader scrolls on or taps anywhere else: on a phone it stayed over the text it had
    // scrolled away from (issue 27 walk). A tap on the term itself keeps its two steps.
    function dismiss(event) {
      if (event.target && event.target.closest && event.target.closest(".euchre-term-wrap")) { return; }
      closeAll();
      var shown = document.querySelectorAll(".euchre-term-wrap");
      for (var i = 0; i < shown.length; i++) {
        if (shown[i].contains(document.activeElement)) {
          shown[i].classList.add("euchre-hidden");  // until the term is left (blur) and met again
        }
      }
    }
    ["touchmove", "wheel", "pointerdown"].forEach(function (kind) {
      window.addEventListener(kind, dismiss, {capture: true, passive: true});
    });
  }
  var style = document.createElement("style");
  style.textContent =
    ".euchre-term-wrap { position: relative; }" +
    ".euchre-term, .jp-RenderedHTMLCommon a.euchre-term { color: inherit; text-decoration: underline dotted; text-underline-offset: 3px; }" +
    ".euchre-tip { display: none; position: absolute; left: 0; top: 1.6em; z-index: 20; width: max-content;" +
    " max-width: min(22rem, 80vw); padding: 0.5rem 0.7rem; border-radius: 6px; background: #17324f; color: #fff;" +
    " font: 400 15px/1.4 system-ui, -apple-system, 'Segoe UI', sans-serif; box-shadow: 0 2px 8px rgba(0,0,0,.25); }" +
    ".euchre-term-wrap:hover .euchre-tip, .euchre-term:focus + .euchre-tip, .euchre-open .euchre-tip { display: block; }" +
    ".euchre-term-wrap.euchre-hidden .euchre-tip { display: none; }";  /* after :hover, as specific */
  document.head.appendChild(style);
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", run); } else { run(); }
})();
