"""Services share only libs/contracts, and contracts import only pydantic, jsonschema and the stdlib."""

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_no_service_imports_another_service() -> None:
    spec = importlib.util.spec_from_file_location(
        "import_boundaries", ROOT / "tests" / "import_boundaries.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.violations() == []
