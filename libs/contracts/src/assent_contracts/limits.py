"""The per-turn and per-conversation limits of the seed, with their defaults."""

from pydantic import BaseModel, ConfigDict

MAX_ROUNDS = 16
MAX_ACTIONS = 20
MAX_CONNECTIONS = 20


class Limits(BaseModel):
    model_config = ConfigDict(frozen=True)

    rounds: int = MAX_ROUNDS
    actions: int = MAX_ACTIONS
    connections: int = MAX_CONNECTIONS
