"""The orchestrator app on a real broker: real Redis, real HTTP to an OpenAI-compatible server."""

import asyncio
import json
from typing import Any, cast

from assent_contracts.conversations import active_turn_key, conversation_lock_key
from assent_contracts.events import TERMINAL_TYPES, turn_events_stream
from assent_contracts.execution import EXECUTION_RESULTS_STREAM, ExecutionFinished
from assent_contracts.limits import Limits
from assent_contracts.turns import (
    DECISIONS_STREAM,
    STOPS_STREAM,
    TURNS_STREAM,
    DecisionSubmitted,
    StopRequested,
    TurnRequested,
)

from .harness import Scripted, ScriptedProvider, StartSystem, System

CONNECTION_REVISION = "c1-integration-rev"

SEARCH = "assent_search_tools"
EXECUTE = "assent_execute_tool"


def execute(name: str, arguments: dict | None = None) -> tuple[str, dict]:
    return (EXECUTE, {"name": name, "arguments": arguments or {}})


async def test_search_propose_approve_execute_answer(system: System) -> None:
    system.provider.script.extend(
        [
            Scripted(calls=[(SEARCH, {"query": "who am I"})]),
            Scripted(calls=[execute("github.get_me")]),
            Scripted(text="You are alice."),
        ]
    )
    conversation_id = await system.gateway.open_conversation("scripted")
    turn_id = await system.gateway.post_turn(conversation_id, "Who am I on GitHub?")
    events = system.reader(turn_id)
    proposed = await events.until("action.proposed")
    assert proposed.name == "github.get_me" and proposed.connection.id == "conn_alice_github"
    await system.gateway.decide(turn_id, proposed.proposal_id, "approve")
    end = await events.until_end()

    assert end.type == "turn.completed" and end.message.strip() == "You are alice."
    assert [e.proposal_id for e in system.services.executed] == [proposed.proposal_id]
    order = ["turn.started", "discovery.searched", "action.proposed", "action.decided", "action.started"]
    order += ["action.completed", "turn.completed"]
    assert [t for t in events.types if t in order] == order
    assert await system.redis.get(active_turn_key(conversation_id)) is None
    assert system.provider.authorizations == ["Bearer sk-integration-provider-secret"] * 3
    last = system.provider.requests[-1]
    assert last["stream"] is True
    assert [t["function"]["name"] for t in last["tools"]] == [SEARCH, EXECUTE]
    assert json.loads(last["messages"][-1]["content"]) == {
        "status": "succeeded",
        "result": {"login": "alice"},
    }


async def test_a_declined_action_is_not_performed(system: System) -> None:
    system.provider.script.extend(
        [
            Scripted(calls=[execute("github.create_issue", {"repo": "a/b", "title": "No"})]),
            Scripted(text="Fine."),
        ]
    )
    turn_id = await system.gateway.post_turn(
        await system.gateway.open_conversation("scripted"), "File an issue"
    )
    events = system.reader(turn_id)
    proposed = await events.until("action.proposed")
    await system.gateway.decide(turn_id, proposed.proposal_id, "decline")
    assert (await events.until_end()).type == "turn.completed"
    assert system.services.executed == []
    assert [(e.status, e.duration_ms) for e in events.of("action.completed")] == [("declined", 0)]
    assert json.loads(system.provider.requests[-1]["messages"][-1]["content"])["status"] == "declined"


async def test_two_proposals_run_sequentially_in_order(system: System) -> None:
    calls = [execute("github.get_me"), execute("github.create_issue", {"repo": "a/b", "title": "Two"})]
    system.provider.script.extend([Scripted(calls=calls), Scripted(text="Both done.")])
    turn_id = await system.gateway.post_turn(await system.gateway.open_conversation("scripted"), "Two things")
    events = system.reader(turn_id)
    await events.until("action.proposed", count=2)
    first, second = (e.proposal_id for e in events.of("action.proposed"))
    await system.gateway.decide(turn_id, second, "approve")
    await events.until("action.decided")
    await system.gateway.decide(turn_id, first, "approve")
    assert (await events.until_end()).type == "turn.completed"

    assert [e.proposal_id for e in system.services.executed] == [first, second]
    assert system.services.arguments == [{}, {"repo": "a/b", "title": "Two"}]
    lifecycle = [
        (e.type, e.proposal_id) for e in events.events if e.type in ("action.started", "action.completed")
    ]
    assert lifecycle == [
        ("action.started", first),
        ("action.completed", first),
        ("action.started", second),
        ("action.completed", second),
    ]
    tools = [m for m in system.provider.requests[-1]["messages"] if m["role"] == "tool"]
    assert [json.loads(m["content"])["result"] for m in tools] == [{"login": "alice"}, {"number": 7}]


async def test_stop_while_awaiting_a_decision(system: System) -> None:
    system.provider.script.append(Scripted(calls=[execute("github.get_me")]))
    turn_id = await system.gateway.post_turn(await system.gateway.open_conversation("scripted"), "Who am I?")
    events = system.reader(turn_id)
    proposed = await events.until("action.proposed")
    await system.gateway.stop(turn_id)
    stopped = await events.until_end()
    assert stopped.type == "turn.stopped"
    assert (stopped.cancelled_proposals, stopped.in_flight) == ([proposed.proposal_id], [])
    assert events.of("action.completed")[0].status == "cancelled"
    assert system.services.executed == []


async def test_stop_while_the_model_streams(system: System) -> None:
    hold = asyncio.Event()
    held = Scripted(text="Thinking about it", hold=hold)
    system.provider.script.append(held)
    turn_id = await system.gateway.post_turn(await system.gateway.open_conversation("scripted"), "Think")
    events = system.reader(turn_id)
    await events.until("message.delta")
    await system.gateway.stop(turn_id)
    assert (await events.until_end()).type == "turn.stopped"
    assert sum(1 for t in events.types if t in TERMINAL_TYPES) == 1
    hold.set()


async def test_a_model_http_error_before_any_action_preserves_the_draft(system: System) -> None:
    system.provider.script.append(Scripted(status=500))
    conversation_id = await system.gateway.open_conversation("scripted")
    events = system.reader(await system.gateway.post_turn(conversation_id, "Hello"))
    failed = await events.until_end()
    assert (failed.type, failed.code) == ("turn.failed", "model_error")
    assert (failed.draft_preserved, failed.requires_new_conversation) == (True, False)
    assert "500" in failed.message and "sk-integration" not in failed.message
    assert await system.redis.get(conversation_lock_key(conversation_id)) is None
    assert await system.redis.get(active_turn_key(conversation_id)) is None


async def test_a_model_http_error_after_an_action_locks_the_conversation(system: System) -> None:
    system.provider.script.extend([Scripted(calls=[execute("github.get_me")]), Scripted(status=502)])
    conversation_id = await system.gateway.open_conversation("scripted")
    turn_id = await system.gateway.post_turn(conversation_id, "Who am I?")
    events = system.reader(turn_id)
    await system.gateway.decide(turn_id, (await events.until("action.proposed")).proposal_id, "approve")
    failed = await events.until_end()
    assert (failed.type, failed.draft_preserved, failed.requires_new_conversation) == (
        "turn.failed",
        False,
        True,
    )
    assert await system.redis.get(conversation_lock_key(conversation_id)) == b"continuation_failed"


async def test_the_round_limit(system: System) -> None:
    system.provider.script.extend([Scripted(calls=[(SEARCH, {"query": f"q{i}"})]) for i in range(3)])
    conversation_id = await system.gateway.open_conversation("scripted", limits=Limits(rounds=2))
    events = system.reader(await system.gateway.post_turn(conversation_id, "Search forever"))
    completed = await events.until_end()
    assert events.types[-2:] == ["limit.reached", "turn.completed"]
    assert (completed.stop_reason, completed.rounds) == ("round_limit", 2)
    assert len(system.provider.requests) == 2


async def test_the_action_limit(system: System) -> None:
    calls = [execute("github.get_me"), execute("github.get_me")]
    system.provider.script.append(Scripted(calls=calls))
    conversation_id = await system.gateway.open_conversation("scripted", limits=Limits(actions=1))
    events = system.reader(await system.gateway.post_turn(conversation_id, "Twice"))
    completed = await events.until_end()
    assert events.of("limit.reached")[0].kind == "actions"
    assert completed.stop_reason == "action_limit"


async def test_redelivered_commands_change_nothing(system: System) -> None:
    system.provider.script.extend([Scripted(calls=[execute("github.get_me")]), Scripted(text="Done.")])
    conversation_id = await system.gateway.open_conversation("scripted")
    turn_id = await system.gateway.post_turn(conversation_id, "Who am I?")
    events = system.reader(turn_id)
    proposed = await events.until("action.proposed")
    await system.gateway.decide(turn_id, proposed.proposal_id, "approve")
    await events.until_end()
    seen = len(events.events)
    broker = system.gateway.broker
    await broker.publish(
        DecisionSubmitted(turn_id=turn_id, proposal_id=proposed.proposal_id, decision="approve"),
        stream=DECISIONS_STREAM,
    )
    finished = ExecutionFinished(
        turn_id=turn_id, proposal_id=proposed.proposal_id, status="succeeded", duration_ms=1
    )
    await broker.publish(finished, stream=EXECUTION_RESULTS_STREAM)
    await broker.publish(
        TurnRequested(turn_id=turn_id, conversation_id=conversation_id, user_id="alice"), stream=TURNS_STREAM
    )
    await broker.publish(StopRequested(turn_id=turn_id), stream=STOPS_STREAM)
    await wait_until_acknowledged(system.redis)
    assert len(cast(list[Any], await system.redis.xrange(turn_events_stream(turn_id)))) == seen
    assert len(system.services.executed) == 1
    assert len(system.provider.requests) == 2


async def test_the_model_is_never_sent_revisions_or_proposal_ids(system: System) -> None:
    calls = [execute("github.get_me"), execute("github.create_issue", {"repo": "a/b", "title": "t"})]
    system.provider.script.extend(
        [Scripted(calls=[(SEARCH, {"names": ["github.get_me"]})]), Scripted(calls=calls)]
    )
    system.provider.script.append(Scripted(text="Done."))
    turn_id = await system.gateway.post_turn(await system.gateway.open_conversation("scripted"), "Do both")
    events = system.reader(turn_id)
    await events.until("action.proposed", count=2)
    first, second = (e.proposal_id for e in events.of("action.proposed"))
    await system.gateway.decide(turn_id, first, "approve")
    await system.gateway.decide(turn_id, second, "decline")
    assert (await events.until_end()).type == "turn.completed"
    sent = json.dumps(system.provider.requests)
    for hidden in (
        first,
        second,
        "prop_",
        "-rev",
        CONNECTION_REVISION,
        "conn_alice_github",
        "sk-integration",
    ):
        assert hidden not in sent
    assert "github.get_me" in sent


async def wait_until_acknowledged(redis) -> None:
    """Until the orchestrator group has read and acknowledged everything on its four streams.

    A group's progress cannot be awaited, only observed, so this polls."""
    streams = (TURNS_STREAM, DECISIONS_STREAM, STOPS_STREAM, EXECUTION_RESULTS_STREAM)
    while True:
        busy = False
        for stream in streams:
            last = (await redis.xinfo_stream(stream))["last-generated-id"]
            for group in await redis.xinfo_groups(stream):
                if group["name"] == b"orchestrator":
                    busy = busy or group["pending"] > 0 or group["last-delivered-id"] != last
        if not busy:
            return
        await asyncio.sleep(0.02)


async def test_an_unanswered_proposal_expires_as_declined(
    start_system: StartSystem, scripted_provider: tuple[ScriptedProvider, str]
) -> None:
    provider, _ = scripted_provider
    provider.script.extend([Scripted(calls=[execute("github.get_me")]), Scripted(text="It expired.")])
    async with start_system(approval_timeout_s=0.2, expiry_sweep_s=0.05) as system:
        turn_id = await system.gateway.post_turn(
            await system.gateway.open_conversation("scripted"), "Who am I?"
        )
        events = system.reader(turn_id)
        assert (await events.until_end()).type == "turn.completed"
    assert [(e.decision, e.reason) for e in events.of("action.decided")] == [("decline", "expired")]
    assert events.of("action.completed")[0].status == "declined"
    assert system.services.executed == []
