"""The turn's flow through the plain handler functions, with a scripted model and real Redis."""

import json

from assent_contracts.conversations import (
    active_turn_key,
    conversation_key,
    conversation_lock_key,
    proposals_key,
    turn_input_key,
    turn_stop_key,
)
from assent_contracts.events import TERMINAL_TYPES, turn_events_stream
from assent_contracts.execution import arguments_key
from assent_contracts.limits import Limits
from assent_orchestrator.turn_flow import turn_requested
from assent_orchestrator.turn_store import turn_state_key

SEARCH = "assent_search_tools"
EXECUTE = "assent_execute_tool"


def execute(name: str, arguments: dict | None = None) -> tuple[str, dict]:
    return (EXECUTE, {"name": name, "arguments": arguments or {}})


def sent_to_model(harness) -> str:
    """Everything the model was ever sent, as one string."""
    return json.dumps([{"messages": r.messages, "tools": r.tools} for r in harness.model.requests])


def tool_messages(request) -> list[dict]:
    return [m for m in request.messages if m["role"] == "tool"]


async def test_search_propose_approve_execute_answer(harness, reply) -> None:
    harness.model.script(
        reply(calls=[(SEARCH, {"query": "who am I"})]),
        reply(text="Let me check.", calls=[execute("github.get_me")]),
        reply(text="You are alice."),
    )
    await harness.start()
    assert await harness.types() == [
        "turn.started",
        "round.started",
        "round.completed",
        "discovery.searched",
        "round.started",
        "message.delta",
        "message.delta",
        "message.delta",
        "round.completed",
        "action.proposed",
    ]
    searched = (await harness.of("discovery.searched"))[0]
    assert searched.query == "who am I" and "github.get_me" in searched.results
    proposed = (await harness.of("action.proposed"))[0]
    assert (proposed.name, proposed.arguments, proposed.connection.toolkit) == ("github.get_me", {}, "github")
    assert harness.executions.requested == []

    await harness.decide(proposed.proposal_id, "approve")
    [execution] = harness.executions.requested
    assert execution.proposal_id == proposed.proposal_id
    assert (execution.action_name, execution.tool_name, execution.connection_id) == (
        "github.get_me",
        "get_me",
        "conn_alice_github",
    )
    assert execution.action_revision == "a-rev-github-get_me-77"
    assert json.loads(await harness.redis.get(arguments_key(harness.turn_id, proposed.proposal_id))) == {}

    await harness.finish_execution(proposed.proposal_id, result={"login": "alice"})
    types = await harness.types()
    deltas = ["message.delta"] * 3
    assert types[10:] == ["action.decided", "round.started", *deltas, "round.completed", "turn.completed"]
    completed = (await harness.of("turn.completed"))[0]
    assert (completed.message, completed.rounds, completed.actions, completed.stop_reason) == (
        "You are alice.",
        3,
        1,
        "completed",
    )
    third = harness.model.requests[2]
    assert json.loads(tool_messages(third)[-1]["content"]) == {
        "status": "succeeded",
        "result": {"login": "alice"},
    }
    assert third.messages[0] == {"role": "system", "content": "Be brief."}
    assert third.messages[1] == {"role": "user", "content": "Who am I on GitHub?"}


async def test_the_model_never_sees_revisions_proposal_or_connection_ids(harness, reply) -> None:
    harness.model.script(
        reply(calls=[(SEARCH, {"names": ["github.get_me"]})]),
        reply(calls=[execute("github.get_me"), execute("github.create_issue", {"title": "x"})]),
        reply(text="Done."),
    )
    await harness.start()
    first, second = await harness.proposal_ids()
    await harness.decide(first, "approve")
    await harness.decide(second, "decline")
    await harness.finish_execution(first, result={"login": "alice"})
    assert (await harness.types())[-1] == "turn.completed"
    seen = sent_to_model(harness)
    for secret in (
        first,
        second,
        "a-rev-",
        "c1-connrev0001",
        "conn_alice_github",
        "sk-secret-provider-key",
        "prop_",
    ):
        assert secret not in seen
    assert "github.get_me" in seen


async def test_a_declined_action_is_not_performed_and_the_model_is_told(harness, reply) -> None:
    harness.model.script(
        reply(calls=[execute("github.create_issue", {"title": "Idea"})]), reply(text="Okay.")
    )
    await harness.start()
    [proposal_id] = await harness.proposal_ids()
    await harness.decide(proposal_id, "decline")

    assert harness.executions.requested == []
    decided = (await harness.of("action.decided"))[0]
    assert (decided.proposal_id, decided.decision) == (proposal_id, "decline")
    completed = (await harness.of("action.completed"))[0]
    assert (completed.status, completed.duration_ms) == ("declined", 0)
    assert json.loads(tool_messages(harness.model.requests[1])[0]["content"])["status"] == "declined"
    assert (await harness.types())[-1] == "turn.completed"


async def test_two_proposals_of_one_response_are_shown_together_and_run_in_order(harness, reply) -> None:
    harness.model.script(
        reply(calls=[execute("github.get_me"), execute("github.create_issue", {"title": "Two"})]),
        reply(text="Both done."),
    )
    await harness.start()
    first, second = await harness.proposal_ids()
    assert (await harness.types())[-2:] == ["action.proposed", "action.proposed"]

    await harness.decide(second, "approve")
    assert harness.executions.requested == []
    await harness.decide(first, "approve")
    assert [e.proposal_id for e in harness.executions.requested] == [first]

    await harness.finish_execution(first, result={"login": "alice"})
    assert [e.proposal_id for e in harness.executions.requested] == [first, second]
    assert len(harness.model.requests) == 1

    await harness.finish_execution(second, status="failed")
    last = harness.model.requests[1]
    calls = [c["id"] for m in last.messages if m.get("tool_calls") for c in m["tool_calls"]]
    assert [m["tool_call_id"] for m in tool_messages(last)] == calls
    results = [json.loads(m["content"]) for m in tool_messages(last)]
    assert results[0] == {"status": "succeeded", "result": {"login": "alice"}}
    assert results[1]["status"] == "failed"
    assert (await harness.of("turn.completed"))[0].actions == 2


async def test_stop_while_awaiting_a_decision_cancels_it_and_ends_the_turn(harness, reply) -> None:
    harness.model.script(reply(calls=[execute("github.create_issue", {"title": "Later"})]))
    await harness.start()
    [proposal_id] = await harness.proposal_ids()
    await harness.stop()

    events = await harness.events()
    assert [e.type for e in events][-2:] == ["action.completed", "turn.stopped"]
    assert events[-2].status == "cancelled"
    assert (events[-1].cancelled_proposals, events[-1].in_flight) == ([proposal_id], [])
    assert await harness.redis.hget(proposals_key(harness.turn_id), proposal_id) == b"cancelled"
    assert await harness.redis.get(active_turn_key(harness.conversation_id)) is None
    assert await harness.redis.get(turn_state_key(harness.turn_id)) is None
    assert await harness.redis.ttl(turn_events_stream(harness.turn_id)) > 0
    assert harness.executions.requested == []


async def test_an_action_in_flight_at_stop_is_reported_and_nothing_more_runs(harness, reply) -> None:
    """Stop cancels what waits at once; the action already sent completes, and ``turn.stopped``
    (listing it in ``in_flight``) comes after its outcome, as the turn's last event (issue 9, item 2)."""
    harness.model.script(
        reply(calls=[execute("github.get_me"), execute("github.create_issue", {"title": "B"})])
    )
    await harness.start()
    first, second = await harness.proposal_ids()
    await harness.decide(first, "approve")
    await harness.decide(second, "approve")
    await harness.stop()
    assert await harness.of("turn.stopped") == []
    assert [(e.proposal_id, e.status) for e in await harness.of("action.completed")] == [
        (second, "cancelled")
    ]

    await harness.finish_execution(first, result={"login": "alice"})
    stopped = (await harness.of("turn.stopped"))[0]
    assert (stopped.cancelled_proposals, stopped.in_flight) == ([second], [first])
    assert [e.proposal_id for e in harness.executions.requested] == [first]
    assert (await harness.types())[-1] == "turn.stopped"
    assert len(harness.model.requests) == 1


async def test_an_approval_applied_after_stop_was_asked_never_runs(harness, reply) -> None:
    """The decision's message is handled before the stop's: the stop flag is already set, so the
    approved action is not handed to the executor; the turn stops with it cancelled."""
    harness.model.script(reply(calls=[execute("github.get_me")]))
    await harness.start()
    [proposal_id] = await harness.proposal_ids()
    await harness.redis.set(turn_stop_key(harness.turn_id), "1")
    await harness.decide(proposal_id, "approve")

    assert harness.executions.requested == []
    assert (await harness.types())[-2:] == ["action.completed", "turn.stopped"]
    [stopped] = await harness.of("turn.stopped")
    assert (stopped.cancelled_proposals, stopped.in_flight) == ([proposal_id], [])
    await harness.stop()
    assert len(await harness.of("turn.stopped")) == 1


async def test_a_model_error_before_any_action_preserves_the_draft(harness, reply) -> None:
    harness.model.script(reply(error="the model provider answered HTTP 500"))
    await harness.start()
    failed = (await harness.of("turn.failed"))[0]
    assert (failed.code, failed.draft_preserved, failed.requires_new_conversation) == (
        "model_error",
        True,
        False,
    )
    assert "sk-secret" not in failed.message
    assert await harness.redis.get(conversation_lock_key(harness.conversation_id)) is None
    assert await harness.redis.get(active_turn_key(harness.conversation_id)) is None
    assert await harness.redis.get(turn_input_key(harness.turn_id)) is None


async def test_a_model_error_after_an_action_ran_locks_the_conversation(harness, reply) -> None:
    harness.model.script(
        reply(calls=[execute("github.get_me")]), reply(error="the model provider answered HTTP 500")
    )
    await harness.start()
    [proposal_id] = await harness.proposal_ids()
    await harness.decide(proposal_id, "approve")
    await harness.finish_execution(proposal_id, result={"login": "alice"})
    failed = (await harness.of("turn.failed"))[0]
    assert (failed.draft_preserved, failed.requires_new_conversation) == (False, True)
    assert await harness.redis.get(conversation_lock_key(harness.conversation_id)) == b"continuation_failed"


async def test_the_round_limit_ends_the_turn_with_the_last_text(harness, reply) -> None:
    await harness.open_conversation(limits=Limits(rounds=2))
    harness.model.script(
        reply(text="Searching.", calls=[(SEARCH, {"query": "issues"})]),
        reply(calls=[(SEARCH, {"query": "more issues"})]),
        reply(text="never asked"),
    )
    await harness.start()
    assert (await harness.types())[-2:] == ["limit.reached", "turn.completed"]
    assert (await harness.of("limit.reached"))[0].kind == "rounds"
    completed = (await harness.of("turn.completed"))[0]
    assert (completed.stop_reason, completed.message, completed.rounds) == ("round_limit", "Searching.", 2)
    assert len(harness.model.requests) == 2


async def test_the_action_limit_ends_the_turn_and_cancels_the_batch(harness, reply) -> None:
    await harness.open_conversation(limits=Limits(actions=1))
    harness.model.script(
        reply(calls=[execute("github.get_me"), execute("github.create_issue", {"title": "x"})])
    )
    await harness.start()
    [proposal_id] = await harness.proposal_ids()
    assert (await harness.types())[-4:] == [
        "action.proposed",
        "limit.reached",
        "action.completed",
        "turn.completed",
    ]
    assert (await harness.of("limit.reached"))[0].kind == "actions"
    assert (await harness.of("action.completed"))[0].status == "cancelled"
    assert (await harness.of("turn.completed"))[0].stop_reason == "action_limit"
    assert await harness.redis.hget(proposals_key(harness.turn_id), proposal_id) == b"cancelled"


async def test_calls_that_cannot_become_proposals_get_error_results(harness, reply) -> None:
    harness.model.script(
        reply(
            calls=[
                ("weather", {"city": "Oslo"}),
                execute("github.delete_repo"),
                execute("github.unknown"),
                (SEARCH, {}),
                (EXECUTE, "{not json"),
            ]
        ),
        reply(text="I cannot."),
    )
    await harness.start()
    assert "action.proposed" not in await harness.types()
    errors = [json.loads(m["content"])["error"] for m in tool_messages(harness.model.requests[1])]
    assert len(errors) == 5
    assert "unknown tool" in errors[0]
    assert "not permitted" in errors[1]
    assert "search for it first" in errors[2]
    assert "query" in errors[3]
    assert "JSON object" in errors[4]
    assert (await harness.of("turn.completed"))[0].actions == 0


async def test_search_unavailable_is_a_result_not_a_failure(harness, reply) -> None:
    harness.discovery.silent = True
    harness.model.script(reply(calls=[(SEARCH, {"query": "anything"})]), reply(text="Search is down."))
    await harness.start()
    assert "error" in json.loads(tool_messages(harness.model.requests[1])[0]["content"])
    assert (await harness.of("discovery.searched"))[0].results == []
    assert (await harness.types())[-1] == "turn.completed"


async def test_a_turn_whose_conversation_is_gone_fails_and_releases_the_conversation(harness) -> None:
    command = await harness.post_turn()
    await harness.redis.delete(conversation_key(harness.conversation_id))
    await turn_requested(harness.deps, command)
    assert await harness.types() == ["turn.failed"]
    assert (await harness.of("turn.failed"))[0].code == "conversation_not_found"
    assert await harness.redis.get(active_turn_key(harness.conversation_id)) is None


async def test_exactly_one_terminal_event(harness, reply) -> None:
    harness.model.script(reply(text="Hello."))
    await harness.start()
    await harness.stop()
    types = await harness.types()
    assert sum(1 for t in types if t in TERMINAL_TYPES) == 1
    assert types[-1] == "turn.completed"
