"""The orchestrator against the demo model (assent_demo.model) over real HTTP."""

from typing import Any

from assent_contracts.conversations import conversation_lock_key
from assent_contracts.events import TERMINAL_TYPES

from .harness import System


async def walk(system, model: str, text: str) -> tuple[str, Any]:
    """Post one turn and approve every proposal until the turn ends."""
    conversation_id = await system.gateway.open_conversation(model)
    turn_id = await system.gateway.post_turn(conversation_id, text)
    events = system.reader(turn_id)
    while (event := await events.next("action.proposed", *TERMINAL_TYPES)).type == "action.proposed":
        await system.gateway.decide(turn_id, event.proposal_id, "approve")
    return conversation_id, events


async def test_the_demo_model_searches_proposes_and_summarises(demo_system: System) -> None:
    _, events = await walk(demo_system, "demo", "Who am I on GitHub?")
    assert events.types[-1] == "turn.completed", events.types
    assert events.of("action.proposed")[0].name == "github.get_me"
    assert [e.action_name for e in demo_system.services.executed] == ["github.get_me"]
    assert "alice" in events.of("turn.completed")[0].message


async def test_demo_fail_is_an_initial_model_error(demo_system: System) -> None:
    conversation_id, events = await walk(demo_system, "demo-fail", "Who am I on GitHub?")
    failed = events.of("turn.failed")[0]
    assert (failed.code, failed.draft_preserved, failed.requires_new_conversation) == (
        "model_error",
        True,
        False,
    )
    assert await demo_system.redis.get(conversation_lock_key(conversation_id)) is None


async def test_demo_fail_after_action_locks_the_conversation(demo_system: System) -> None:
    conversation_id, events = await walk(demo_system, "demo-fail-after-action", "Who am I on GitHub?")
    failed = events.of("turn.failed")[0]
    assert (failed.draft_preserved, failed.requires_new_conversation) == (False, True)
    assert [e.action_name for e in demo_system.services.executed] == ["github.get_me"]
    assert await demo_system.redis.get(conversation_lock_key(conversation_id)) == b"continuation_failed"
