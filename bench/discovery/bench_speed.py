"""Speed and memory of the discovery engine on 10,000 actions, beside the plain BM25 baseline.

    .venv/bin/python bench/discovery/bench_speed.py [--queries 2000] [--cpu-time] [--long-descriptions]

Prints index build time (lexical + static part: what is searchable right after listing), the
contextual encoding of the whole catalog (done in the background by the service, one thread here),
search latency p50/p99 including the request's contextual encoding (every distinct request once on
a fresh engine, open search, the requests of several needs of the bench's written sets, and search
restricted to a conversation's connections; then open search and the requests of several needs
with the encoder's cache of recent requests, which they hit: the search without the encoder's
pass), and the process's resident memory after building, with ratios.
Wall-clock figures only; no test asserts them.
"""

from __future__ import annotations

import argparse
import dataclasses
import gc
import os
import statistics
import sys
import time
from collections.abc import Callable, Collection
from pathlib import Path

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parent))

from baseline import Bm25Baseline
from bench_quality import ABLATIONS, with_vectors
from catalog_api_directory import directory_queries
from catalog_apihub import apihub_queries
from catalog_bazaar import bazaar_queries
from catalog_endpoints import endpoints_queries
from catalog_mcp_servers import mcp_queries
from catalog_plugins import plugins_queries
from catalog_public_style import public_style_queries
from catalog_real import TOOLKITS
from datasets import large_catalog, with_long_descriptions
from queries_real import parse_queries

from assent_discovery.engine import ActionDocument, SearchEngine
from assent_discovery.engine.contextual import contextual_text
from assent_discovery.engine.encoder import ContextualEncoder
from assent_discovery.engine.needs import need_spans
from assent_discovery.engine.search import EngineParameters

CPU_TIME = False  # --cpu-time: this thread's CPU time per search instead of wall time
Search = Callable[[str, int, "Collection[str] | None"], list[tuple[str, float]]]


def _rss_mb() -> float:
    return psutil.Process().memory_info().rss / 2**20


def _latencies(
    search: Search, queries: list[str], allowed: Collection[str] | None, warm: int = 50
) -> list[float]:
    """Each search's time in ms, after the first `warm` of `queries` were searched once (caches)."""
    for q in queries[:warm]:
        search(q, 10, allowed)
    out: list[float] = []
    clock = time.thread_time if CPU_TIME else time.perf_counter
    for q in queries:
        start = clock()
        search(q, 10, allowed)
        out.append((clock() - start) * 1000)
    return out


def _processor() -> str:
    """The processor and whether it has int8 dot-product instructions (VNNI): the encoder's int8
    products cost about twice as much per token without them, so its figures differ by host."""
    try:
        info = Path("/proc/cpuinfo").read_text()
    except OSError:
        return "processor unknown"
    first: dict[str, str] = {}  # each field of the first processor listed
    for line in info.splitlines():
        key, _, value = line.partition(":")
        first.setdefault(key.strip(), value.strip())
    model, flags = first.get("model name", "?"), set(first.get("flags", "").split())
    simd = [f for f in ("avx2", "avx512f", "avx512_vnni", "avx_vnni", "amx_int8") if f in flags]
    return f"processor {model} ({', '.join(simd) or 'no AVX2'})"


def _p(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[int(q) - 1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--queries", type=int, default=2000)
    parser.add_argument(
        "--cpu-time",
        action="store_true",
        help="time searches by this thread's CPU time: what a search costs when the host is busy",
    )
    parser.add_argument(
        "--without",
        action="append",
        default=[],
        choices=[
            "toolkit-prior",
            "need-prior",
            "need-coverage",
            "need-weights",
            "need-vectors",
            "segments-alone",
            "proportional-seats",
            "dropped-addresses",
            "dropped-quotes",
            "late-interaction",
        ],
        help="engine without this piece (repeatable), to see what it costs",
    )
    parser.add_argument(
        "--long-descriptions",
        action="store_true",
        help="each description followed by four others of the catalog (`with_long_descriptions`)",
    )
    args = parser.parse_args(argv)
    parameters = EngineParameters()
    for piece in args.without:
        parameters = dataclasses.replace(parameters, **ABLATIONS[piece])  # as bench_quality does
    global CPU_TIME
    CPU_TIME = args.cpu_time

    rss_start = _rss_mb()
    catalog, synthetic = large_catalog()
    if args.long_descriptions:
        catalog = with_long_descriptions(catalog)
    docs = [ActionDocument(a["name"], a.get("title"), a["description"], a["input_schema"]) for a in catalog]
    texts = [t for t, _ in parse_queries()] + [t for t, _ in synthetic]
    queries = [texts[i % len(texts)] for i in range(args.queries)]
    allowed = frozenset(a["name"] for a in catalog if a["name"].split(".")[0] in list(TOOLKITS)[:5])
    gc.collect()
    rss_data = _rss_mb()

    start = time.perf_counter()
    engine = SearchEngine.build(docs, parameters=parameters)
    engine_build = time.perf_counter() - start
    encoder = ContextualEncoder.load(query_cache=0)  # every search below encodes its request
    assert encoder is not None, "the packaged contextual encoder must load"
    sample = [contextual_text(d) for d in docs[:: len(docs) // 200]]
    start = time.perf_counter()
    encoder.encode_with_tokens(sample)  # as the service encodes: the vector and its tokens
    encode_all = (time.perf_counter() - start) / len(sample) * len(docs)
    engine = with_vectors(engine, docs, encoder)
    cached_encoder = ContextualEncoder.load()
    assert cached_encoder is not None and engine.contextual is not None
    cached = engine.with_contextual(dataclasses.replace(engine.contextual, encoder=cached_encoder))
    gc.collect()
    rss_engine = _rss_mb()

    start = time.perf_counter()
    baseline = Bm25Baseline(catalog)
    baseline_build = time.perf_counter() - start

    unique = list(dict.fromkeys(texts))
    # the mix above has few requests of several needs, whose one encoder pass reads each segment
    # alone, and whose first stage and re-pick take one product and one scoring per segment:
    # every such request of the sets written before the fourteenth round (`toolbox` is left out so
    # the row's 435 requests stay comparable across rounds), on the same 10k catalog
    written = [public_style_queries()] + [
        queries(None)
        for queries in (
            endpoints_queries,
            plugins_queries,
            apihub_queries,
            mcp_queries,
            directory_queries,
            bazaar_queries,
        )
    ]
    several = [t for t in dict.fromkeys(t for triples in written for _, t, _ in triples) if need_spans(t)]
    rows = [
        # first sight of every request: the engine's cache of related words is still empty
        (
            "open, 1st sight",
            _latencies(engine.search, unique, None, warm=0),
            _latencies(baseline.search, unique, None, warm=0),
        ),
        ("open search", _latencies(engine.search, queries, None), _latencies(baseline.search, queries, None)),
        (
            f"open, {len(several)} multi-need",
            _latencies(engine.search, several, None),
            _latencies(baseline.search, several, None),
        ),
        (
            f"{len(allowed)} allowed",
            _latencies(engine.search, queries, allowed),
            _latencies(baseline.search, queries, allowed),
        ),
        (
            # the service's encoder keeps the vectors of recent requests; these queries repeat
            "open, requests cached",
            _latencies(cached.search, queries, None),
            _latencies(baseline.search, queries, None),
        ),
        (
            # the same multi-need requests with their encoding cached (each seen once before): what
            # the search costs beside the encoder's pass, which is the rest of the row above
            "multi-need, cached",
            _latencies(cached.search, several, None, warm=len(several)),
            _latencies(baseline.search, several, None),
        ),
    ]
    print(
        f"clock: {'thread CPU time' if CPU_TIME else 'wall'}; load average {os.getloadavg()[0]:.1f} "
        f"on {os.cpu_count()} cores; {_processor()}"
    )
    print(
        f"catalog: {len(docs)} actions, {len(queries)} queries, semantic part: {engine.semantic}, "
        f"contextual vectors: {engine.contextual_count}"
    )
    print(
        f"build (lexical + static, searchable at once): engine {engine_build:.2f} s, baseline "
        f"{baseline_build:.2f} s ({engine_build / baseline_build:.1f}x); contextual encoding of all "
        f"actions, one thread: {encode_all:.0f} s (from {len(sample)} sampled)"
    )
    for label, e, b in rows:
        e50, e99, b50, b99 = _p(e, 50), _p(e, 99), _p(b, 50), _p(b, 99)
        print(
            f"{label:>21}: engine p50 {e50:.2f} ms p99 {e99:.2f} ms | baseline p50 {b50:.2f} ms "
            f"p99 {b99:.2f} ms | ratio p50 {e50 / b50:.2f}x p99 {e99 / b99:.2f}x"
        )
    print(
        f"resident memory: interpreter+libraries {rss_start:.0f} MB, +catalog {rss_data:.0f} MB, "
        f"+engine {rss_engine:.0f} MB (engine alone {rss_engine - rss_data:.0f} MB), "
        f"after baseline too {_rss_mb():.0f} MB"
    )
    tokens = engine.contextual.tokens
    if tokens is not None:
        print(
            f"of the engine, the actions' token vectors for late interaction: {tokens.nbytes / 2**20:.0f} MB"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
