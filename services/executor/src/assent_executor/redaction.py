"""Keeping a connection's credentials out of everything the executor writes or logs."""

from typing import Any

REDACTED = "[redacted]"


def redact(text: str, secret: str) -> str:
    """``text`` with every occurrence of ``secret`` replaced; an empty secret changes nothing."""
    return text.replace(secret, REDACTED) if secret else text


def redact_value(value: Any, secret: str) -> Any:
    """A JSON-like value with ``secret`` replaced inside every string, keys included."""
    if not secret:
        return value
    if isinstance(value, str):
        return redact(value, secret)
    if isinstance(value, dict):
        return {redact_value(key, secret): redact_value(item, secret) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [redact_value(item, secret) for item in value]
    return value
