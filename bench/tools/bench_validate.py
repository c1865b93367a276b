"""How fast a tool definition is checked while a person types (target: p99 under 5 ms).

Runs ``validate_tool`` on a ~20 KB definition, valid and broken, side by side with two baselines on
the same input: plain ``jsonschema.validate(definition, TOOL_SCHEMA)`` (what a caller without this
module would write: it re-checks the schema and builds a validator on every call) and a validator
compiled once that only reports TOOL_SCHEMA errors. Prints p50 and p99 per call and the ratios.

    .venv/bin/python bench/tools/bench_validate.py [--iterations 2000] [--size-kb 20]
"""

import argparse
import contextlib
import copy
import json
import statistics
import time
from collections.abc import Callable
from typing import Any

import jsonschema
from jsonschema import Draft202012Validator

from assent_contracts.tool_definitions import TOOL_SCHEMA, validate_tool

TARGET_P99_MS = 5.0


def build_tool(size_kb: int) -> dict[str, Any]:
    """A realistic large tool: many documented properties, enums, nested objects and arrays."""
    properties: dict[str, Any] = {}
    tool = {
        "type": "function",
        "function": {
            "name": "create_report",
            "description": "Create a report from the selected data sources. " * 4,
            "parameters": {
                "type": "object",
                "properties": properties,
                "required": [],
                "additionalProperties": False,
            },
            "strict": False,
        },
        "permission": "ask",
        "x-ui": {"group": "reports", "order": 3},
    }
    index = 0
    while len(json.dumps(tool)) < size_kb * 1024:
        properties[f"section_{index}"] = {
            "type": "object",
            "description": f"Settings of section {index}: what it shows and how it is filtered.",
            "properties": {
                "title": {"type": "string", "description": "Heading shown above the section."},
                "kind": {"type": "string", "enum": ["table", "chart", "text"], "description": "Layout."},
                "limit": {"type": "integer", "minimum": 1, "maximum": 500},
                "filters": {"type": "array", "items": {"type": "string"}},
            },
            "required": ["title", "kind"],
            "additionalProperties": False,
        }
        tool["function"]["parameters"]["required"].append(f"section_{index}")
        index += 1
    return tool


def broken(tool: dict[str, Any]) -> dict[str, Any]:
    """The same tool mid-edit: a few mistakes at several depths."""
    edited = copy.deepcopy(tool)
    edited["permission"] = "sometimes"
    edited["function"]["name"] = "create report"
    parameters = edited["function"]["parameters"]
    parameters["required"].append("missing")
    parameters["properties"]["section_0"]["properties"]["kind"]["type"] = "strnig"
    return edited


def percentiles_ms(call: Callable[[], object], iterations: int) -> tuple[float, float]:
    for _ in range(min(50, iterations)):
        call()
    samples = []
    for _ in range(iterations):
        started = time.perf_counter_ns()
        call()
        samples.append((time.perf_counter_ns() - started) / 1e6)
    cuts = statistics.quantiles(samples, n=100)
    return cuts[49], cuts[98]


def plain_validate(definition: object) -> None:
    with contextlib.suppress(jsonschema.ValidationError):
        jsonschema.validate(definition, TOOL_SCHEMA)


def main() -> None:
    parser = argparse.ArgumentParser(
        description="How fast a tool definition is checked while a person types."
    )
    parser.add_argument("--iterations", type=int, default=2000)
    parser.add_argument("--size-kb", type=int, default=20)
    args = parser.parse_args()

    compiled = Draft202012Validator(TOOL_SCHEMA)
    print(f"{'input':<16}{'implementation':<34}{'p50 ms':>9}{'p99 ms':>9}{'p99 vs ours':>13}")
    worst = 0.0
    for label, tool in (("valid", build_tool(args.size_kb)), ("broken", broken(build_tool(args.size_kb)))):
        size = f"{label} {len(json.dumps(tool)) / 1024:.1f} KB"
        problems = len(validate_tool(tool))
        ours = percentiles_ms(lambda tool=tool: validate_tool(tool), args.iterations)
        worst = max(worst, ours[1])
        rows = [
            (f"validate_tool ({problems} problems)", ours),
            ("jsonschema.validate", percentiles_ms(lambda tool=tool: plain_validate(tool), args.iterations)),
            (
                "compiled TOOL_SCHEMA only",
                percentiles_ms(lambda tool=tool: list(compiled.iter_errors(tool)), args.iterations),
            ),
        ]
        for name, (p50, p99) in rows:
            print(f"{size:<16}{name:<34}{p50:>9.3f}{p99:>9.3f}{p99 / ours[1]:>12.2f}x")
    verdict = "met" if worst < TARGET_P99_MS else "MISSED"
    print(f"target: validate_tool p99 < {TARGET_P99_MS} ms: {verdict} (worst p99 {worst:.3f} ms)")


if __name__ == "__main__":
    main()
