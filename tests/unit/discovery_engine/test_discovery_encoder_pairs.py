"""The contextual encoder is fine-tuned on the development halves only (`bench/discovery/training_pairs.py`):
a validation, third-set or judge request among its pairs would make every figure read on it flattering."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType

BENCH = Path(__file__).resolve().parents[3] / "bench" / "discovery"
JUDGES = ("directory", "restbench", "taskbench", "generated")


def _load(name: str) -> ModuleType:
    sys.path.insert(0, str(BENCH))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(BENCH))


def test_the_encoder_pairs_hold_development_requests_only() -> None:
    pairs = _load("training_pairs").training_pairs()
    scenarios = _load("datasets").scenarios
    development = {q.text for s in scenarios("dev") if not s.name.startswith(JUDGES) for q in s.queries}
    validation = {q.text for s in scenarios("held-out") for q in s.queries}
    judged = {q.text for s in scenarios("dev") if s.name.startswith(JUDGES) for q in s.queries}
    third = {q.text for s in scenarios("third") for q in s.queries}
    requests = {str(p["request"]) for p in pairs}
    assert len(requests) > 500 and requests <= development  # a text in both is left out
    assert not requests & (validation | judged | third)
    for pair in pairs:
        assert pair["positives"], pair["request"]  # every request names an action it calls for
        assert not set(pair["negatives"]) & set(pair["positives"])  # type: ignore[arg-type]
