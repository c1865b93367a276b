"""A small chaos run (issue 9): random ``kill -9`` of workers, two replicas each, under concurrent
approve-cycle turns. Every turn ends with exactly one terminal event and nothing after it, every
approval shown has an outcome, nothing ran twice, and every key of every turn expires.

The full run, longer and with more turns, is ``bench/chaos.py``; this one shares its code.
"""

import sys
from pathlib import Path

from .conftest import FaultSystem

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "bench"))

import chaos

REPLICAS = {"orchestrator": 2, "discovery": 2, "executor": 2}


def test_random_worker_kills_under_load_leave_no_turn_without_its_end(faults: FaultSystem) -> None:
    found = chaos.chaos(faults.system, seconds=12, concurrency=6, kill_every_s=2.0, turn_timeout_s=30, seed=9)
    print(found.report())
    assert found.turns > 0 and found.kills > 0
    assert found.clean, found.report()
