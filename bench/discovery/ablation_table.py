"""Whether each piece of the engine earns its place, on the sets it was not tuned on, in one table.

    .venv/bin/python bench/discovery/ablation_table.py [--jobs 2] [--piece verbs ...] [--only REGEX]

Runs `bench_quality.py --per-request` on every split for the shipped engine and for the engine
without each piece (`--without PIECE`, every ablation unless `--piece` names some), `--jobs` at a
time, then prints one Markdown row per piece: the pooled mean nDCG@10 change of the whole-set rows
without the piece (negative: the piece helps), alone / in the 10k catalog / among every set's
real tools (`datasets.real_union`), for dev's tuned sets, dev's judges (`training_pairs.JUDGES`,
never tuned on), the validation halves and the third set.
A cell is **bold** where its 95 % paired bootstrap interval (`compare_runs`) excludes 0. The runs'
output stays in `--out` (a fresh temporary directory unless given) for `compare_runs.py`, row by
row. The twenty-sixth round's table in `RESULTS.md` was printed this way.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_quality import ABLATIONS
from compare_runs import CATALOGS, Runs, catalog, interval, pooled
from training_pairs import JUDGES

HERE = Path(__file__).resolve().parent
SPLITS = ("dev", "held-out", "third")
SHIPPED = "shipped"
Keep = Callable[[str], bool]


def _run(piece: str, split: str, only: str, out: Path) -> Path:
    """One `bench_quality.py` run's per-request file (kept: a second call reads it again)."""
    target = out / f"{piece}_{split}.json"
    if not target.exists():
        without = [] if piece == SHIPPED else ["--without", piece]
        command = [sys.executable, str(HERE / "bench_quality.py"), "--split", split, "--only", only]
        subprocess.run(
            [*command, *without, "--per-request", str(target)], check=True, stdout=subprocess.DEVNULL
        )
    return target


def _cell(shipped: Runs, without: Runs, keep: Keep) -> str:
    """The pooled change of the whole-set rows `keep` admits, without the piece minus shipped."""
    before, after = pooled(shipped, without, keep)
    if not before.size:
        return "·"
    deltas = after - before
    low, high = interval(deltas, np.random.default_rng(0))  # each cell's own: any order, same table
    value = f"{deltas.mean():+.3f}"
    return value if low <= 0 <= high else f"**{value}**"


def _pair(shipped: Runs, without: Runs, keep: Keep) -> str:
    return " / ".join(
        _cell(shipped, without, lambda name, kind=kind: keep(name) and catalog(name) == kind)
        for kind in CATALOGS
    )


def row(piece: str, runs: dict[str, tuple[Runs, Runs]]) -> str:
    """One piece's Markdown row from (shipped, without) scenarios per split."""

    def judge(name: str) -> bool:
        return name.startswith(JUDGES)

    cells = [
        _pair(*runs["dev"], lambda name: not judge(name)),
        _pair(*runs["dev"], judge),
        _pair(*runs["held-out"], lambda name: True),
        _pair(*runs["third"], lambda name: True),
    ]
    return f"| {piece} | " + " | ".join(cells) + " |"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--piece", action="append", choices=sorted(ABLATIONS), help="repeatable")
    parser.add_argument("--jobs", type=int, default=2, help="quality runs at once")
    parser.add_argument("--only", default="", help="only scenarios whose name matches this expression")
    parser.add_argument("--out", type=Path, help="where the runs' per-request files go (kept)")
    args = parser.parse_args(argv)
    pieces = args.piece or list(ABLATIONS)
    out = args.out or Path(tempfile.mkdtemp(prefix="ablations-"))
    out.mkdir(parents=True, exist_ok=True)
    jobs = [(piece, split) for piece in [SHIPPED, *pieces] for split in SPLITS]
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        runs = pool.map(lambda job: _run(job[0], job[1], args.only, out), jobs)
        files = dict(zip(jobs, runs, strict=True))

    def scenarios(piece: str, split: str) -> Runs:
        return json.loads(files[piece, split].read_text())["scenarios"]

    print(f"per-request runs in {out}")
    print(
        "| without | dev, tuned sets: alone / 10k / real | dev, judges: alone / 10k / real | "
        "validation: alone / 10k / real | third: alone / 10k / real |"
    )
    print("|---|---|---|---|---|")
    for piece in pieces:
        pairs = {split: (scenarios(SHIPPED, split), scenarios(piece, split)) for split in SPLITS}
        print(row(piece, pairs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
