"""`bench/discovery/bench_engine_at.py` ranks today's scenarios with another checkout's engine: given
this checkout, it must give exactly what this engine gives, and it must refuse to run on anything
but that checkout's own engine."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType

from assent_discovery.engine import SearchEngine
from assent_discovery.engine.contextual import encode_all
from assent_discovery.engine.encoder import ContextualEncoder

ROOT = Path(__file__).resolve().parents[3]
SCRIPT = ROOT / "bench" / "discovery" / "bench_engine_at.py"
SCENARIO = "apihub / multi"  # ten requests, six ranked otherwise without the encoder


def _bench(name: str) -> ModuleType:
    sys.path.insert(0, str(SCRIPT.parent))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(SCRIPT.parent))


def test_this_checkout_s_engine_ranks_a_scenario_as_it_does_in_process(tmp_path: Path) -> None:
    out = tmp_path / "then.json"
    run = subprocess.run(
        [sys.executable, str(SCRIPT), str(ROOT), "--split", "dev", "--only", f"^{SCENARIO}$",
         "--per-request", str(out)],
        capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    gains = json.loads(out.read_text())["scenarios"][SCENARIO]["engine"]

    scenario = next(s for s in _bench("datasets").scenarios("dev") if s.name == SCENARIO)
    documents = _bench("bench_quality").documents(scenario.catalog)
    encoder = ContextualEncoder.load()
    assert encoder is not None
    engine = encode_all(SearchEngine.build(documents), documents, encoder)
    expected: list[float] = []
    _bench("metrics").evaluate(engine.search, scenario, per_request=expected)
    assert gains == expected
    row = next(line for line in run.stdout.splitlines() if line.startswith(SCENARIO))
    assert f"{sum(expected) / len(expected):.3f}" in row
    assert "minimum ratio over 1 scenarios" in run.stdout


def test_a_directory_without_an_engine_is_refused(tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, str(SCRIPT), str(tmp_path), "--split", "dev"],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert run.returncode != 0
    assert "no services/discovery/src/assent_discovery/engine there" in run.stderr
