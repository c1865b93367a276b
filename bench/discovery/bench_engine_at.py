"""Today's bench scenarios ranked by the discovery engine of another checkout, beside plain BM25.

    git worktree add /tmp/then 7308f63        # the engine as issue 14 found it (no encoder yet)
    python3 -m pip install --target /tmp/then-libs 'snowballstemmer>=3'   # what it imported then
    .venv/bin/python bench/discovery/bench_engine_at.py /tmp/then --path /tmp/then-libs \\
        --split held-out --per-request /tmp/then.json
    .venv/bin/python bench/discovery/bench_quality.py --split held-out --per-request /tmp/now.json
    .venv/bin/python bench/discovery/compare_runs.py /tmp/then.json /tmp/now.json

The other checkout's `assent_discovery` is imported in place of this one's, so its engine ranks the
scenarios of this bench as they are now (`datasets`: every set written since, the judges, the 10k
and real-tools catalogs), scored by this bench's metrics against this bench's plain BM25. Prints
each scenario's nDCG@10 for that engine and BM25 with the ratio, and the minimum ratio, as
`bench_quality.py` does; `--per-request` writes its per-request JSON for `compare_runs.py`. An
engine of before the contextual encoder (issue 14 was filed against one) ranks with its lexical and
static parts; a later one is given every action's contextual vector through its own
`contextual.encode_all` and packaged encoder, encoded here (minutes for the 10k catalogs).
"""

from __future__ import annotations

import argparse
import importlib
import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))


def load_engine(checkout: Path, extra: list[Path]) -> Any:
    """The `assent_discovery.engine` package of `checkout`, imported before this one's can be."""
    src = checkout / "services" / "discovery" / "src"
    if not (src / "assent_discovery" / "engine").is_dir():
        raise SystemExit(f"{checkout}: no services/discovery/src/assent_discovery/engine there")
    if "assent_discovery" in sys.modules:
        raise SystemExit("assent_discovery was imported already: run this script on its own")
    sys.path[:0] = [str(src), *(str(p) for p in extra)]
    engine = importlib.import_module("assent_discovery.engine")
    if not Path(engine.__file__ or "").resolve().is_relative_to(src.resolve()):
        raise SystemExit(f"imported {engine.__file__}, not the checkout's engine")
    return engine


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("checkout", type=Path, help="a checkout (a worktree) of another commit")
    parser.add_argument(
        "--path", type=Path, action="append", default=[], help="more import paths (its old dependencies)"
    )
    parser.add_argument("--split", choices=["dev", "held-out", "third"])
    parser.add_argument("--only", default="", help="only scenarios whose name matches this expression")
    parser.add_argument("--per-request", type=Path, help="per-request nDCG@10, for `compare_runs.py`")
    args = parser.parse_args(argv)
    engine_package = load_engine(args.checkout, args.path)

    from baseline import Bm25Baseline
    from datasets import scenarios
    from metrics import evaluate

    contextual = _contextual(engine_package)
    built: dict[int, tuple[Any, Bm25Baseline]] = {}
    ratios: list[tuple[float, str]] = []
    per_request: dict[str, dict[str, list[Any]]] = {}
    print(f"{'scenario':38} {'q':>4} | {'engine':>7} | {'BM25':>7} | ratio")
    for scenario in scenarios(args.split):
        if not re.search(args.only, scenario.name):
            continue
        key = id(scenario.catalog)
        if key not in built:
            documents = [
                engine_package.ActionDocument(a["name"], a.get("title"), a["description"], a["input_schema"])
                for a in scenario.catalog
            ]
            engine = engine_package.SearchEngine.build(documents)
            built[key] = (contextual(engine, documents), Bm25Baseline(scenario.catalog))
        engine, plain = built[key]
        gains: list[float] = []
        e, _ = evaluate(engine.search, scenario, per_request=gains)
        p, _ = evaluate(plain.search, scenario)
        ratio = e / max(p, 1e-9)
        ratios.append((ratio, scenario.name))
        per_request[scenario.name] = {"requests": [q.text for q in scenario.queries], "engine": gains}
        print(f"{scenario.name:38} {len(gains):4} |  {e:.3f} |  {p:.3f} | {ratio:.2f}x", flush=True)
    if ratios:
        worst = min(ratios)
        print(f"\nminimum ratio over {len(ratios)} scenarios: nDCG@10 {worst[0]:.2f}x ({worst[1]})")
    if args.per_request is not None:
        args.per_request.write_text(json.dumps({"split": args.split, "scenarios": per_request}))
    return 0


def _contextual(engine_package: Any) -> Any:
    """`engine, documents -> engine`: with every action's contextual vector when the checkout's
    engine has an encoder (its own `encode_all` and packaged model), else the engine as built."""
    try:
        contextual = importlib.import_module("assent_discovery.engine.contextual")
        encoder_module = importlib.import_module("assent_discovery.engine.encoder")
    except ImportError:
        return lambda engine, documents: engine
    encoder = encoder_module.ContextualEncoder.load()
    if encoder is None:
        raise SystemExit("the checkout's engine has an encoder, but it did not load")
    return lambda engine, documents: contextual.encode_all(engine, documents, encoder)


if __name__ == "__main__":
    raise SystemExit(main())
