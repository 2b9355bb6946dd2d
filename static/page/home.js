// The home page: which lessons are done, and the progress file (save and load).
"use strict";
(async () => {
  // The buttons answer from the first moment: they wait for the stored progress themselves.
  // (They were attached after it loaded, so a file chosen before then was never read.)
  const loading = etProgress.load();
  let data = null;
  // A record kept by an older edition, before a lesson page has moved it (moved_items.py):
  // its finished lessons under their new numbers.
  const moves = JSON.parse(document.getElementById("et-moves").textContent);
  function finished() {
    let done = new Set(data.lesson_done.map((row) => row.lesson));
    const had = Array.isArray(data.moved) ? data.moved : [];
    for (const move of moves) {
      if (had.includes(move.name)) continue;
      done = new Set([...done].map((n) => move.lessons[n] || n));
      for (const [old, also] of Object.entries(move.finished_also)) {
        if (done.has(Number(old))) done.add(also);
      }
    }
    return done;
  }
  function show() {
    const done = finished();
    for (const li of document.querySelectorAll(".et-lessons li")) {
      const mark = li.querySelector(".et-done");
      mark.textContent = done.has(Number(li.dataset.lesson)) ? "✓ done" : "";
    }
    document.getElementById("et-summary").textContent =
      `${done.size} of ${document.querySelectorAll(".et-lessons li").length} lessons done, ${data.answer.length} ${data.answer.length === 1 ? "answer" : "answers"} kept in this browser.`;
  }
  document.getElementById("et-export").addEventListener("click", async () => {
    await loading;
    const blob = new Blob([JSON.stringify(data, null, 1)], { type: "application/json" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = "euchre-progress.json";
    link.click();
    URL.revokeObjectURL(link.href);
  });
  document.getElementById("et-import").addEventListener("change", async (event) => {
    const said = document.getElementById("et-import-result");
    const file = event.target.files[0];
    if (!file) return;
    await loading;
    try {
      data = etProgress.check(await file.text());
      await etProgress.save(JSON.stringify(data));
      said.textContent = `Loaded the progress of ${data.learner.name || "a learner"} from ${file.name}.`;
      show();
    } catch (e) {
      said.textContent = `${file.name} was not loaded: ${e.message}`;
    }
  });
  data = await loading;
  show();
})();
