"""Identifiers: short, random, prefixed by what they name."""

import secrets


def new_id(prefix: str) -> str:
    """A fresh identifier such as ``turn_3f9c1a0b2d4e5f60718293a4``."""
    return f"{prefix}_{secrets.token_hex(12)}"
