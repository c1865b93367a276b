"""Liveness of the worker services: each process refreshes a key with a TTL while it runs.

Consumer-group metadata cannot tell a live idle consumer from a dead one (Redis before 7.2 does not
even create a consumer until a read delivers something), so every process of a worker service sets
``heartbeat_key(service, consumer)`` every ``HEARTBEAT_INTERVAL_S`` with ``HEARTBEAT_TTL_S``; the
gateway's health check and ``assent health`` look for at least one such key per service.
"""

WORKER_SERVICES = ("orchestrator", "discovery", "executor")
HEARTBEAT_INTERVAL_S = 5.0
HEARTBEAT_TTL_S = 15


def heartbeat_key(service: str, consumer: str) -> str:
    return f"assent:heartbeat:{service}:{consumer}"


def heartbeat_pattern(service: str) -> str:
    return f"assent:heartbeat:{service}:*"
