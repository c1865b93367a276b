"""The contextual encoder's fine-tuning pairs, from the development halves of the bench's sets only.

    .venv/bin/python bench/discovery/training_pairs.py /tmp/encoder-pairs.json

Each request of the "dev" half of a development set (`hand`, `public-style`, `endpoints`,
`plugins`, `apihub`, `mcp`, `bazaar`, `toolbox`) with the texts the encoder reads of the actions it
calls for (`contextual_text`) and of up to five actions plain BM25 ranks above them in the set's own
catalog that it does not call for (hard negatives, from the baseline, so the pairs do not depend on
the encoder they tune). Never read: the validation halves, the third set, `generated`, and the
judges `directory`, `restbench`, `taskbench`, `taskmedia`, `sealtools`, `toolalpaca` and
`ultratool` (both halves), nor `bfcl`, added after the encoder was tuned (not in `TUNED_ON`); a
development request written the same as one of theirs is left out too (ten of `hand`'s are also
the third set's, two of `public-style`'s are in both its halves). Nor ToolLens, MetaTool, ToolBench
or RapidAPI material. `services/discovery/scripts/tune_encoder.py` fine-tunes on the file.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from baseline import Bm25Baseline
from bench_quality import documents
from datasets import Scenario, scenarios

from assent_discovery.engine.contextual import contextual_text

TUNED_ON = (
    "hand / 253 real actions",
    "public-style / 149 tools",
    "endpoints / 100 tools",
    "plugins / 63 tools",
    "apihub / 83 tools",
    "mcp / 246 tools",
    "bazaar / 199 tools",
    "toolbox / 308 tools",
)
JUDGES = (
    "directory",
    "restbench",
    "taskbench",
    "taskmedia",
    "sealtools",
    "toolalpaca",
    "ultratool",
    "generated",
)
NEGATIVES = 5


def _not_for_tuning(dev: list[Scenario]) -> set[str]:
    """Every request of the validation halves, the third set and the judges (among `dev`, the dev
    halves' scenarios), as written."""
    judged = [s for s in dev if s.name.startswith(JUDGES)]
    every = [*scenarios("held-out"), *scenarios("third"), *judged]
    return {query.text for scenario in every for query in scenario.queries}


def training_pairs() -> list[dict[str, object]]:
    """One entry per dev-half request: its text, its actions' texts, its hard negatives' texts."""
    out: list[dict[str, object]] = []
    dev = scenarios("dev")  # built once: the 10k catalog and every set's scenarios
    unseen = _not_for_tuning(dev)
    for scenario in dev:
        if scenario.name not in TUNED_ON:
            continue
        text = {d.name: contextual_text(d) for d in documents(scenario.catalog)}
        baseline = Bm25Baseline(scenario.catalog)
        for query in (q for q in scenario.queries if q.text not in unseen):
            ranked = [name for name, _ in baseline.search(query.text, 10, None)]
            out.append(
                {
                    "set": scenario.name.split(" /")[0],
                    "request": query.text,
                    "positives": [text[name] for name in query.relevant if name in text],
                    "negatives": [text[name] for name in ranked if name not in query.relevant][:NEGATIVES],
                }
            )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("out", type=Path)
    args = parser.parse_args(argv)
    pairs = training_pairs()
    if {str(p["set"]) for p in pairs} != {name.split(" /")[0] for name in TUNED_ON}:
        raise SystemExit(f"a development set is missing: {sorted({str(p['set']) for p in pairs})}")
    args.out.write_text(json.dumps(pairs, indent=1, ensure_ascii=False) + "\n")
    positives = sum(len(p["positives"]) for p in pairs)  # type: ignore[arg-type,misc]
    print(f"wrote {args.out}: {len(pairs)} requests, {positives} (request, action) pairs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
