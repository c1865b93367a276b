"""``assent health SERVICE``: exit 0 when a consumer of the service's group read its stream recently.

Compose uses it as the healthcheck of the worker services, which serve no HTTP."""

import os

import redis

from assent_contracts.discovery import SEARCH_STREAM
from assent_contracts.execution import EXECUTIONS_STREAM
from assent_contracts.turns import TURNS_STREAM

STREAM_OF_GROUP = {"orchestrator": TURNS_STREAM, "discovery": SEARCH_STREAM, "executor": EXECUTIONS_STREAM}


def group_is_alive(client: "redis.Redis", group: str, max_idle_ms: int = 30_000) -> bool:
    try:
        consumers = client.xinfo_consumers(STREAM_OF_GROUP[group], group)
    except redis.ResponseError:
        return False
    return any(int(c["idle"]) < max_idle_ms for c in consumers)  # type: ignore[union-attr]


def check(group: str) -> int:
    client = redis.Redis.from_url(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))
    try:
        alive = group_is_alive(client, group)
    except redis.RedisError as error:
        print(f"{group}: Redis does not answer ({type(error).__name__})")
        return 1
    finally:
        client.close()
    print(f"{group}: {'alive' if alive else 'no live consumer'}")
    return 0 if alive else 1
