// The learner's progress in this browser: one record in IndexedDB, in the served edition's
// export format ("euchre-teach-progress"), so that the file saved here imports on a class
// server and a server's export imports here.
"use strict";
const etProgress = (() => {
  const DB = "euchre-teach", STORE = "progress", KEY = "me";
  const TABLES = ["lesson_done", "visit", "answer", "review", "hand", "schedule"];
  function open() {
    return new Promise((resolve, reject) => {
      const req = indexedDB.open(DB, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  }
  async function fresh() {
    const data = await (await fetch("fresh-progress.json")).json();
    data.learner.id = "browser-" + crypto.getRandomValues(new Uint32Array(2)).join("");
    return data;
  }
  async function load() {
    const db = await open();
    const kept = await new Promise((resolve, reject) => {
      const req = db.transaction(STORE).objectStore(STORE).get(KEY);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    db.close();
    return kept ? JSON.parse(kept) : await fresh();
  }
  async function write(text) {
    const db = await open();
    await new Promise((resolve, reject) => {
      const tx = db.transaction(STORE, "readwrite");
      tx.objectStore(STORE).put(text, KEY);
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }
  // One write at a time, each of the newest record: two writes started together (an answer,
  // then its review date) each open the database first, and the older record could land
  // last and put back a record without the review date.
  let newest = null, writing = Promise.resolve();
  function save(text) {
    newest = text;
    writing = writing.catch(() => {}).then(() => {
      if (newest === null) return undefined;
      const record = newest;
      newest = null;
      return write(record);
    });
    return writing;
  }
  // A file chosen to import: the same checks, and the same words, as the server's import.
  function check(text) {
    let data;
    try { data = JSON.parse(text); } catch (e) {
      throw new Error("This file is not a euchre-teach progress export: it is not JSON (" + e.message + ").");
    }
    if (!data || data.format !== "euchre-teach-progress") {
      throw new Error("This file is not a euchre-teach progress export.");
    }
    if (!data.learner || typeof data.learner.id !== "string") {
      throw new Error("This progress export has no learner in it; nothing was loaded.");
    }
    for (const t of TABLES) {
      if (data[t] !== undefined && !Array.isArray(data[t])) {
        throw new Error(`This progress export's "${t}" is not a list; nothing was loaded.`);
      }
      data[t] = data[t] || [];
    }
    return data;
  }
  return { load, save, check, TABLES };
})();
