"""The contextual encoder's fine-tuning pairs: the development halves of the bench's sets, and
requests BFCL's leaderboard received (none of the bench's).

    .venv/bin/python bench/discovery/training_pairs.py /tmp/encoder-pairs.json [--bfcl-live WHEEL]

Each request of the "dev" half of a development set (`hand`, `public-style`, `endpoints`,
`plugins`, `apihub`, `mcp`, `bazaar`, `toolbox`) with the texts the encoder reads of the actions it
calls for (`contextual_text`) and of up to five actions plain BM25 ranks above them in the set's own
catalog that it does not call for (hard negatives, from the baseline, so the pairs do not depend on
the encoder they tune). Never read: the validation halves, the third set, `generated`, and the
judges `directory`, `restbench`, `taskbench`, `taskmedia`, `sealtools`, `toolalpaca` and
`ultratool` (both halves), nor the `bfcl` set (not in `TUNED_ON`: added after the encoder was
first tuned); a development request written the same as one of theirs is left out too (ten of
`hand`'s are also the third set's, two of `public-style`'s are in both its halves). Nor ToolLens,
MetaTool, ToolBench or RapidAPI material. `services/discovery/scripts/tune_encoder.py` fine-tunes on the file.

With `--bfcl-live WHEEL` (the `bfcl-eval` wheel `derive_bfcl.py` reads), the requests of BFCL's
four live categories are added (`live_pairs`): questions people sent to the leaderboard, written
elsewhere, over the functions each was offered, the others of which are its negatives. The bench's
`bfcl` set is made of two other categories (`multiple`, `parallel_multiple`); a live request
whose answer calls one of that set's tools, or that is written as a bench request, is left out,
as is one mostly not in the Latin script (the encoder reads English). The committed encoder was
tuned with them since the thirty-ninth round (bench/discovery/HISTORY.md).
"""

from __future__ import annotations

import argparse
import json
import sys
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from baseline import Bm25Baseline
from bench_quality import documents
from catalog_bfcl import bfcl_catalog
from datasets import Scenario, scenarios
from derive_bfcl import lines, tool

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
LIVE = ("live_simple", "live_multiple", "live_parallel", "live_parallel_multiple")
LATIN = 0.9  # a live request is read when at least this share of its letters is ASCII


def _not_for_tuning(dev: list[Scenario]) -> set[str]:
    """Every request of the validation halves, the third set and the judges (among `dev`, the dev
    halves' scenarios), as written."""
    judged = [s for s in dev if s.name.startswith(JUDGES)]
    every = [*scenarios("held-out"), *scenarios("third"), *judged]
    return {query.text for scenario in every for query in scenario.queries}


def training_pairs(
    dev: list[Scenario] | None = None, unseen: set[str] | None = None
) -> list[dict[str, object]]:
    """One entry per dev-half request: its text, its actions' texts, its hard negatives' texts;
    `dev` is `scenarios("dev")` and `unseen` `_not_for_tuning(dev)` when the caller has them
    (building them reads every set and every split)."""
    out: list[dict[str, object]] = []
    dev = scenarios("dev") if dev is None else dev
    unseen = _not_for_tuning(dev) if unseen is None else unseen
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


def live_pairs(wheel: zipfile.ZipFile, unseen: set[str]) -> list[dict[str, object]]:
    """One entry per distinct request of BFCL's live categories (its last user message): the texts
    of the functions its answer calls, and of the other functions it was offered (up to
    `NEGATIVES`) as its negatives. Left out: a request in `unseen` (the bench's requests never
    tuned on), one whose answer calls a tool of the bench's `bfcl` set (by name or description),
    one whose letters are less than `LATIN` ASCII, and a request and answer met before."""
    bench = bfcl_catalog()
    names, descriptions = {t["name"] for t in bench}, {t["description"] for t in bench}
    out: list[dict[str, object]] = []
    seen: set[tuple[str, tuple[str, ...]]] = set()
    for category in LIVE:
        answers = {
            a["id"]: a["ground_truth"] for a in lines(wheel, f"possible_answer/BFCL_v4_{category}.json")
        }
        for entry in lines(wheel, f"BFCL_v4_{category}.json"):
            said = [m["content"] for turn in entry["question"] for m in turn if m["role"] == "user"]
            request = str(said[-1]).strip() if said else ""
            letters = [c for c in request if c.isalpha()]
            if not letters or sum(c.isascii() for c in letters) < LATIN * len(letters) or request in unseen:
                continue
            offered = {f["name"]: f for f in entry["function"]}
            called = tuple(dict.fromkeys(name for call in answers.get(entry["id"], ()) for name in call))
            if not called or any(
                n not in offered or n in names or offered[n].get("description") in descriptions
                for n in called
            ):
                continue
            key = (request.lower(), called)
            if key in seen:
                continue
            seen.add(key)
            text = {d.name: contextual_text(d) for d in documents([tool(f) for f in offered.values()])}
            out.append(
                {
                    "set": f"bfcl-{category}",
                    "request": request,
                    "positives": [text[n] for n in called],
                    "negatives": [t for n, t in text.items() if n not in called][:NEGATIVES],
                }
            )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("out", type=Path)
    parser.add_argument(
        "--bfcl-live", type=Path, help="the bfcl-eval wheel: add its live categories' requests"
    )
    args = parser.parse_args(argv)
    dev = scenarios("dev")
    unseen = _not_for_tuning(dev)
    pairs = training_pairs(dev, unseen)
    if {str(p["set"]) for p in pairs} != {name.split(" /")[0] for name in TUNED_ON}:
        raise SystemExit(f"a development set is missing: {sorted({str(p['set']) for p in pairs})}")
    if args.bfcl_live is not None:
        with zipfile.ZipFile(args.bfcl_live) as wheel:
            pairs += live_pairs(wheel, unseen)
    args.out.write_text(json.dumps(pairs, indent=1, ensure_ascii=False) + "\n")
    positives = sum(len(p["positives"]) for p in pairs)  # type: ignore[arg-type,misc]
    print(f"wrote {args.out}: {len(pairs)} requests, {positives} (request, action) pairs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
