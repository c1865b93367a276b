"""What the engine indexes: one action of a connected toolkit."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ActionDocument:
    """An action as discovery sees it; `name` is the semantic name `namespace.action`."""

    name: str
    title: str | None
    description: str
    input_schema: dict[str, Any]
