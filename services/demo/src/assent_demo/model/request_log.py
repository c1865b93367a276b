"""A bounded in-memory log of the chat-completions requests the demo model received.

A demo-only debugging aid, served at ``GET /debug/requests``: other services' tests read it to
assert exactly what the model saw. It lives in one process's memory and is lost on restart."""

from collections import Counter, deque
from typing import Any


class RequestLog:
    def __init__(self, capacity: int) -> None:
        self._bodies: deque[Any] = deque(maxlen=capacity)
        self._count = 0
        self._by_model: Counter[str] = Counter()

    def record(self, body: Any) -> None:
        self._bodies.append(body)
        self._count += 1
        model = body.get("model") if isinstance(body, dict) else None
        self._by_model[str(model)] += 1

    def snapshot(self, last: int | None = None) -> dict[str, Any]:
        """``count`` (every request since the last reset), ``by_model``, and the bodies of the last
        ``last`` requests (all kept ones when ``None``), oldest first."""
        bodies = list(self._bodies)
        if last is not None:
            bodies = bodies[-last:] if last > 0 else []
        return {"count": self._count, "by_model": dict(self._by_model), "requests": bodies}

    def reset(self) -> None:
        self._bodies.clear()
        self._count = 0
        self._by_model.clear()
