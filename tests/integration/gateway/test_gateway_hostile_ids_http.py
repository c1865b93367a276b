"""Stream ids from clients (issue 9, item 4): an activity cursor or a ``Last-Event-ID`` that Redis would
refuse (out of range, or an interval with nothing in it) is a 400 problem before Redis is asked."""

from collections.abc import Callable

import httpx
import pytest
import redis.asyncio as aioredis

from .conftest import assert_problem, bearer, start_turn, store_conversation

MAX = 2**64 - 1
OUT_OF_RANGE = ["1-99999999999999999999999", "99999999999999999999999-0", f"{MAX + 1}-0", f"0-{MAX + 1}"]


@pytest.mark.parametrize("cursor", ["0-0", *OUT_OF_RANGE])
async def test_an_activity_cursor_redis_would_refuse_is_a_400(
    client: httpx.AsyncClient, token: Callable[[str], str], cursor: str
) -> None:
    response = await client.get("/v1/activity", params={"cursor": cursor}, headers=bearer(token("alice")))
    problem = assert_problem(response, 400, "invalid_parameter")
    assert problem["errors"][0]["parameter"] == "cursor"


async def test_the_largest_activity_cursor_is_a_page(
    client: httpx.AsyncClient, token: Callable[[str], str]
) -> None:
    """The cursor is the id of a page's last record (PostgreSQL ``bigint``), and the document says any 1
    to 19 digits (decision 020): the largest id is a page, and so is a 19-digit cursor past it (it starts
    at the newest record) rather than a database error; a 20th digit is a 400."""
    for cursor in (str(2**63 - 1), str(2**63), "9" * 19):
        response = await client.get("/v1/activity", params={"cursor": cursor}, headers=bearer(token("alice")))
        assert response.status_code == 200, response.text
        assert response.json() == {"items": [], "next_cursor": None}
    beyond = await client.get("/v1/activity", params={"cursor": "1" * 20}, headers=bearer(token("alice")))
    assert beyond.status_code == 400 and beyond.json()["code"] == "invalid_parameter"


@pytest.mark.parametrize("last_event_id", [*OUT_OF_RANGE, f"{MAX}-{MAX}"])
async def test_a_last_event_id_redis_would_refuse_is_a_400_not_a_dropped_stream(
    client: httpx.AsyncClient, token: Callable[[str], str], redis: aioredis.Redis, last_event_id: str
) -> None:
    turn = await start_turn(client, token("alice"), await store_conversation(redis))
    headers = bearer(token("alice")) | {"Last-Event-ID": last_event_id}
    response = await client.get(f"/v1/turns/{turn}/events", headers=headers)
    assert_problem(response, 400, "invalid_last_event_id")
