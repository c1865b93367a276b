"""Contextual vectors of actions, cached in Redis by action revision and computed in the background.

One hash per encoder model, ``assent:action-vectors:<model id>``: field ``<name>@<revision>`` → the
vector as float16 bytes (768 bytes). An action's revision changes whenever its definition does, so a
cached vector is valid for exactly that revision; a restart, a re-list or another replica reads it
instead of encoding the action again. ``fill`` encodes only what is missing, in small batches off
the event loop, storing each batch as it is done.
"""

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import cast

import numpy as np
from redis.asyncio import Redis
from redis.typing import EncodableT, FieldT

from assent_discovery.engine.encoder import DIM, MODEL_ID, ContextualEncoder
from assent_runtime.redis_values import hash_delete, hash_keys

log = logging.getLogger(__name__)

VECTORS_KEY = f"assent:action-vectors:{MODEL_ID}"
_BATCH = 64


@dataclass(frozen=True)
class Pending:
    """One action to vectorise: the cache field it is stored under and the text it is encoded from."""

    field: str
    text: str


def field_of(name: str, revision: str) -> str:
    return f"{name}@{revision}"


def _vector(raw: bytes | str | None) -> np.ndarray | None:
    if not isinstance(raw, bytes) or len(raw) != DIM * 2:
        return None
    return np.frombuffer(raw, dtype=np.float16).astype(np.float32)


async def read(redis: Redis, fields: Sequence[str]) -> list[np.ndarray | None]:
    """The cached vector of each field, or None where there is none (or it is malformed)."""
    if not fields:
        return []
    # Vectors are binary: the text wrappers of ``assent_runtime.redis_values`` would decode them.
    raw = await cast(Awaitable[list[bytes | str | None]], redis.hmget(VECTORS_KEY, list(fields)))
    return [_vector(value) for value in raw]


async def store(redis: Redis, fields: Sequence[str], vectors: np.ndarray) -> None:
    mapping: dict[FieldT, EncodableT] = {
        f: v.astype(np.float16).tobytes() for f, v in zip(fields, vectors, strict=True)
    }
    if mapping:
        await cast(Awaitable[int], redis.hset(VECTORS_KEY, mapping=mapping))


async def prune(redis: Redis, keep: set[str]) -> int:
    """Drop cached vectors of revisions no longer indexed; returns how many went."""
    stale = [f for f in await hash_keys(redis, VECTORS_KEY) if f not in keep]
    if stale:
        await hash_delete(redis, VECTORS_KEY, *stale)
    return len(stale)


async def fill(
    redis: Redis,
    encoder: ContextualEncoder,
    pending: Sequence[Pending],
    on_batch: Callable[[list[str], np.ndarray], None],
) -> None:
    """Encode `pending` in batches on a worker thread, store each batch, then hand it to `on_batch`."""
    for start in range(0, len(pending), _BATCH):
        batch = pending[start : start + _BATCH]
        vectors = await asyncio.to_thread(encoder.encode, [p.text for p in batch])
        fields = [p.field for p in batch]
        await store(redis, fields, vectors)
        on_batch(fields, vectors)
