"""Run every benchmark in turn with small defaults and print what each prints (``make bench``).

    .venv/bin/python bench/run_all.py [--full] [--only NAME[,NAME...]] [--timeout 900]

``--full`` runs each script with its own defaults instead of the small ones below. A script that is
not there (another part not built yet) is skipped and said so; one that fails is reported and the
rest still run. Exit status 1 when any script failed.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent

# (name, script, small arguments)
SCRIPTS: tuple[tuple[str, str, list[str]], ...] = (
    ("turn_cycle", "turn_cycle.py", ["--iterations", "10"]),
    ("turn_cycle_ab", "turn_cycle_ab.py", ["--iterations", "10", "--warmup", "2"]),
    ("stop_latency", "stop_latency.py", ["--iterations", "10"]),
    ("agent_mcp", "agent_mcp.py", ["--iterations", "10"]),
    ("concurrency", "concurrency.py", ["--turns", "10,30", "--replicas", "1,2"]),
    ("discovery_quality", "discovery/bench_quality.py", []),
    ("discovery_speed", "discovery/bench_speed.py", ["--queries", "500"]),
    ("discovery_footprint", "discovery/bench_footprint.py", []),
    ("tool_validation", "tools/bench_validate.py", ["--iterations", "500"]),
    ("token_verification", "token_verification.py", ["--iterations", "500"]),
    ("page_latency", "page_latency.py", ["--iterations", "5", "--loads", "3"]),
)


def run_one(name: str, script: Path, arguments: list[str], timeout: float) -> str:
    """Run one script with its output going straight to ours; returns its status word."""
    print(f"\n===== {name}: {script.relative_to(BENCH.parent)} {' '.join(arguments)}", flush=True)
    if not script.exists():
        print("(not present: skipped)")
        return "skipped"
    started = time.monotonic()
    try:
        completed = subprocess.run([sys.executable, str(script), *arguments], timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        print(f"(stopped after {timeout:g} s)")
        return "timed out"
    status = "ok" if completed.returncode == 0 else f"failed (exit {completed.returncode})"
    print(f"----- {name}: {status} in {time.monotonic() - started:.0f} s", flush=True)
    return status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--full", action="store_true", help="each script's own defaults")
    parser.add_argument(
        "--only", default="", help="comma-separated names: " + ", ".join(s[0] for s in SCRIPTS)
    )
    parser.add_argument("--timeout", type=float, default=900.0, help="seconds per script")
    args = parser.parse_args(argv)
    wanted = {part.strip() for part in args.only.split(",") if part.strip()}
    unknown = wanted - {s[0] for s in SCRIPTS}
    if unknown:
        parser.error(f"unknown names: {', '.join(sorted(unknown))}")
    results: dict[str, str] = {}
    for name, script, small in SCRIPTS:
        if wanted and name not in wanted:
            continue
        results[name] = run_one(name, BENCH / script, [] if args.full else small, args.timeout)
    print("\n===== summary")
    for name, status in results.items():
        print(f"{name:20} {status}")
    failed = [s for s in results.values() if s not in ("ok", "skipped")]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
