// A lesson page of the static edition: the lesson notebook's cells, its code run by Python
// (Pyodide) in this page, its widgets drawn by @jupyter-widgets/html-manager. The widgets'
// comm messages go between the two through window.etPage (Python side: static/py/et_page.py).
"use strict";
(async () => {
  const status = document.getElementById("et-status");
  const cellsEl = document.getElementById("et-cells");
  const say = (text) => { status.textContent = text; };
  // Milliseconds since navigation at each step, for benchmarks/site_speed.py.
  const timings = window.etTimings = [];
  const mark = (what) => timings.push([what, Math.round(performance.now())]);
  const amd = (names) => new Promise((resolve, reject) => requirejs(names, resolve, reject));
  requirejs.config({ paths: { anywidget: "vendor/anywidget" } });

  // Python starts at once, beside the widget manager's loading: from the build's snapshot
  // of its memory (static/snapshot.mjs: Python started, the lessons' first imports done).
  const fetched = (url) => fetch(url).then((r) => {
    if (!r.ok) throw new Error(`${url}: ${r.status}`);
    return r;
  });
  // The build's .bin files are gzip: the browser's own DecompressionStream undoes it.
  const gunzipped = async (url) => new Uint8Array(await new Response(
    (await fetched(url)).body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
  mark("page ready");
  const python = (async () => {
    const [py, files] = await Promise.all([
      loadPyodide({ indexURL: new URL("pyodide/", location.href).href,
                    _loadSnapshot: gunzipped("python-snapshot.bin") }),
      gunzipped("python-files.bin"),
    ]);
    mark("Python started");
    // The files themselves (data, modules the snapshot has not imported) are not in the
    // snapshot's memory: written straight into Python's file system (static/build.py:
    // a 4-byte length, a JSON list of [path, size], then the files' bytes).
    const sitePackages = py.runPython("import site; site.getsitepackages()[0]");
    const headLength = new DataView(files.buffer, files.byteOffset).getUint32(0, true);
    const list = JSON.parse(new TextDecoder().decode(files.subarray(4, 4 + headLength)));
    let at = 4 + headLength;
    for (const [name, size] of list) {
      const path = `${sitePackages}/${name}`;
      py.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
      py.FS.writeFile(path, files.subarray(at, at + size));
      at += size;
    }
    py.runPython("import importlib, random; importlib.invalidate_caches(); random.seed()");
    mark("files written");
    return py;
  })();

  // The widget manager's bundle (3.6 MB of script) is loaded here, once Python's start is
  // under way, not before this script runs.
  const managerScript = new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "vendor/libembed-amd.js";
    script.onload = resolve;
    script.onerror = () => reject(new Error("vendor/libembed-amd.js did not load"));
    document.head.append(script);
  });

  try {
    const [cells, progress, hm] = await Promise.all([
      fetch(`lessons/${document.body.dataset.stem}.json`).then((r) => r.json()),
      etProgress.load(),
      managerScript.then(() => amd(["@jupyter-widgets/html-manager"])),
    ]);
    mark("widget manager ready");
    let progressText = JSON.stringify(progress);
    let saving = Promise.resolve();
    const comms = new Map();
    let py = null, fromPage = null, out = null;
    let msgCount = 0;

    class PageComm {
      constructor(id, target) { this.comm_id = id; this.target_name = target; this._early = []; }
      // Python may update a widget before its model is made here (a class loads first):
      // those messages wait for the model, in order.
      on_msg(cb) { this._msg = cb; for (const m of this._early.splice(0)) cb(m); }
      receive(m) { if (this._msg) this._msg(m); else this._early.push(m); }
      on_close(cb) { this._close = cb; }
      open() { return ""; }
      send(data, callbacks, metadata, buffers) {
        const id = `page-${++msgCount}`;
        const bufs = (buffers || []).map((b) => new Uint8Array(b.buffer || b, b.byteOffset || 0, b.byteLength));
        fromPage(JSON.stringify({ msg_type: "comm_msg", comm_id: this.comm_id, data }), bufs);
        // The kernel is this page: the message is handled by now, so the model may send again.
        Promise.resolve().then(() => callbacks?.iopub?.status?.({ content: { execution_state: "idle" }, parent_header: { msg_id: id } }));
        return id;
      }
      close(data) {
        fromPage(JSON.stringify({ msg_type: "comm_close", comm_id: this.comm_id, data: data || {} }), []);
        comms.delete(this.comm_id);
        return "";
      }
    }

    class PageManager extends hm.HTMLManager {
      _get_comm_info() { return Promise.resolve({}); }
      _create_comm(target, id) {
        const comm = new PageComm(id, target);
        comms.set(id, comm);
        return Promise.resolve(comm);
      }
    }
    const manager = window.etManager = new PageManager({
      loader: (name) => amd([name]),
    });

    const views = (buffers) => (buffers ? buffers.toJs ? buffers.toJs() : buffers : []).map((b) => new DataView(b.buffer, b.byteOffset, b.byteLength));

    window.etPage = {
      progress: () => progressText,
      // Each change is written after the one before it (an answer, then its review date).
      save: (text) => {
        progressText = text;
        saving = saving.then(() => etProgress.save(text)).catch((e) => console.error("progress not kept", e));
      },
      comm: (text, buffers) => {
        const msg = JSON.parse(text);
        const bufs = views(buffers);
        if (msg.msg_type === "comm_open") {
          const comm = new PageComm(msg.comm_id, msg.target_name);
          comms.set(msg.comm_id, comm);
          manager.handle_comm_open(comm, {
            content: { comm_id: msg.comm_id, target_name: msg.target_name, data: msg.data },
            metadata: msg.metadata, buffers: bufs, parent_header: {},
          });
        } else if (msg.msg_type === "comm_msg") {
          const comm = comms.get(msg.comm_id);
          comm?.receive({ content: { comm_id: msg.comm_id, data: msg.data }, metadata: msg.metadata, buffers: bufs, parent_header: {} });
        } else if (msg.msg_type === "comm_close") {
          const comm = comms.get(msg.comm_id);
          comms.delete(msg.comm_id);
          comm?._close?.({ content: { comm_id: msg.comm_id, data: msg.data } });
        }
      },
      output: (text) => show(JSON.parse(text), out),
      clear: () => { if (out) out.replaceChildren(); },
    };

    async function show(bundle, where) {
      const view = bundle["application/vnd.jupyter.widget-view+json"];
      const box = document.createElement("div");
      box.className = "et-output";
      where.append(box);
      if (view) {
        const model = await manager.get_model(view.model_id);
        await manager.display_view(manager.create_view(model), box);
      } else if (bundle["text/html"]) {
        box.innerHTML = bundle["text/html"];
      } else if (bundle["text/plain"]) {
        const pre = document.createElement("pre");
        pre.textContent = bundle["text/plain"];
        box.append(pre);
      }
    }

    py = await python;
    const page = py.pyimport("et_page");
    mark("the bridge imported");
    fromPage = page.from_page;

    say("Setting up the lesson…");
    for (const cell of cells) {
      const el = document.createElement("section");
      el.className = `et-cell et-${cell.type}`;
      cellsEl.append(el);
      if (cell.type === "markdown") {
        el.innerHTML = cell.html;
        continue;
      }
      out = el;
      if (!page.run_cell(cell.source)) {
        el.innerHTML = '<p class="et-cell-failed" role="alert">This part of the lesson could not start in your browser. The rest of the page works; reloading the page may help.</p>';
      }
      mark(`cell ${cellsEl.children.length}`);
      await new Promise((resolve) => setTimeout(resolve, 0)); // let the page draw
    }
    cellsEl.setAttribute("aria-busy", "false");
    document.body.dataset.ready = "true";
    say("");
    status.hidden = true;
  } catch (error) {
    console.error(error);
    say("The lesson could not start in this browser. Reload the page to try again; a recent Chrome, Firefox, Safari or Edge is needed.");
  }
})();
