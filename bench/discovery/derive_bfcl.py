"""Derive the `bfcl` judging set (`catalog_bfcl`) from the Berkeley Function Calling Leaderboard's data.

    .tools/bin/pip download --no-deps -d /tmp/bfcl bfcl-eval==2026.3.23
    .venv/bin/python bench/discovery/derive_bfcl.py /tmp/bfcl/bfcl_eval-2026.3.23-py3-none-any.whl

The pip package `bfcl-eval` (Apache-2.0; Patil et al., "The Berkeley Function Calling Leaderboard
(BFCL): From Tool Use to Agentic Evaluation of Large Language Models", ICML 2025) ships BFCL's
questions, the functions each question may call, and the calls that answer it. This script reads
two of its categories straight from the wheel, in file order:

- `multiple`: 200 questions, each answered by one call of one of its 2–4 functions (style `single`);
- `parallel_multiple`: 200 questions, each answered by calls of one to four different functions,
  most of them two or three needs in one request (style `multi`).

The catalog is the union of every question's functions, first definition kept where two questions
give one name two definitions; a question's relevant actions are the distinct functions its answer
calls, in order; a question asked again (in both categories, or twice in one) counts once.
Texts are copied verbatim; BFCL's parameter types (`dict`, `float`, `tuple`,
`any`...) are mapped to JSON Schema's. No other category is read: the `exec` and `rest` ones call
public web APIs, some hosted on RapidAPI. No ToolBench/RapidAPI, ToolLens/COLT or MetaTool material
was read or used. Writes `bfcl.json` beside this script (one tool or request per line).
"""

from __future__ import annotations

import argparse
import json
import zipfile
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "bfcl.json"
DATA = "bfcl_eval/data/"
CATEGORIES = (("multiple", "single"), ("parallel_multiple", "multi"))
_TYPES = {"dict": "object", "float": "number", "tuple": "array", "integer": "integer", "int": "integer"}


def schema(value: Any) -> Any:
    """A BFCL parameter schema as JSON Schema: its types renamed, `any` left untyped."""
    if isinstance(value, list):
        return [schema(v) for v in value]
    if not isinstance(value, dict):
        return value
    out: dict[str, Any] = {}
    for key, item in value.items():
        if key == "type" and isinstance(item, str):  # a property named "type" has a schema
            if item != "any":
                out[key] = _TYPES.get(item, item)
        else:
            out[key] = schema(item)
    return out


def tool(function: dict[str, Any]) -> dict[str, Any]:
    """A BFCL function as a catalog tool: its name, description and parameters as JSON Schema."""
    return {
        "name": function["name"],
        "description": function.get("description") or "",
        "input_schema": schema(function.get("parameters") or {}),
    }


def lines(wheel: zipfile.ZipFile, path: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in wheel.read(DATA + path).decode().splitlines() if line.strip()]


def derive(wheel: zipfile.ZipFile) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    tools: dict[str, dict[str, Any]] = {}
    requests: list[dict[str, Any]] = []
    asked: set[str] = set()
    for category, style in CATEGORIES:
        answers = {
            a["id"]: a["ground_truth"] for a in lines(wheel, f"possible_answer/BFCL_v4_{category}.json")
        }
        for entry in lines(wheel, f"BFCL_v4_{category}.json"):
            for function in entry["function"]:
                if function["name"] not in tools:  # the first definition of a name is kept
                    tools[function["name"]] = tool(function)
            text = " ".join(m["content"] for turn in entry["question"] for m in turn if m["role"] == "user")
            if text in asked:
                continue  # a question asked twice (in both categories, or twice in one) counts once
            asked.add(text)
            relevant = list(dict.fromkeys(name for call in answers[entry["id"]] for name in call))
            requests.append({"id": entry["id"], "style": style, "request": text, "relevant": relevant})
    return list(tools.values()), requests


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("wheel", type=Path, help="the downloaded bfcl-eval wheel")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    with zipfile.ZipFile(args.wheel) as wheel:
        tools, requests = derive(wheel)
    rows = [json.dumps({"tool": t}, ensure_ascii=False, separators=(",", ":")) for t in tools]
    rows += [json.dumps({"request": r}, ensure_ascii=False, separators=(",", ":")) for r in requests]
    args.out.write_text("\n".join(rows) + "\n")
    print(f"wrote {args.out}: {len(tools)} tools, {len(requests)} requests")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
