// PageReturn: tells the kernel when the learner comes back to this page (its tab shown
// again, its window focused again, the page shown from the browser's history), so a count
// another page may have moved (lesson 13's drill streak, after a Review answer) is read
// again. At most one message a second: a tab shown and focused at once sends one.
const ET_RETURN_MS = 1000;

function render({ model }) {
  let last = 0;
  const back = () => {
    if (document.visibilityState !== "visible") return;
    const now = Date.now();
    if (now - last < ET_RETURN_MS) return;
    last = now;
    model.send({ do: "back" });
  };
  document.addEventListener("visibilitychange", back);
  window.addEventListener("focus", back);
  window.addEventListener("pageshow", back);
  return () => {
    document.removeEventListener("visibilitychange", back);
    window.removeEventListener("focus", back);
    window.removeEventListener("pageshow", back);
  };
}
export default { render };
