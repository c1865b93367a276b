"""Several orchestrator replicas share the work: every turn ends exactly once, every approved action
runs exactly once, whichever replica handles whichever message."""

import asyncio
from typing import Any

from assent_contracts.events import TERMINAL_TYPES

from .harness import Scripted, ScriptedProvider, StartSystem

EXECUTE = "assent_execute_tool"


def respond() -> Any:
    """Propose two actions for the user's request; once results are back, answer."""

    def reply(body: dict[str, Any]) -> Any:
        if body["messages"][-1]["role"] == "user":
            calls = [
                (EXECUTE, {"name": "github.get_me", "arguments": {}}),
                (EXECUTE, {"name": "github.create_issue", "arguments": {"repo": "a/b", "title": "t"}}),
            ]
            return Scripted(text="On it.", calls=calls)
        return Scripted(text="All done.")

    return reply


async def test_concurrent_turns_on_three_replicas(
    start_system: StartSystem, scripted_provider: tuple[ScriptedProvider, str]
) -> None:
    provider, _ = scripted_provider
    provider.responder = respond()
    async with start_system(replicas=3) as system:

        async def one_turn(index: int) -> Any:
            conversation_id = await system.gateway.open_conversation("scripted")
            turn_id = await system.gateway.post_turn(conversation_id, f"Request {index}")
            events = system.reader(turn_id)
            await events.until("action.proposed", count=2)
            for proposed in events.of("action.proposed"):
                await system.gateway.decide(turn_id, proposed.proposal_id, "approve")
            await events.until_end()
            return events

        walks = await asyncio.gather(*(one_turn(i) for i in range(6)))

    for events in walks:
        assert [t for t in events.types if t in TERMINAL_TYPES] == ["turn.completed"]
        assert events.types.count("round.started") == 2
    proposals = [p.proposal_id for events in walks for p in events.of("action.proposed")]
    executed = [e.proposal_id for e in system.services.executed]
    assert sorted(executed) == sorted(proposals) and len(set(executed)) == 12
    assert len(provider.requests) == 12
