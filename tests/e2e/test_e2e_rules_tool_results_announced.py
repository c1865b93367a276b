"""A client-side tool's result the gateway recorded is never lost, even when the gateway died before
announcing it (issue 9, item 10's rule for decisions, now for tool results): the orchestrator
announces what the gateway filed and did not confirm, and a client's retry of a recorded result
files it again.

The dead gateway is played by running what it had done before dying, on the real Redis (as the issue
reproduced it with redis-cli): filing the result as unannounced, and the one script that answers the
call with its content. Nothing is published.
"""

import secrets
import time

import httpx
import redis
from tests.e2e.turns import follow, start_turn

from assent_cli.system import System
from assent_contracts.pending import ANSWER_CLIENT_CALL_LUA, UNANNOUNCED_TOOL_RESULTS_KEY
from assent_contracts.turns import client_calls_key, tool_result_key

from .test_e2e_client_tools import ask_for_weather, open_conversation, post_result, weather

CONTENT = '{"celsius":21,"sky":"sunny"}'


def _record_like_a_gateway_that_died(system: System, turn_id: str, tool_call_id: str, *, filed: bool) -> None:
    with redis.Redis.from_url(system.redis_url) as client:
        if filed:
            client.zadd(UNANNOUNCED_TOOL_RESULTS_KEY, {f"{turn_id} {tool_call_id}": time.time()})
        keys = (client_calls_key(turn_id), tool_result_key(turn_id, tool_call_id))
        before = client.eval(ANSWER_CLIENT_CALL_LUA, 2, *keys, tool_call_id, CONTENT, 3600)
    assert before == b"pending"


def test_a_tool_result_recorded_but_never_announced_still_answers_the_turn(
    alice: httpx.Client, system: System
) -> None:
    marker = f"m{secrets.token_hex(4)}"
    turn_id = start_turn(alice, open_conversation(alice, weather("allow")), ask_for_weather(marker))
    feed = follow(alice, turn_id)
    requested = feed.until("client_tool.requested").data

    _record_like_a_gateway_that_died(system, turn_id, requested["tool_call_id"], filed=True)

    walk = feed.finish(timeout=30)
    assert walk.types[-1] == "turn.completed", walk.types
    assert "sunny" in walk.of("turn.completed")[0]["message"]


def test_the_clients_retry_of_a_recorded_unannounced_tool_result_gets_it_delivered(
    alice: httpx.Client, system: System
) -> None:
    """The answering script alone (nothing filed), then the client posts the same result again."""
    marker = f"m{secrets.token_hex(4)}"
    turn_id = start_turn(alice, open_conversation(alice, weather("allow")), ask_for_weather(marker))
    feed = follow(alice, turn_id)
    requested = feed.until("client_tool.requested").data
    _record_like_a_gateway_that_died(system, turn_id, requested["tool_call_id"], filed=False)

    retry = post_result(alice, turn_id, requested["tool_call_id"], {"celsius": 21, "sky": "sunny"})
    assert retry.status_code == 200, retry.text

    walk = feed.finish(timeout=30)
    assert walk.types[-1] == "turn.completed", walk.types
    assert "sunny" in walk.of("turn.completed")[0]["message"]
