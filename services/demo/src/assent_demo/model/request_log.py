"""A bounded in-memory log of the chat-completions requests the demo model received.

A demo-only debugging aid, served at ``GET /debug/requests``: other services' tests read it to
assert exactly what the model saw, and whether each streamed answer was read to its end or abandoned
by the caller (a stopped turn). It lives in one process's memory and is lost on restart."""

from collections import Counter, deque
from typing import Any, Literal

StreamOutcome = Literal["streaming", "completed", "abandoned"]


class RequestLog:
    def __init__(self, capacity: int) -> None:
        self._entries: deque[tuple[int, Any]] = deque(maxlen=capacity)
        self._outcomes: dict[int, StreamOutcome] = {}
        self._count = 0
        self._next_seq = 0
        self._by_model: Counter[str] = Counter()

    def record(self, body: Any) -> int:
        """Keep ``body``; returns its sequence number, for ``stream_outcome``."""
        seq = self._next_seq
        self._next_seq += 1
        self._entries.append((seq, body))
        self._count += 1
        model = body.get("model") if isinstance(body, dict) else None
        self._by_model[str(model)] += 1
        oldest = self._entries[0][0]
        for stale in [s for s in self._outcomes if s < oldest]:
            del self._outcomes[stale]
        return seq

    def stream_outcome(self, seq: int, outcome: StreamOutcome) -> None:
        """How the streamed answer to request ``seq`` is going: still streaming, sent to its end, or
        abandoned (the caller went away before the end)."""
        if self._entries and seq >= self._entries[0][0]:
            self._outcomes[seq] = outcome

    def snapshot(self, last: int | None = None) -> dict[str, Any]:
        """``count`` (every request since the last reset), ``by_model``, the bodies of the last
        ``last`` requests (all kept ones when ``None``), oldest first, and beside them ``streams``:
        each one's stream outcome (``None`` when it was not streamed or failed before streaming)."""
        entries = list(self._entries)
        if last is not None:
            entries = entries[-last:] if last > 0 else []
        return {
            "count": self._count,
            "by_model": dict(self._by_model),
            "requests": [body for _, body in entries],
            "streams": [self._outcomes.get(seq) for seq, _ in entries],
        }

    def reset(self) -> None:
        self._entries.clear()
        self._outcomes.clear()
        self._count = 0
        self._by_model.clear()
