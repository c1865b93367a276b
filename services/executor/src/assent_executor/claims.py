"""The at-most-once record of one proposal: its claim, its recorded outcome and its result.

- claim (``SET NX``, a day): set before the MCP server is called; once it exists the server is
  never called again for that proposal.
- outcome (``SET NX``, a day): the ``ExecutionFinished`` without the result, and without an error
  text in the MCP server's own words (it may echo the arguments, and the record outlives the turn).
  The first outcome recorded is the one every later delivery reports.
- result (a day, the orchestrator deletes it with the turn): the result's JSON, ``null`` when none.
"""

import json
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ValidationError
from redis.asyncio import Redis

from assent_contracts.execution import (
    ExecutionFinished,
    execution_claim_key,
    execution_outcome_key,
    result_key,
)
from assent_contracts.messages import utc_now

RECORD_TTL_S = 86_400
SERVER_WORDED_CODES = (None, "mcp_rejected")
"""Codes of failures whose error text comes from the MCP server (a tool's error result, a JSON-RPC
rejection): the recorded outcome leaves that text out. Other codes carry the executor's own words."""


class Claim(BaseModel):
    consumer: str
    claimed_at: datetime


async def try_claim(redis: Redis, proposal_id: str, consumer: str) -> bool:
    claim = Claim(consumer=consumer, claimed_at=utc_now())
    return bool(
        await redis.set(execution_claim_key(proposal_id), claim.model_dump_json(), nx=True, ex=RECORD_TTL_S)
    )


async def read_claim(redis: Redis, proposal_id: str) -> Claim | None:
    raw = await redis.get(execution_claim_key(proposal_id))
    if raw is None:
        return None
    try:
        return Claim.model_validate_json(raw)
    except ValidationError:
        return None


async def record_outcome(redis: Redis, finished: ExecutionFinished) -> bool:
    """Record ``finished`` unless an outcome is already recorded; ``True`` when this one was. An error
    text in the server's words is left out (``SERVER_WORDED_CODES``)."""
    key = execution_outcome_key(finished.proposal_id)
    kept = finished.model_copy(update={"error": None}) if finished.code in SERVER_WORDED_CODES else finished
    return bool(await redis.set(key, kept.model_dump_json(), nx=True, ex=RECORD_TTL_S))


async def recorded_outcome(redis: Redis, proposal_id: str) -> ExecutionFinished | None:
    raw = await redis.get(execution_outcome_key(proposal_id))
    return None if raw is None else ExecutionFinished.model_validate_json(raw)


async def write_result(redis: Redis, turn_id: str, proposal_id: str, result: Any) -> None:
    await redis.set(result_key(turn_id, proposal_id), json.dumps(result), ex=RECORD_TTL_S)


async def read_result(redis: Redis, turn_id: str, proposal_id: str) -> Any:
    raw = await redis.get(result_key(turn_id, proposal_id))
    return None if raw is None else json.loads(raw)
