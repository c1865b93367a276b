"""One tool conversation end to end through every service, real Redis, real MCP and real HTTP."""

import subprocess
import sys
from pathlib import Path

import httpx
from tests.e2e.turns import conversation, token, walk_turn

from assent_cli.system import System

ROOT = Path(__file__).resolve().parents[2]


def stats(system: System) -> dict[str, int]:
    return httpx.get(f"http://127.0.0.1:{system.ports.github}/stats", timeout=5).json()["calls"]


def test_approved_read_runs_once_and_the_model_answers_with_its_result(
    system: System, alice: httpx.Client
) -> None:
    before = stats(system).get("get_me", 0)
    seen = walk_turn(alice, conversation(alice), "Who am I on GitHub?")

    assert seen.types[0] == "turn.started"
    assert seen.types[-1] == "turn.completed"
    order = [
        "turn.started",
        "discovery.searched",
        "action.proposed",
        "action.decided",
        "action.started",
        "action.completed",
        "turn.completed",
    ]
    positions = [seen.types.index(kind) for kind in order]
    assert positions == sorted(positions), seen.types
    proposed = seen.of("action.proposed")[0]
    assert proposed["name"] == "github.get_me"
    assert proposed["connection"]["toolkit"] == "github"
    completed = seen.of("action.completed")[0]
    assert completed["status"] == "succeeded"
    assert "alice" in str(completed["result"])
    assert isinstance(completed["duration_ms"], int)
    assert "alice" in seen.of("turn.completed")[0]["message"]
    assert stats(system).get("get_me", 0) == before + 1


def test_sse_ids_are_stream_ids_in_order_and_event_names_match_types(
    alice: httpx.Client,
) -> None:
    seen = walk_turn(alice, conversation(alice), "Who am I on GitHub?")
    ids = [tuple(int(part) for part in e.id.split("-")) for e in seen.events]
    assert ids == sorted(ids) and len(set(ids)) == len(ids)
    assert all(e.event == e.data["type"] for e in seen.events)
    assert sum(1 for t in seen.types if t in ("turn.completed", "turn.failed", "turn.stopped")) == 1


def test_declined_action_is_not_performed_and_the_model_is_told(system: System, alice: httpx.Client) -> None:
    before = stats(system).get("create_issue", 0)
    seen = walk_turn(
        alice,
        conversation(alice),
        'Create an issue in acme/widgets titled "Declined idea"',
        decide=lambda _: "decline",
    )
    assert seen.of("action.proposed")[0]["name"] == "github.create_issue"
    assert seen.of("action.completed")[0]["status"] == "declined"
    assert "action.started" not in seen.types
    assert seen.types[-1] == "turn.completed"
    assert stats(system).get("create_issue", 0) == before


def test_the_contract_smoke_walk_passes(system: System) -> None:
    smoke = ROOT.parent / "shared" / "contract" / "smoke.py"
    if not smoke.exists():
        smoke = ROOT / "tests" / "data" / "smoke.py"
    run = subprocess.run(
        [sys.executable, str(smoke), system.base_url, token("alice")],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr
