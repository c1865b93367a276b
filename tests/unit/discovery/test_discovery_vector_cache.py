"""Contextual vectors: encoded in the background after indexing, cached in Redis by action revision,
so another replica (or a restart) indexing the same catalog never encodes an unchanged action again."""

import asyncio
import dataclasses
import threading
from collections.abc import Sequence

import numpy as np
import pytest
from redis.asyncio import Redis
from tests.directory_doubles import InMemoryDirectory

from assent_discovery import vector_cache
from assent_discovery.catalog import Catalog
from assent_discovery.engine.encoder import DIM, ContextualEncoder
from assent_discovery.engine.late import Tokens

from .conftest import GITHUB_TOOLS, SLACK_TOOLS, FakeLister, text

ALL = sorted({f"github.{t.name}" for t in GITHUB_TOOLS} | {f"slack.{t.name}" for t in SLACK_TOOLS})


@pytest.fixture
def encoded(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many texts the contextual encoder encoded, call by call."""
    calls: list[int] = []
    original = ContextualEncoder.encode_with_tokens

    def counting(self: ContextualEncoder, texts: Sequence[str]) -> tuple[np.ndarray, list[Tokens]]:
        calls.append(len(texts))
        return original(self, texts)

    monkeypatch.setattr(ContextualEncoder, "encode_with_tokens", counting)
    return calls


async def _indexed(redis: Redis, directory_source: InMemoryDirectory, lister: FakeLister) -> Catalog:
    catalog = Catalog(redis, directory_source, lister, contextual=True)
    try:
        await catalog.refresh_all()
        await catalog.vectors_ready()
    finally:
        await catalog.stop_vectorising()
    return catalog


async def test_vectors_are_encoded_once_and_read_back_by_another_replica(
    redis: Redis, directory_source: InMemoryDirectory, lister: FakeLister, encoded: list[int]
) -> None:
    first = await _indexed(redis, directory_source, lister)
    assert sum(encoded) == len(ALL)
    assert first.contextual_actions == len(ALL)
    fields = sorted(text(k) for k in await redis.hkeys(vector_cache.VECTORS_KEY))
    assert [f.rpartition("@")[0] for f in fields] == ALL

    second = await _indexed(redis, directory_source, lister)
    assert sum(encoded) == len(ALL)  # nothing encoded again
    assert second.contextual_actions == len(ALL)
    assert await second.search("post a message to the team channel", 1, ALL) == ["slack.post_message"]
    for replica in (first, second):  # once every vector is in, open searches use the packed codes
        contextual = replica._engine.contextual
        assert contextual is not None and contextual.vectors._packed is not None
        # and every action's token vectors are there for late interaction, cached ones too
        assert contextual.tokens is not None
        assert contextual.tokens.ready(np.arange(len(ALL)))


async def test_a_changed_action_is_encoded_again_and_its_old_vector_dropped(
    redis: Redis, directory_source: InMemoryDirectory, lister: FakeLister, encoded: list[int]
) -> None:
    await _indexed(redis, directory_source, lister)
    before = {text(k) for k in await redis.hkeys(vector_cache.VECTORS_KEY)}
    tools = lister.answers["http://slack.test/mcp"]
    assert isinstance(tools, list)
    tool = next(t for t in tools if t.name == "post_message")
    changed = dataclasses.replace(tool, description="Post a message into a Slack channel, now with threads.")
    lister.answers["http://slack.test/mcp"] = [changed if t.name == "post_message" else t for t in tools]

    await _indexed(redis, directory_source, lister)

    after = {text(k) for k in await redis.hkeys(vector_cache.VECTORS_KEY)}
    assert encoded[1:] == [1]
    assert len(after) == len(before) and len(after - before) == 1
    assert next(iter(after - before)).startswith("slack.post_message@")


async def test_the_vectors_of_an_older_encoder_model_expire_once_this_one_has_indexed(
    redis: Redis, directory_source: InMemoryDirectory, lister: FakeLister
) -> None:
    older = "assent:action-vectors:minilm-l6-int8-v1"
    await redis.hset(older, mapping={"github.create_issue@r1": b"\x00" * DIM * 2})
    unrelated = "assent:action-vector-claim:other"  # another key family stays as it is
    await redis.set(unrelated, "1")
    await _indexed(redis, directory_source, lister)
    assert 0 < await redis.ttl(older) <= vector_cache.RETIRED_TTL_S
    assert await redis.ttl(vector_cache.VECTORS_KEY) == -1  # this model's own vectors do not expire
    assert await redis.ttl(unrelated) == -1
    await redis.expire(older, 100)
    assert await vector_cache.retire_other_models(redis) == []  # an expiry already set is not pushed back
    assert 0 < await redis.ttl(older) <= 100


async def test_stopping_the_encoding_returns_once_it_has_ended(
    redis: Redis, directory_source: InMemoryDirectory, lister: FakeLister, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Shutdown closes Redis right after ``stop_vectorising()``: an encoding still running then
    opened a new connection to store its batch, and that socket was never closed."""
    encoding, release = threading.Event(), threading.Event()

    def blocked(self: ContextualEncoder, texts: Sequence[str]) -> tuple[np.ndarray, list[Tokens]]:
        encoding.set()
        release.wait(30)
        return np.zeros((len(texts), DIM), dtype=np.float32), [Tokens.of(np.ones((1, DIM)))] * len(texts)

    monkeypatch.setattr(ContextualEncoder, "encode_with_tokens", blocked)
    catalog = Catalog(redis, directory_source, lister, contextual=True)
    try:
        await catalog.refresh_all()
        assert await asyncio.to_thread(encoding.wait, 30)
        [running] = [
            t
            for t in asyncio.all_tasks()
            if getattr(t.get_coro(), "__qualname__", "") == "Catalog._vectorise"
        ]

        await catalog.stop_vectorising()

        assert running.done()
        assert await redis.hlen(vector_cache.VECTORS_KEY) == 0
    finally:
        release.set()


async def test_a_malformed_cached_vector_is_treated_as_missing(redis: Redis) -> None:
    good = np.ones(DIM, dtype=np.float32) / np.sqrt(DIM)
    states = np.random.default_rng(0).standard_normal((3, DIM))
    await vector_cache.store(redis, ["a@1"], [vector_cache.Encoded(good, Tokens.of(states))])
    await redis.hset(vector_cache.VECTORS_KEY, "b@1", b"short")
    # a vector without its tokens, as written before they were kept: encoded again
    await redis.hset(vector_cache.VECTORS_KEY, "d@1", good.astype(np.float16).tobytes())
    await redis.hset(vector_cache.VECTORS_KEY, "e@1", good.astype(np.float16).tobytes() + b"\x01" * 7)

    a, b, c, d, e = await vector_cache.read(redis, ["a@1", "b@1", "c@1", "d@1", "e@1"])

    assert a is not None and np.allclose(a.vector, good, atol=1e-3)
    units = states / np.linalg.norm(states, axis=1, keepdims=True)
    decoded = (a.tokens.codes.astype(np.float32) - 128) * a.tokens.scales[:, None]
    assert np.allclose(decoded, units, atol=1e-2)
    assert b is None and c is None and d is None and e is None
    assert await vector_cache.prune(redis, {"a@1"}) == 3


def _pending(n: int) -> list[vector_cache.Pending]:
    return [vector_cache.Pending(f"tool{i}.run@r{i}", f"run tool number {i}") for i in range(n)]


async def test_two_replicas_filling_the_same_new_catalog_at_once_encode_each_action_once(
    redis: Redis, encoded: list[int]
) -> None:
    encoder = ContextualEncoder.load()
    assert encoder is not None
    pending = _pending(150)  # three batches
    got: dict[str, dict[str, vector_cache.Encoded]] = {"a": {}, "b": {}}

    def landed(replica: str) -> vector_cache.OnBatch:
        return lambda fields, encoded: got[replica].update(zip(fields, encoded, strict=True))

    counts = await asyncio.gather(
        vector_cache.fill(redis, encoder, pending, landed("a"), poll_s=0.05),
        vector_cache.fill(redis, encoder, pending, landed("b"), poll_s=0.05),
    )

    assert sum(encoded) == sum(counts) == len(pending)  # split between them, nothing twice
    fields = {p.field for p in pending}
    assert set(got["a"]) == set(got["b"]) == fields  # each replica has every vector
    assert all(np.allclose(got["a"][f].vector, got["b"][f].vector, atol=1e-2) for f in fields)
    assert all(np.array_equal(got["a"][f].tokens.codes, got["b"][f].tokens.codes) for f in fields)
    assert not await redis.keys(f"{vector_cache.CLAIM_PREFIX}*")  # claims go once the vectors are in


async def test_a_field_claimed_by_a_replica_that_died_is_encoded_once_the_claim_expires(
    redis: Redis, encoded: list[int]
) -> None:
    encoder = ContextualEncoder.load()
    assert encoder is not None
    pending = _pending(2)
    assert await vector_cache.claim(redis, [pending[0].field], for_s=0.3) == [pending[0].field]
    got: list[str] = []

    count = await vector_cache.fill(redis, encoder, pending, lambda f, _v: got.extend(f), poll_s=0.05)

    assert count == 2 and sorted(got) == sorted(p.field for p in pending)
    assert encoded == [1, 1]  # its own field at once, the dead replica's after the claim ran out
