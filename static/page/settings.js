// The settings page: the served edition's own form (webapp/templates/site/settings.html,
// rendered by static/build.py), filled from this browser's record and saved into it, in the
// learner's "settings" as the server keeps them (a progress file carries them both ways).
// The lessons read them when they start (static/py/webapp/lesson.py).
"use strict";
(async () => {
  const form = document.querySelector("main form");
  if (!form) return;
  let data = await etProgress.load();
  const fields = form.elements;
  function fill(settings) {
    for (const name of ["stick_the_dealer", "defend_alone", "four_colour"]) {
      fields[name].checked = Boolean(settings[name]);
    }
    for (const name of ["points_to_win", "difficulty", "animation_speed"]) {
      if (settings[name] !== undefined) fields[name].value = String(settings[name]);
    }
  }
  fill(data.learner.settings || {});
  const said = document.createElement("p");
  said.setAttribute("role", "status");
  form.before(said);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    data = await etProgress.load(); // another tab may have kept answers since this page opened
    data.learner.settings = {
      ...(data.learner.settings || {}),
      stick_the_dealer: fields.stick_the_dealer.checked,
      defend_alone: fields.defend_alone.checked,
      points_to_win: Number(fields.points_to_win.value),
      four_colour: fields.four_colour.checked,
      difficulty: fields.difficulty.value,
      animation_speed: fields.animation_speed.value,
    };
    try {
      await etProgress.save(JSON.stringify(data));
      said.textContent = "Saved. Lessons you open from now on use these settings.";
    } catch (e) {
      said.textContent = `Not saved: this browser did not let the page keep your settings (${e.message}).`;
    }
  });
})();
