"""The recorded outcome outlives the turn (a day), so it keeps no error text in the server's words."""

from redis.asyncio import Redis

from assent_contracts.execution import ExecutionFinished, execution_outcome_key
from assent_executor.claims import record_outcome, recorded_outcome


def finished(code: str | None, error: str, status: str = "failed") -> ExecutionFinished:
    return ExecutionFinished.model_validate(
        {
            "turn_id": "turn_r",
            "proposal_id": f"prop_{code}",
            "status": status,
            "duration_ms": 3,
            "error": error,
            "code": code,
        }
    )


async def test_a_tool_error_or_a_rejection_is_recorded_without_its_text(redis: Redis) -> None:
    for code in (None, "mcp_rejected"):
        outcome = finished(code, "repository acme/secret-marker not found")
        assert await record_outcome(redis, outcome)
        raw = await redis.get(execution_outcome_key(outcome.proposal_id))
        assert raw is not None and "secret-marker" not in (raw.decode() if isinstance(raw, bytes) else raw)
        assert await recorded_outcome(redis, outcome.proposal_id) == outcome.model_copy(
            update={"error": None}
        )


async def test_the_executors_own_words_are_kept(redis: Redis) -> None:
    for code, status in (("revision_changed", "failed"), ("interrupted", "outcome_unknown")):
        outcome = finished(code, "start a new conversation", status)
        assert await record_outcome(redis, outcome)
        assert await recorded_outcome(redis, outcome.proposal_id) == outcome
