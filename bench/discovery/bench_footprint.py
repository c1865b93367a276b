"""Resident memory of the real discovery service with a 10,000-action catalog, and the Redis footprint
of a conversation's discovery context.

    .venv/bin/python bench/discovery/bench_footprint.py [--actions 10000] [--searches 200]
                                                        [--redis-url URL] [--timeout 180]
                                                        [--long-descriptions]

Starts a throw-away Redis (unless `--redis-url`) and PostgreSQL (unless `DATABASE_URL`), writes a
directory with one connection per toolkit
of the large benchmark catalog, seeds every connection's catalog in Redis as the service stores it,
and runs `python -m assent_discovery` as its own process. The toolkits' MCP URLs point at a closed
local port, so every listing fails fast and the service indexes the seeded catalogs (a failed
listing keeps the last good catalog). The figures come from that process: RSS once the index is
built, after a conversation's searches over the streams, and the peak (VmHWM).

The context footprint is Redis's own `MEMORY USAGE` of the context key: right after the conversation
opens (3 connections selected), after 3 searches (the typical idle conversation: the actions the
model has seen), and after all the searches (every action found recorded).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import psutil
import redis
from faststream.redis import RedisBroker
from redis.asyncio import Redis as AsyncRedis

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_quality import cached_encodings
from datasets import large_catalog, with_long_descriptions
from queries_real import parse_queries

from assent_cli import postgres_server
from assent_cli.database_setup import seed_database
from assent_cli.redis_server import free_port, local_redis
from assent_contracts.directory import connection_revision
from assent_contracts.discovery import (
    OPEN_CONTEXT_STREAM,
    SEARCH_STREAM,
    ActionDefinition,
    ContextOpened,
    OpenContext,
    SearchReply,
    SearchRequested,
    catalog_key,
    discovery_context_key,
)
from assent_database.cipher import generate_key
from assent_discovery import vector_cache
from assent_discovery.actions import action_revision
from assent_discovery.catalog_store import CATALOG_DIGESTS_KEY, catalog_digest
from assent_discovery.engine import ActionDocument
from assent_discovery.engine.encoder import ContextualEncoder
from assent_discovery.listing import ListedTool

_SELECTED = ("github", "slack", "google_calendar")  # the conversation's connections
_TYPICAL_SEARCHES = 3


def _connection_id(namespace: str) -> str:
    return f"conn_{namespace}"


def _directory(namespaces: list[str], dead_url: str) -> dict[str, Any]:
    return {
        "orgs": [{"id": "bench", "name": "Bench"}],
        "users": [{"id": "bench_user", "org": "bench", "name": "Bench"}],
        "providers": [],
        "project_keys": [],
        "toolkits": [{"slug": n, "display_name": n, "mcp_url": dead_url} for n in namespaces],
        "connections": [
            {
                "id": _connection_id(n),
                "toolkit": n,
                "kind": "shared",
                "org": "bench",
                "display_name": n,
                "credentials": "bench-credential",
            }
            for n in namespaces
        ],
    }


def _definition(action: dict[str, Any], connection_id: str) -> ActionDefinition:
    tool = ListedTool(
        name=action["name"].split(".", 1)[1],
        description=action.get("description", ""),
        title=action.get("title"),
        input_schema=action.get("input_schema", {}),
    )
    revision = action_revision(connection_revision(connection_id, 1), tool)  # as the service does
    return ActionDefinition(
        name=action["name"],
        tool_name=action["name"].split(".", 1)[1],
        connection_id=connection_id,
        title=action.get("title"),
        description=action.get("description", ""),
        input_schema=action.get("input_schema", {}),
        revision=revision,
    )


def _seed(redis_url: str, by_namespace: dict[str, list[dict[str, Any]]], vectors: bool) -> None:
    """The catalogs as the service stores them; with `vectors`, their contextual vectors too, as an
    earlier run (or another replica) left them in the cache: the service then encodes nothing."""
    client = redis.Redis.from_url(redis_url)
    every: list[ActionDefinition] = []
    with client.pipeline(transaction=False) as pipe:
        for namespace, actions in by_namespace.items():
            cid = _connection_id(namespace)
            definitions = {a["name"]: _definition(a, cid) for a in actions}
            every.extend(definitions.values())
            pipe.delete(catalog_key(cid))
            pipe.hset(catalog_key(cid), mapping={n: d.model_dump_json() for n, d in definitions.items()})
            pipe.hset(CATALOG_DIGESTS_KEY, cid, catalog_digest(definitions))  # as store_catalog does
        encoder = ContextualEncoder.load() if vectors else None
        if encoder is not None:
            docs = [ActionDocument(d.name, d.title, d.description, d.input_schema) for d in every]
            rows, tokens = cached_encodings(docs, encoder)
            fields = [vector_cache.field_of(d.name, d.revision) for d in every]
            entries = [
                vector_cache.entry(vector_cache.Encoded(v, t)) for v, t in zip(rows, tokens, strict=True)
            ]
            pipe.hset(vector_cache.VECTORS_KEY, mapping=dict(zip(fields, entries, strict=True)))
        pipe.execute()
    client.close()


def _wait_for_index(
    log: Path, needle: str, process: subprocess.Popen[bytes], timeout: float, start: float
) -> float:
    """Seconds from `start` until the service logged `needle`."""
    while time.monotonic() - start < timeout:
        if process.poll() is not None:
            raise RuntimeError(f"the discovery service exited ({process.returncode}); see {log}")
        if needle in log.read_text(errors="replace"):
            return time.monotonic() - start
        time.sleep(0.2)  # polling a log file from outside the process; nothing to await
    raise RuntimeError(f"no '{needle}' within {timeout:.0f} s; see {log}")


def _mb(value: int) -> float:
    return value / 2**20


def _peak_rss(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) * 1024
    return 0


async def _conversation(redis_url: str, searches: list[str]) -> dict[str, Any]:
    """Open a conversation over the discovery streams, search, and read its context's footprint."""
    conversation = "conv_bench_footprint"
    client = AsyncRedis.from_url(redis_url)
    key = discovery_context_key(conversation)
    out: dict[str, Any] = {}
    async with RedisBroker(redis_url) as broker:
        await broker.start()
        request = OpenContext(
            conversation_id=conversation,
            user_id="bench_user",
            connection_ids=[_connection_id(n) for n in _SELECTED],
        )
        reply = await broker.request(request, stream=OPEN_CONTEXT_STREAM, timeout=60)
        opened = ContextOpened.model_validate_json(reply.body)
        out["selected"] = len(opened.connections)
        out["opened"] = (await client.memory_usage(key), await client.hlen(key))
        latencies: list[float] = []
        for i, text in enumerate(searches):
            start = time.perf_counter()
            reply = await broker.request(
                SearchRequested(conversation_id=conversation, query=text), stream=SEARCH_STREAM, timeout=10
            )
            latencies.append((time.perf_counter() - start) * 1000)
            if SearchReply.model_validate_json(reply.body).error:
                raise RuntimeError(f"search failed: {reply.body!r}")
            if i + 1 == _TYPICAL_SEARCHES:
                out["typical"] = (await client.memory_usage(key), await client.hlen(key))
        out["all"] = (await client.memory_usage(key), await client.hlen(key))
        out["latencies"] = sorted(latencies)
    await client.aclose()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--actions", type=int, default=10_000)
    parser.add_argument("--searches", type=int, default=200)
    parser.add_argument("--redis-url", help="use this Redis (its DB gets catalog and context keys)")
    parser.add_argument("--timeout", type=float, default=180.0)
    parser.add_argument("--log-dir", type=Path, help="keep the service's log here")
    parser.add_argument(
        "--cold", action="store_true", help="empty vector cache: the service encodes every action itself"
    )
    parser.add_argument(
        "--long-descriptions",
        action="store_true",
        help="each description followed by four others of the catalog (`with_long_descriptions`)",
    )
    args = parser.parse_args(argv)

    catalog = large_catalog()[0][: args.actions]
    if args.long_descriptions:
        catalog = with_long_descriptions(catalog)
    by_namespace: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for action in catalog:
        by_namespace[action["name"].split(".", 1)[0]].append(action)
    queries = [t for t, relevant in parse_queries() if relevant[0].split(".")[0] in _SELECTED]
    searches = [queries[i % len(queries)] for i in range(max(args.searches, _TYPICAL_SEARCHES))]

    with contextlib.ExitStack() as stack:
        redis_url = args.redis_url or stack.enter_context(local_redis())
        work = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="assent-bench-footprint-")))
        directory = work / "directory.json"
        directory.write_text(
            json.dumps(_directory(sorted(by_namespace), f"http://127.0.0.1:{free_port()}/mcp"))
        )
        # The service reads its directory from PostgreSQL, as every service does: seed one from the file.
        database_url = postgres_server.configured_url() or stack.enter_context(
            postgres_server.local_postgres()
        )
        secret_keys = generate_key()
        seed_database(database_url, secret_keys, directory)
        _seed(redis_url, by_namespace, not args.cold)
        log = (args.log_dir or work) / "discovery.log"
        log.parent.mkdir(parents=True, exist_ok=True)
        env = {
            **os.environ,
            "REDIS_URL": redis_url,
            "DATABASE_URL": database_url,
            "ASSENT_SECRET_KEYS": secret_keys,
            "ASSENT_DISCOVERY_REFRESH_INTERVAL_S": "3600",
            "ASSENT_DISCOVERY_WATCH_CHANGES": "false",
            "ASSENT_DISCOVERY_LIST_TIMEOUT_S": "2",
        }
        with log.open("wb") as sink:
            process = subprocess.Popen(
                [sys.executable, "-m", "assent_discovery"], env=env, stdout=sink, stderr=subprocess.STDOUT
            )
        try:
            started = time.monotonic()
            ready_s = _wait_for_index(
                log, f"search index rebuilt: {len(catalog)} actions", process, args.timeout, started
            )
            vectors_s = _wait_for_index(log, "contextual vectors ready", process, args.timeout, started)
            service = psutil.Process(process.pid)
            rss_built = service.memory_info().rss
            figures = asyncio.run(_conversation(redis_url, searches))
            rss_after = service.memory_info().rss
            peak = _peak_rss(process.pid)
        finally:
            process.terminate()
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()

    lat = figures["latencies"]
    print(
        f"discovery service: {len(catalog)} actions in {len(by_namespace)} toolkits; index ready "
        f"{ready_s:.1f} s after start (most of it listing {len(by_namespace)} unreachable servers), "
        f"contextual vectors ready {vectors_s:.1f} s after start "
        f"({'all encoded by the service' if args.cold else 'all read from the cache'})"
    )
    print(
        f"resident memory: {_mb(rss_built):.0f} MB once indexed, {_mb(rss_after):.0f} MB after "
        f"{len(searches)} searches, peak {_mb(peak):.0f} MB (target <= 500 MB)"
    )
    print(
        f"search over the streams (request/reply, {figures['selected']} connections, catalogs read "
        "from Redis per search): "
        f"p50 {lat[len(lat) // 2]:.1f} ms, max {lat[-1]:.1f} ms"
    )
    for label, key in (
        ("just opened", "opened"),
        (f"after {_TYPICAL_SEARCHES} searches (typical idle conversation)", "typical"),
        (f"after {len(searches)} searches", "all"),
    ):
        size, fields = figures[key]
        print(f"context in Redis, {label}: {size} bytes, {fields} fields (target <= 2048 bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
