# euchre-teach: `make serve` runs the course, `make test` checks everything, `make lab` opens
# the course in JupyterLab for authors.
# The virtual environment lives in .venv; each install step leaves a stamp file that is
# newer than pyproject.toml and constraints.txt, so re-runs skip pip when nothing changed.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PIP    := $(BIN)/python -m pip --disable-pip-version-check
DEPS   := pyproject.toml constraints.txt
TEST_WORKERS ?= 2
BROWSER_WORKERS ?= 0
BROWSER_TESTS ?= 1

.PHONY: test lint typecheck pytest serve lab bench fmt lock clean system-packages hub-proxy hub site

test: lint typecheck pytest

lint: $(VENV)/.installed-test
	$(BIN)/ruff check .
	$(BIN)/lint-imports

typecheck: $(VENV)/.installed-test
	$(BIN)/mypy --strict euchre_teach

# Unit, property (hypothesis), doctests, notebooks (nbval --nbval-lax, see pyproject.toml)
# and browser tests (tests/browser/, headless Chromium), in two pytest runs, each ending with
# its 30 slowest tests:
# - everything but the browser tests in TEST_WORKERS processes (pytest-xdist; each test file
#   stays in one process, so a file's servers start once; 0 runs them all in this process);
# - then the browser tests (-m browser) in BROWSER_WORKERS processes, one by default: each
#   drives Chromium, a server and its kernels, and two at once on a 2-core machine made
#   pages miss their waits (a scroll, a phone page) at a load average of 8-10.
# The browser tests come last because Playwright's sync API leaves an event loop marked as
# running in its process, after which a test that calls asyncio.run() fails. A run that finds
# no test (pytest's exit code 5, e.g. PYTEST_ARGS=tests/test_cards.py in the browser run) is
# no failure; BROWSER_TESTS=0 skips the browser run. tests/test_pins.py keeps the wheels it
# checks in .cache/pins-wheels (fetched once, kept between runs; make clean removes it).
PYTEST = EUCHRE_SITE_DIR=$(SITE_DIR) $(BIN)/python -m pytest --dist loadfile
pytest: $(VENV)/.installed-test system-packages hub-proxy site
	@status=0; \
	echo "== pytest -m 'not browser' -n $(TEST_WORKERS)"; \
	$(PYTEST) -n $(TEST_WORKERS) -m "not browser" $(PYTEST_ARGS); \
	rc=$$?; [ $$rc = 0 ] || [ $$rc = 5 ] || status=$$rc; \
	if [ "$(BROWSER_TESTS)" = 1 ]; then \
		echo "== pytest -m browser -n $(BROWSER_WORKERS)"; \
		$(PYTEST) -n $(BROWSER_WORKERS) -m browser $(PYTEST_ARGS); \
		rc=$$?; [ $$rc = 0 ] || [ $$rc = 5 ] || status=$$rc; \
	fi; exit $$status

serve: $(VENV)/.installed-app
	$(BIN)/euchre-teach serve $(SERVE_ARGS)

# JupyterLab on this folder (127.0.0.1:8888; LAB_ARGS="--port 9000 --no-browser").
lab: $(VENV)/.installed-app
	$(BIN)/euchre-teach lab $(LAB_ARGS)

bench: $(VENV)/.installed-bench
	@set -e; found=0; for f in benchmarks/*.py; do \
		[ -f "$$f" ] || continue; found=1; \
		echo "== $$f"; $(BIN)/python "$$f"; \
	done; [ $$found = 1 ] || echo "no benchmarks/*.py yet"

# The static edition (README: "The course with no server"): the course as plain files that
# run in the browser on Pyodide, built into SITE_DIR. Pyodide and the widgets' page manager
# come from npm (static/package-lock.json, into static/node_modules), the pure-Python wheels
# from PyPI at constraints.txt's pins (into .cache/site-wheels); nothing is fetched at run time.
# The build runs Pyodide once in Node.js (static/snapshot.mjs) to prepare Python's start.
SITE_DIR ?= _site
SITE_NPM := static/node_modules/.installed

SITE_SOURCES := $(shell find static/build.py static/snapshot.mjs static/page static/py euchre_teach widgets lessons \
	webapp/answers.py webapp/due.py webapp/review.py webapp/lesson.py webapp/look.py webapp/templates/site -type f -not -path '*/__pycache__/*' 2>/dev/null) $(DEPS)

site: $(SITE_DIR)/index.html

$(SITE_DIR)/index.html: $(SITE_SOURCES) $(SITE_NPM) | $(VENV)/.installed-app
	$(BIN)/python static/build.py $(SITE_DIR)

$(SITE_NPM): static/package.json static/package-lock.json
	npm ci --prefix static --no-audit --no-fund --loglevel=error --ignore-scripts && touch $@

fmt: $(VENV)/.installed-test
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

# Debian packages the tests use (run as root; CI does, in .ci/run): Chromium for the browser
# tests, PostgreSQL for the shared progress store's tests (a server the fixture starts), npm
# (and Node.js) for JupyterHub's proxy (hub-proxy). Nothing is downloaded at test time.
system-packages:
	@missing=""; \
	[ -x /usr/bin/chromium ] || missing="$$missing chromium"; \
	ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || missing="$$missing postgresql"; \
	command -v npm >/dev/null 2>&1 || missing="$$missing npm"; \
	if [ -n "$$missing" ] && [ "$$(id -u)" = 0 ]; then \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing; \
	elif [ -n "$$missing" ]; then \
		echo "make: the tests need these Debian packages:$$missing (run: sudo make system-packages)"; \
	fi

# JupyterHub's proxy, configurable-http-proxy from npm, at the version package-lock.json pins,
# in deploy/jupyterhub/node_modules (the hub test and deploy/jupyterhub/jupyterhub_config.py
# use it from there).
HUB_PROXY := deploy/jupyterhub/node_modules/.bin/configurable-http-proxy
hub-proxy: $(HUB_PROXY)

$(HUB_PROXY): deploy/jupyterhub/package.json deploy/jupyterhub/package-lock.json
	@if command -v npm >/dev/null 2>&1; then \
		npm ci --prefix deploy/jupyterhub --no-audit --no-fund --loglevel=error && touch $@; \
	else \
		echo "make: npm is missing, so the JupyterHub test will be skipped (run: sudo make system-packages)"; \
	fi

# The Pythons the README promises and tests/test_pins.py checks the pins for: 3.11 to 3.13.
$(BIN)/python:
	@$(PYTHON) -c 'import sys; sys.exit(not (3, 11) <= sys.version_info[:2] <= (3, 13))' 2>/dev/null \
		|| { echo "make: euchre-teach needs Python 3.11, 3.12 or 3.13, but $(PYTHON) is" \
		"$$($(PYTHON) --version 2>/dev/null || echo "not found"): install one and give it, e.g." \
		"make serve PYTHON=python3.12"; exit 1; }
	$(PYTHON) -m venv $(VENV)

$(VENV)/.installed-app: $(DEPS) | $(BIN)/python
	$(PIP) install -q -c constraints.txt -e .
	touch $@

$(VENV)/.installed-test: $(DEPS) | $(BIN)/python
	$(PIP) install -q -c constraints.txt -e '.[test]'
	touch $@

# JupyterHub on one host (README, "JupyterHub"): the `hub` extra (JupyterHub, psycopg) and the
# proxy. Build the venv where the learners' accounts can run it, not in a private home
# folder: e.g. a checkout in /opt/euchre-teach and `make hub PYTHON=/usr/bin/python3`.
hub: $(VENV)/.installed-hub hub-proxy

$(VENV)/.installed-hub: $(DEPS) | $(BIN)/python
	$(PIP) install -q -c constraints.txt -e '.[hub]'
	touch $@

$(VENV)/.installed-bench: $(DEPS) | $(BIN)/python
	$(PIP) install -q -c constraints.txt -e '.[test,bench]'
	touch $@

# Re-resolve every transitive pin from the == pins in pyproject.toml, as wheels, for the oldest
# Python the README promises: a release that needs a later Python (soupsieve 4.1.3 wanted
# 3.11.5, refusing Debian 12's 3.11.2) is not chosen. pip evaluates environment markers for
# the Python running it, so lock with a 3.11; tests/test_pins.py checks 3.11 to 3.13.
LOCK_PYTHON := 3.11.0
lock: | $(BIN)/python
	rm -rf .lock && mkdir .lock
	$(PIP) install -q --dry-run --ignore-installed --only-binary=:all: \
		--python-version $(LOCK_PYTHON) --target .lock/target --report .lock/report.json \
		'.[test,bench]'
	$(BIN)/python -c 'import json; items = json.load(open(".lock/report.json"))["install"]; \
		pins = [i["metadata"]["name"] + "==" + i["metadata"]["version"] for i in items \
		        if i["metadata"]["name"] != "euchre-teach"]; \
		print("\n".join(sorted(pins, key=str.lower)))' > constraints.txt
	rm -rf .lock

clean:
	rm -rf $(VENV) deploy/jupyterhub/node_modules static/node_modules _site .cache/site-wheels .cache/pins-wheels .pytest_cache .mypy_cache .ruff_cache .import_linter_cache .hypothesis build dist *.egg-info
