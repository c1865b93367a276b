"""``assent health SERVICE``: exit 0 while at least one process of the worker service is alive.

Compose uses it as the healthcheck of the worker services, which serve no HTTP."""

import os

import redis

from assent_contracts.heartbeats import heartbeat_pattern


def service_is_alive(client: "redis.Redis", service: str) -> bool:
    return next(iter(client.scan_iter(match=heartbeat_pattern(service), count=100)), None) is not None


def check(service: str) -> int:
    client = redis.Redis.from_url(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))
    try:
        alive = service_is_alive(client, service)
    except redis.RedisError as error:
        print(f"{service}: Redis does not answer ({type(error).__name__})")
        return 1
    finally:
        client.close()
    print(f"{service}: {'alive' if alive else 'no live process'}")
    return 0 if alive else 1
