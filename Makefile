# euchre-teach: `make serve` runs the course, `make test` checks everything, `make lab` opens
# the course in JupyterLab for authors.
# The virtual environment lives in .venv; each install step leaves a stamp file that is
# newer than pyproject.toml and constraints.txt, so re-runs skip pip when nothing changed.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PIP    := $(BIN)/python -m pip --disable-pip-version-check
DEPS   := pyproject.toml constraints.txt

.PHONY: test lint typecheck pytest serve lab bench fmt lock clean system-packages hub-proxy

test: lint typecheck pytest

lint: $(VENV)/.installed-test
	$(BIN)/ruff check .
	$(BIN)/lint-imports

typecheck: $(VENV)/.installed-test
	$(BIN)/mypy --strict euchre_teach

# Unit, property (hypothesis), doctests, notebooks (nbval --nbval-lax, see pyproject.toml)
# and browser tests (tests/browser/, headless Chromium): one pytest run.
pytest: $(VENV)/.installed-test system-packages hub-proxy
	$(BIN)/python -m pytest $(PYTEST_ARGS)

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

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(VENV)/.installed-app: $(DEPS) | $(BIN)/python
	$(PIP) install -q -c constraints.txt -e .
	touch $@

$(VENV)/.installed-test: $(DEPS) | $(BIN)/python
	$(PIP) install -q -c constraints.txt -e '.[test]'
	touch $@

$(VENV)/.installed-bench: $(DEPS) | $(BIN)/python
	$(PIP) install -q -c constraints.txt -e '.[test,bench]'
	touch $@

# Re-resolve every transitive pin from the == pins in pyproject.toml, in a scratch venv.
lock:
	rm -rf .venv-lock
	$(PYTHON) -m venv .venv-lock
	.venv-lock/bin/python -m pip --disable-pip-version-check install '.[test,bench]'
	.venv-lock/bin/python -m pip --disable-pip-version-check freeze --exclude euchre-teach \
		| grep -v '^-e ' > constraints.txt
	rm -rf .venv-lock

clean:
	rm -rf $(VENV) deploy/jupyterhub/node_modules .pytest_cache .mypy_cache .ruff_cache .import_linter_cache .hypothesis build dist *.egg-info
