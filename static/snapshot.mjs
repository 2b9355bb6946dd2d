// Build step of the static edition (static/build.py runs it): start Pyodide in Node, put the
// site's python.zip into its site-packages, import what every lesson imports first, and save
// Python's memory as DIR/python.snapshot. A lesson page starts Pyodide from that snapshot:
// Python's own start and those imports are done here once, not in every learner's browser.
//
//     node static/snapshot.mjs DIR
//
// The snapshot belongs to this exact Pyodide build (static/package-lock.json's pin): it is
// made again by every build, never copied between versions. It holds no JavaScript object
// (the page's bridge, et_page, imports `js` in the page, after the start).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const { loadPyodide } = await import(path.join(here, "node_modules", "pyodide", "pyodide.mjs"));
const dir = process.argv[2];
if (!dir) {
  console.error("usage: node static/snapshot.mjs DIR (a site with python.zip)");
  process.exit(2);
}
const py = await loadPyodide({ _makeSnapshot: true });
const sitePackages = py.runPython("import site; site.getsitepackages()[0]");
py.unpackArchive(new Uint8Array(fs.readFileSync(path.join(dir, "python.zip"))), "zip",
  { extractDir: sitePackages });
// What the lessons' first cells and the bridge import (everything but `js`).
py.runPython(fs.readFileSync(path.join(here, "py", "preload.py"), "utf8"));
// The modules now in memory, by their file in site-packages (for build.py, on stdout): the
// page need not unpack those files again.
const imported = py.runPython(`
import json, sys
from pathlib import Path
base = Path(${JSON.stringify(sitePackages)})
json.dumps(sorted({Path(m.__file__).relative_to(base).as_posix()
                   for m in list(sys.modules.values())
                   if getattr(m, "__file__", None) and Path(m.__file__).is_relative_to(base)}))
`);
fs.writeFileSync(path.join(dir, "python.snapshot"), py.makeMemorySnapshot());
process.stdout.write(imported);
