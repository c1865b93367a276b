"""An agent turn's state in Redis (``assent:{aturn}:agent-state``): its one proposal and whom it is for.

Kept while the turn runs, deleted at its end. The proposal holds the arguments (needed to hand the
approved action to the executor), exactly as a model turn's state does.
"""

from pydantic import BaseModel
from redis.asyncio import Redis

from assent_orchestrator.state import Proposal


class AgentTurnState(BaseModel):
    turn_id: str
    session_id: str
    user_id: str
    token_id: str
    agent_name: str
    proposal: Proposal


def agent_state_key(turn_id: str) -> str:
    return f"assent:{{{turn_id}}}:agent-state"


async def load_agent_state(redis: Redis, turn_id: str) -> AgentTurnState | None:
    raw = await redis.get(agent_state_key(turn_id))
    return AgentTurnState.model_validate_json(raw) if raw is not None else None


async def save_agent_state(redis: Redis, state: AgentTurnState) -> None:
    await redis.set(agent_state_key(state.turn_id), state.model_dump_json())
