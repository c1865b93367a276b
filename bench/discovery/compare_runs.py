"""Two quality runs compared request by request, with how sure each difference is.

    .venv/bin/python bench/discovery/bench_quality.py --split dev --per-request /tmp/a.json
    (change something, or pass --without / --with)
    .venv/bin/python bench/discovery/bench_quality.py --split dev --per-request /tmp/b.json
    .venv/bin/python bench/discovery/compare_runs.py /tmp/a.json /tmp/b.json

A row of 10 requests moves by 0.03 when one request's ranking changes, and small perturbations of
the engine (another int8 rounding of the encoder, say) move single rows by ±0.05 with no change in
quality. So a change is read here by its paired per-request differences: for each scenario, the
mean change of nDCG@10 (B − A) with a 95 % paired bootstrap interval and how many requests went up
and down; then pooled over the whole-set rows (every scenario but the per-style ones, whose
requests the whole-set rows hold already), alone and mixed into the 10k catalog. An interval that
holds 0 is no evidence either way.
"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

RESAMPLES = 2000
Runs = dict[str, dict[str, Any]]  # a --per-request file's scenarios


def interval(deltas: np.ndarray, rng: np.random.Generator) -> tuple[float, float]:
    """The 95 % paired bootstrap interval of the mean of `deltas`."""
    if deltas.size == 0:
        return 0.0, 0.0
    means = deltas[rng.integers(0, deltas.size, (RESAMPLES, deltas.size))].mean(axis=1)
    low, high = np.percentile(means, [2.5, 97.5])
    return float(low), float(high)


def _line(label: str, x: np.ndarray, y: np.ndarray, rng: np.random.Generator) -> str:
    """One row: the requests' nDCG@10 before (`x`) and after (`y`), in the same order."""
    deltas = y - x
    low, high = interval(deltas, rng)
    sure = "" if low <= 0 <= high else ("  up" if low > 0 else "  DOWN")
    up, down = int((deltas > 1e-9).sum()), int((deltas < -1e-9).sum())
    return (
        f"{label:42} {deltas.size:5} | {x.mean():6.3f} -> {y.mean():6.3f} | {deltas.mean():+7.4f} "
        f"[{low:+.4f}, {high:+.4f}] | {up:4} up {down:4} down{sure}"
    )


def whole_set(name: str) -> bool:
    """A scenario over a whole set ("bazaar / 199 tools", "hand / 10k catalog"), not one request
    style of it ("bazaar / multi"): the part after the slash names a size."""
    return bool(re.search(r"\d", name.split(" / ", 1)[-1]))


CATALOGS = ("alone", "in 10k catalog", "in 2.4k real tools")  # what `catalog` tells apart


def catalog(name: str) -> str:
    """Which of `CATALOGS` a whole-set scenario ranks in: its set's own tools ("alone"), the 10k
    catalog (mostly generated), or every set's real tools together (`datasets.real_union`)."""
    if "10k" in name:
        return CATALOGS[1]
    return CATALOGS[2] if "real tools" in name else CATALOGS[0]


def pooled(a: Runs, b: Runs, keep: Callable[[str], bool]) -> tuple[np.ndarray, np.ndarray]:
    """The requests' nDCG@10 before (`a`) and after (`b`), in the same order, over every whole-set
    scenario both runs hold with the same requests that `keep` admits."""
    pairs = [
        (np.asarray(run["engine"]), np.asarray(b[name]["engine"]))
        for name, run in a.items()
        if name in b and whole_set(name) and keep(name) and run["requests"] == b[name]["requests"]
    ]
    if not pairs:
        return np.zeros(0), np.zeros(0)
    xs, ys = zip(*pairs, strict=True)
    return np.concatenate(xs), np.concatenate(ys)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("before", type=Path, help="bench_quality.py --per-request output (A)")
    parser.add_argument("after", type=Path, help="the same for the change (B)")
    parser.add_argument("--only", default="", help="only scenarios whose name matches this expression")
    args = parser.parse_args(argv)
    a = json.loads(args.before.read_text())["scenarios"]
    b = json.loads(args.after.read_text())["scenarios"]
    rng = np.random.default_rng(0)
    print(f"{'scenario':42} {'q':>5} | {'A':>6}    {'B':>6} | {'mean B-A':>7} [95 % interval] | requests")
    for name, run in a.items():
        if name not in b or not re.search(args.only, name):
            continue
        if run["requests"] != b[name]["requests"]:
            print(f"{name}: the two runs hold different requests; skipped")
            continue
        print(_line(name, np.asarray(run["engine"]), np.asarray(b[name]["engine"]), rng))
    print()
    for kind in CATALOGS:
        x, y = pooled(
            a, b, lambda name, kind=kind: bool(re.search(args.only, name)) and catalog(name) == kind
        )
        if x.size:
            print(_line(f"pooled whole-set rows, {kind}", x, y, rng))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
