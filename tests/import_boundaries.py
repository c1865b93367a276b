"""Services share only the libraries: fail when a service imports another service's package, when the
contracts import anything but pydantic, jsonschema and the standard library, or when the runtime
library imports a service."""

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SERVICES = {"gateway", "orchestrator", "discovery", "executor", "demo"}
LIBRARIES = ("assent_contracts", "assent_runtime", "assent_database")


def violations() -> list[str]:
    found = []
    for service in SERVICES:
        own = f"assent_{service}"
        for path in (ROOT / "services" / service / "src").rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(), str(path))):
                names = []
                if isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                    names = [node.module]
                for name in names:
                    top = name.split(".")[0]
                    if top.startswith("assent_") and top not in (own, *LIBRARIES):
                        found.append(f"{path.relative_to(ROOT)}: imports {name}")
    contracts = ROOT / "libs" / "contracts" / "src"
    allowed = {"pydantic", "jsonschema", "assent_contracts", "typing_extensions"}
    for path in contracts.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import | ast.ImportFrom):
                module = node.module if isinstance(node, ast.ImportFrom) else node.names[0].name
                if not module or (isinstance(node, ast.ImportFrom) and node.level):
                    continue
                top = module.split(".")[0]
                if top not in allowed and top not in sys.stdlib_module_names:
                    found.append(f"{path.relative_to(ROOT)}: contracts import {module}")
    for path in (ROOT / "libs" / "runtime" / "src").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                top = node.module.split(".")[0]
                if top.startswith("assent_") and top not in ("assent_contracts", "assent_runtime"):
                    found.append(f"{path.relative_to(ROOT)}: runtime imports {node.module}")
    return found


if __name__ == "__main__":
    problems = violations()
    print("\n".join(problems) or "import boundaries hold")
    sys.exit(1 if problems else 0)
