"""Development set "bfcl": the Berkeley Function Calling Leaderboard's questions over their functions.

Added in session 27, first as a judge; its first run put the engine below plain BM25 on its
multi-need rows, and its `dev` half's losses were read (only that half: it is a development set
now, like `endpoints`, and its `held-out` half validates). The encoder was tuned before it existed
(`training_pairs.TUNED_ON` does not hold it). The data is BFCL's (Patil et al., ICML 2025), shipped
in the pip package `bfcl-eval` 2026.3.23 (Apache-2.0), and derived from its wheel by
`derive_bfcl.py` into `bfcl.json`, verbatim (see that script for what is read and how): the
questions of its `multiple` category (one call of one of 2–4 functions, style `single`, 196 once
the questions asked twice count once) and of its `parallel_multiple` category (calls of one to
four different functions, most of them two or three needs in one request, style `multi`, 200);
the catalog is the union of their functions, 571 of them, mostly two-level names
(`math_toolkit.sum_of_multiples`, `area_circle.calculate`) with one-line descriptions. The
questions were written for function calling, not for retrieval: many name their values ("a
rectangle with length 7 and breadth 3"), many long ones are wrapped in quotes as a whole, and the
functions of neighbouring questions are near-twins (`circle.calculate_area`,
`area_circle.calculate`, `geometry.area_circle`), of which only the question's own counts. Even
requests of each style are the `dev` half, odd ones the `held-out` half.
No ToolBench/RapidAPI, ToolLens/COLT or MetaTool material was read or used.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

from catalog_public_style import split_rows

DATA = Path(__file__).resolve().parent / "bfcl.json"


@functools.cache
def _rows() -> tuple[list[dict[str, Any]], list[tuple[str, str, list[str]]]]:
    tools: list[dict[str, Any]] = []
    requests: list[tuple[str, str, list[str]]] = []
    for line in DATA.read_text().splitlines():
        row = json.loads(line)
        if "tool" in row:
            tools.append(row["tool"])
        else:
            request = row["request"]
            requests.append((request["style"], request["request"], request["relevant"]))
    return tools, requests


def bfcl_catalog() -> list[dict[str, Any]]:
    return [dict(tool) for tool in _rows()[0]]


def bfcl_queries(split: str | None) -> list[tuple[str, str, list[str]]]:
    """(style, request, relevant names); `split` "dev" = even requests of each style, else odd."""
    return split_rows(list(_rows()[1]), split)
