# Two commands: `make up` starts everything locally, `make test` runs lint, type check and tests.
# Needs only python3 and make: uv is bootstrapped into .tools/, the environment into .venv/.
PYTHON ?= python3
UV_VERSION := 0.13.8
UV := .tools/bin/uv
VENV := .venv
export UV_PYTHON_DOWNLOADS := never
MEMBERS := $(wildcard libs/*/pyproject.toml services/*/pyproject.toml)

.PHONY: up test lint typecheck unit integration bench smoke clean

$(UV):
	$(PYTHON) -m venv .tools
	.tools/bin/python -m pip install --quiet "uv==$(UV_VERSION)"

$(VENV)/.synced: $(UV) pyproject.toml uv.lock $(MEMBERS)
	$(UV) sync --frozen --python $(PYTHON)
	touch $@

up: $(VENV)/.synced
	$(VENV)/bin/assent up

lint: $(VENV)/.synced
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/python tests/import_boundaries.py

typecheck: $(VENV)/.synced
	$(VENV)/bin/pyright

test: lint typecheck
	$(VENV)/bin/pytest -q

bench: $(VENV)/.synced
	$(VENV)/bin/python bench/run_all.py

smoke: $(VENV)/.synced
	$(VENV)/bin/python ../shared/contract/smoke.py "$$($(VENV)/bin/assent token alice)"

clean:
	rm -rf .tools $(VENV)
