"""Decisions (compare-and-set, idempotent, conflicts) and stop (idempotent, refused once ended)."""

from collections.abc import Callable

import httpx
import pytest
import redis.asyncio as aioredis
from tests.redis_contents import stream_values

from assent_contracts.conversations import proposals_key, turn_ended_key, turn_input_key, turn_stop_key
from assent_contracts.events import LimitsPayload, TurnCompleted, TurnStarted, turn_events_stream
from assent_contracts.turns import DECISIONS_STREAM, STOPS_STREAM

from .conftest import assert_problem, bearer, keys_and_lengths, start_turn, store_conversation


@pytest.fixture
async def turn(client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis) -> str:
    turn_id = await start_turn(client, token("alice"), await store_conversation(redis))
    await redis.hset(
        proposals_key(turn_id), mapping={"prop_a": "pending", "prop_b": "pending", "prop_x": "expired"}
    )
    return turn_id


def decision_url(turn_id: str, proposal_id: str) -> str:
    return f"/v1/turns/{turn_id}/proposals/{proposal_id}/decision"


async def test_a_decision_is_recorded_once_and_published_once(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str
) -> None:
    first = await client.post(
        decision_url(turn, "prop_a"), json={"decision": "approve"}, headers=bearer(token("alice"))
    )
    again = await client.post(
        decision_url(turn, "prop_a"), json={"decision": "approve"}, headers=bearer(token("alice"))
    )

    assert first.status_code == 202, first.text
    assert first.json() == {"proposal_id": "prop_a", "decision": "approve"}
    assert again.status_code == 200, again.text
    assert again.json() == first.json()
    assert await redis.hget(proposals_key(turn), "prop_a") == b"approve"
    assert await redis.xlen(DECISIONS_STREAM) == 1


async def test_a_decline_carries_its_reason(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str
) -> None:
    response = await client.post(
        decision_url(turn, "prop_b"),
        json={"decision": "decline", "reason": "not now"},
        headers=bearer(token("alice")),
    )
    assert response.status_code == 202
    assert await redis.hget(proposals_key(turn), "prop_b") == b"decline"
    assert b"not now" in (await stream_values(redis, DECISIONS_STREAM))[0]


@pytest.mark.parametrize(
    ("proposal", "first", "second"),
    [("prop_a", "approve", "decline"), ("prop_a", "decline", "approve"), ("prop_x", None, "approve")],
    ids=["approve-then-decline", "decline-then-approve", "expired"],
)
async def test_a_different_decision_after_the_first_is_a_conflict(
    client: httpx.AsyncClient,
    token: Callable[[str], str],
    redis: aioredis.Redis,
    turn: str,
    proposal: str,
    first: str | None,
    second: str,
) -> None:
    if first:
        await client.post(
            decision_url(turn, proposal), json={"decision": first}, headers=bearer(token("alice"))
        )
    before = await keys_and_lengths(redis)

    response = await client.post(
        decision_url(turn, proposal), json={"decision": second}, headers=bearer(token("alice"))
    )

    problem = assert_problem(response, 409, "decision_conflict")
    assert problem["status"] == 409
    assert await keys_and_lengths(redis) == before


async def test_concurrent_opposite_decisions_have_exactly_one_winner(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str
) -> None:
    import asyncio

    answers = await asyncio.gather(
        *(
            client.post(decision_url(turn, "prop_a"), json={"decision": d}, headers=bearer(token("alice")))
            for d in ["approve", "decline"] * 4
        )
    )
    assert sorted({a.status_code for a in answers}) in ([200, 202, 409], [202, 409])
    assert [a.status_code for a in answers].count(202) == 1
    assert await redis.xlen(DECISIONS_STREAM) == 1


async def test_unknown_proposals_and_other_users_turns_are_not_found(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str
) -> None:
    before = await keys_and_lengths(redis)
    unknown = await client.post(
        decision_url(turn, "prop_zz"), json={"decision": "approve"}, headers=bearer(token("alice"))
    )
    theirs = await client.post(
        decision_url(turn, "prop_a"), json={"decision": "approve"}, headers=bearer(token("bob"))
    )
    no_turn = await client.post(
        decision_url("turn_nope", "prop_a"), json={"decision": "approve"}, headers=bearer(token("alice"))
    )
    assert_problem(unknown, 404, "proposal_not_found")
    assert_problem(theirs, 404, "turn_not_found")
    assert_problem(no_turn, 404, "turn_not_found")
    assert await keys_and_lengths(redis) == before


@pytest.mark.parametrize(
    "payload",
    [{"decision": "maybe"}, {}, {"decision": "approve", "extra": 1}],
    ids=["maybe", "empty", "extra"],
)
async def test_a_bad_decision_body_is_refused_and_changes_nothing(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str, payload: dict
) -> None:
    before = await keys_and_lengths(redis)
    response = await client.post(decision_url(turn, "prop_a"), json=payload, headers=bearer(token("alice")))
    assert_problem(response, 422, "validation_error")
    assert await keys_and_lengths(redis) == before


async def test_a_decision_while_the_turn_is_stopping_is_a_conflict(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str
) -> None:
    assert (await client.post(f"/v1/turns/{turn}/stop", headers=bearer(token("alice")))).status_code == 202
    response = await client.post(
        decision_url(turn, "prop_a"), json={"decision": "approve"}, headers=bearer(token("alice"))
    )
    assert_problem(response, 409, "decision_conflict")
    assert await redis.hget(proposals_key(turn), "prop_a") == b"pending"
    assert await redis.xlen(DECISIONS_STREAM) == 0


async def test_stop_is_recorded_and_published_once(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str
) -> None:
    first = await client.post(f"/v1/turns/{turn}/stop", headers=bearer(token("alice")))
    again = await client.post(f"/v1/turns/{turn}/stop", headers=bearer(token("alice")))

    assert first.status_code == again.status_code == 202
    assert first.json() == {"turn_id": turn, "stopping": True}
    assert await redis.get(turn_stop_key(turn)) == b"1"
    assert await redis.xlen(STOPS_STREAM) == 1


async def test_stopping_an_ended_turn_is_a_conflict(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str
) -> None:
    events = turn_events_stream(turn)
    started = TurnStarted(turn_id=turn, limits=LimitsPayload(rounds=16, actions=20))
    completed = TurnCompleted(turn_id=turn, message="ok", rounds=1, actions=0, stop_reason="done")
    for event in (started, completed):
        await redis.xadd(events, {"data": event.model_dump_json()})
    before = await keys_and_lengths(redis)

    response = await client.post(f"/v1/turns/{turn}/stop", headers=bearer(token("alice")))

    assert_problem(response, 409, "turn_finished")
    assert await keys_and_lengths(redis) == before


async def test_another_users_turn_cannot_be_stopped(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str
) -> None:
    before = await keys_and_lengths(redis)
    assert_problem(
        await client.post(f"/v1/turns/{turn}/stop", headers=bearer(token("bob"))), 404, "turn_not_found"
    )
    assert await keys_and_lengths(redis) == before


@pytest.mark.parametrize("what", ["ended", "expired"])
async def test_stopping_a_turn_that_ended_writes_nothing_even_without_its_events(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, turn: str, what: str
) -> None:
    """Issue 9, item 2: the turn's end is marked, or its events and input are gone with the retention
    while its record is kept: stop is ``409 turn_finished``, and no second terminal event can follow."""
    await redis.delete(turn_input_key(turn))
    if what == "ended":
        await redis.set(turn_ended_key(turn), "turn.completed")
    before = await keys_and_lengths(redis)

    response = await client.post(f"/v1/turns/{turn}/stop", headers=bearer(token("alice")))

    assert_problem(response, 409, "turn_finished")
    assert await keys_and_lengths(redis) == before
    assert await redis.xlen(STOPS_STREAM) == 0
