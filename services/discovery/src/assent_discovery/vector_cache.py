"""Contextual vectors of actions, cached in Redis by action revision and computed in the background.

One hash per encoder model, ``assent:action-vectors:<model id>``: field ``<name>@<revision>`` → the
vector as float16 bytes (768 bytes) followed by the action's first token vectors (`late.Tokens`,
≤ 9.3 KB; an entry without them, as written before they were kept, counts as missing and is encoded
again once). An action's revision changes whenever its definition does, so a
cached vector is valid for exactly that revision; a restart, a re-list or another replica reads it
instead of encoding the action again. ``fill`` encodes only what is missing, in small batches off
the event loop, storing each batch as it is done. Two replicas that index the same new catalog at
the same moment split the work: each field is claimed (``SET NX PX``) before it is encoded, and a
field claimed by the other replica is read from the cache once it lands there. When the encoder's
model changes (a new model id), the hashes of other ids get an expiry (`retire_other_models`): a
replica still on the old model reads its hash until the rollout is over, and nothing keeps it after.
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
from assent_discovery.engine.late import Tokens
from assent_runtime.redis_values import as_text, hash_delete, hash_keys

log = logging.getLogger(__name__)

_VECTORS_PREFIX = "assent:action-vectors:"
VECTORS_KEY = f"{_VECTORS_PREFIX}{MODEL_ID}"
RETIRED_TTL_S = 24 * 3600  # how long another model id's vectors stay once this model has indexed
CLAIM_PREFIX = f"assent:action-vector-claim:{MODEL_ID}:"
CLAIM_S = 60.0  # a batch of 64 takes 1–10 s to encode; a dead claimer delays its fields this long
_BATCH = 64
READ_BATCH = 512  # entries read from the cache at once (≈ 4 MB of reply at 17 tokens an action)


@dataclass(frozen=True)
class Pending:
    """One action to vectorise: the cache field it is stored under and the text it is encoded from."""

    field: str
    text: str


@dataclass(frozen=True)
class Encoded:
    """One action's cached encoding: its unit vector and its first token vectors."""

    vector: np.ndarray  # (DIM,) float32
    tokens: Tokens


OnBatch = Callable[[list[str], list[Encoded]], None]


def field_of(name: str, revision: str) -> str:
    return f"{name}@{revision}"


def entry(encoded: Encoded) -> bytes:
    """What a field holds: the vector as float16, then the tokens (`late.Tokens.to_bytes`)."""
    return encoded.vector.astype(np.float16).tobytes() + encoded.tokens.to_bytes()


def _entry(raw: bytes | str | None) -> Encoded | None:
    if not isinstance(raw, bytes) or len(raw) <= DIM * 2:
        return None
    tokens = Tokens.from_bytes(raw[DIM * 2 :], DIM)
    if tokens is None:
        return None
    return Encoded(np.frombuffer(raw[: DIM * 2], dtype=np.float16).astype(np.float32), tokens)


def _encoded(vectors: np.ndarray, tokens: Sequence[Tokens]) -> list[Encoded]:
    return [Encoded(v, t) for v, t in zip(vectors, tokens, strict=True)]


async def read(redis: Redis, fields: Sequence[str]) -> list[Encoded | None]:
    """The cached encoding of each field, or None where there is none (or it is malformed)."""
    if not fields:
        return []
    # Vectors are binary: the text wrappers of ``assent_runtime.redis_values`` would decode them.
    raw = await cast(Awaitable[list[bytes | str | None]], redis.hmget(VECTORS_KEY, list(fields)))
    return [_entry(value) for value in raw]


async def store(redis: Redis, fields: Sequence[str], encoded: Sequence[Encoded]) -> None:
    mapping: dict[FieldT, EncodableT] = {f: entry(e) for f, e in zip(fields, encoded, strict=True)}
    if mapping:
        await cast(Awaitable[int], redis.hset(VECTORS_KEY, mapping=mapping))


async def prune(redis: Redis, keep: set[str]) -> int:
    """Drop cached vectors of revisions no longer indexed; returns how many went."""
    stale = [f for f in await hash_keys(redis, VECTORS_KEY) if f not in keep]
    if stale:
        await hash_delete(redis, VECTORS_KEY, *stale)
    return len(stale)


async def retire_other_models(redis: Redis, ttl_s: int = RETIRED_TTL_S) -> list[str]:
    """Give every other model id's vector hash an expiry of `ttl_s`, unless it has one already (a
    later call does not push it back); returns the keys that got one."""
    retired: list[str] = []
    async for key in redis.scan_iter(match=f"{_VECTORS_PREFIX}*", count=100):
        name = as_text(key)
        if name != VECTORS_KEY and await redis.expire(name, ttl_s, nx=True):
            retired.append(name)
    return retired


async def claim(redis: Redis, fields: Sequence[str], for_s: float) -> list[str]:
    """The fields this replica encodes now: those no replica claimed in the last ``for_s`` (one
    ``SET NX PX`` each, in one round trip)."""
    if not fields:
        return []
    async with redis.pipeline(transaction=False) as pipe:
        for f in fields:
            pipe.set(f"{CLAIM_PREFIX}{f}", "1", nx=True, px=max(1, int(for_s * 1000)))
        won = await pipe.execute()
    return [f for f, ok in zip(fields, won, strict=True) if ok]


async def fill(
    redis: Redis,
    encoder: ContextualEncoder,
    pending: Sequence[Pending],
    on_batch: OnBatch,
    claim_for_s: float = CLAIM_S,
    poll_s: float = 0.5,
) -> int:
    """Encode `pending` in batches on a worker thread, store each batch, then hand it to `on_batch`;
    returns how many this replica encoded.

    Each batch is first claimed field by field (`claim`): a field another replica is encoding right
    now (two replicas indexing the same new catalog at once) is left to it, and read from the cache
    once it has stored it. A field whose claimer died is claimed again when its claim expires."""
    encoded = 0
    waiting: list[Pending] = []
    for start in range(0, len(pending), _BATCH):
        batch = pending[start : start + _BATCH]
        mine = set(await claim(redis, [p.field for p in batch], claim_for_s))
        waiting.extend(p for p in batch if p.field not in mine)
        encoded += await _encode(redis, encoder, [p for p in batch if p.field in mine], on_batch)
    while waiting:
        found = await read(redis, [p.field for p in waiting])
        ready = [(p.field, v) for p, v in zip(waiting, found, strict=True) if v is not None]
        if ready:
            on_batch([f for f, _ in ready], [e for _, e in ready])
        waiting = [p for p, v in zip(waiting, found, strict=True) if v is None]
        mine = set(await claim(redis, [p.field for p in waiting[:_BATCH]], claim_for_s))
        if mine:
            encoded += await _encode(redis, encoder, [p for p in waiting if p.field in mine], on_batch)
            waiting = [p for p in waiting if p.field not in mine]
        elif waiting:
            await asyncio.sleep(poll_s)
    return encoded


async def _encode(
    redis: Redis,
    encoder: ContextualEncoder,
    batch: Sequence[Pending],
    on_batch: OnBatch,
) -> int:
    """Encode the claimed `batch`, but for what another replica stored after this one last looked
    (it stores before it drops its claim, so what was claimed here after that is in the cache)."""
    if not batch:
        return 0
    claims = [f"{CLAIM_PREFIX}{p.field}" for p in batch]
    found = await read(redis, [p.field for p in batch])
    ready = [(p.field, v) for p, v in zip(batch, found, strict=True) if v is not None]
    if ready:
        on_batch([f for f, _ in ready], [e for _, e in ready])
    batch = [p for p, v in zip(batch, found, strict=True) if v is None]
    if batch:
        vectors, tokens = await asyncio.to_thread(encoder.encode_with_tokens, [p.text for p in batch])
        fields = [p.field for p in batch]
        encoded = _encoded(vectors, tokens)
        await store(redis, fields, encoded)
        on_batch(fields, encoded)
    await redis.delete(*claims)  # claimed only while being encoded
    return len(batch)
