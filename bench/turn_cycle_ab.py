"""Issue 11: the approve-cycle turn with the database-backed directory beside a baseline, in one run.

    .venv/bin/python bench/turn_cycle_ab.py [--iterations 40] [--warmup 5]
    .venv/bin/python bench/turn_cycle_ab.py --baseline-tree /path/to/other/checkout

Two whole systems run side by side, each with its own Redis and its own PostgreSQL, and the same turn
(``turn_cycle.py``'s "Who am I on GitHub?", approved at once) alternates between them, turn by turn,
so that load on the shared machine falls on both alike:

- **A**, this tree as it is: the directory from PostgreSQL, cached per process (decision 019), MCP
  activity stored by the executor's writer (decision 025).
- **B**, the baseline. By default this tree with the directory held wholly in memory: every service
  runs under ``snapshot_directory.py`` (directory, credentials and provider keys read once, activity
  not stored), so its turn makes no PostgreSQL round trip; A/B is then the database's cost on the hot
  path. With ``--baseline-tree PATH`` it is the services of another checkout (say, the commit before a
  change), their packages put first on ``PYTHONPATH``: A/B is then after/before, in one run. Both
  databases are migrated and seeded by this tree, so the other checkout must know this tree's newest
  migration (its gateway refuses an unknown revision at start-up).

Prints p50, p90, p99 and mean of each and the ratio A/B. Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

from assent_cli import postgres_server
from assent_cli.redis_server import free_port, local_redis
from assent_cli.system import SERVICES, Ports, System, running_system, wait_healthy

sys.path.insert(0, str(Path(__file__).resolve().parent))

import harness
from harness import Stats, ms, ratio, summarize

LAUNCHER = Path(__file__).resolve().parent / "snapshot_directory.py"


def tree_path(tree: Path) -> str:
    """``PYTHONPATH`` that makes ``tree``'s packages win over this tree's editable installs."""
    roots = [tree / "src", *sorted(tree.glob("libs/*/src")), *sorted(tree.glob("services/*/src"))]
    return os.pathsep.join(str(root) for root in roots if root.is_dir())


@contextmanager
def system(label: str, *, snapshot: bool = False, tree: Path | None = None) -> Iterator[System]:
    ports = Ports(gateway=free_port(), model=free_port(), github=free_port(), slack=free_port())
    log_dir = Path(tempfile.mkdtemp(prefix=f"assent-bench-{label}-"))
    extra_env = {"PYTHONPATH": tree_path(tree)} if tree is not None else None
    with ExitStack() as stack:
        redis_url = stack.enter_context(local_redis())
        database_url = stack.enter_context(postgres_server.local_postgres())
        try:
            running = stack.enter_context(
                running_system(
                    ports,
                    directory=harness.DIRECTORY,
                    redis_url=redis_url,
                    database_url=database_url,
                    log_dir=log_dir,
                    extra_env=extra_env,
                )
            )
            if snapshot:
                for name in SERVICES:
                    running.kill(name, 15)
                    running.start(name, [sys.executable, str(LAUNCHER), f"assent_{name}"])
                wait_healthy(running.base_url, running.processes, 60)
        except RuntimeError as error:
            raise RuntimeError(f"{label}: {error} (logs in {log_dir})") from None
        try:
            yield running
        except BaseException:
            print(f"{label}: service logs kept in {log_dir}", file=sys.stderr)
            raise
    if os.environ.get("ASSENT_BENCH_KEEP_LOGS"):
        print(f"{label}: service logs kept in {log_dir}", file=sys.stderr)
    else:
        shutil.rmtree(log_dir, ignore_errors=True)


async def run(a: System, b: System, iterations: int, warmup: int) -> tuple[list[float], list[float]]:
    durations: dict[str, list[float]] = {"a": [], "b": []}
    async with (
        harness.api_client(a, connections=8) as client_a,
        harness.api_client(b, connections=8) as client_b,
    ):
        clients = {"a": client_a, "b": client_b}
        conversations = {key: await harness.create_conversation(client) for key, client in clients.items()}
        for i in range(warmup + iterations):
            order = ("a", "b") if i % 2 == 0 else ("b", "a")  # neither always goes first
            for key in order:
                trace = await harness.walk_turn(clients[key], conversations[key])
                harness.check_cycle(trace)
                if i >= warmup:
                    durations[key].append(trace.duration)
    return durations["a"], durations["b"]


def report(label_b: str, iterations: int, warmup: int, a: Stats, b: Stats) -> None:
    print(f'turn cycle A/B: "{harness.PROMPT}" (search → propose → approve → execute → answer)')
    print(f"{iterations} iterations after {warmup} warm-up, A and B alternating\n")
    print(f"{'':44} {'p50':>11} {'p90':>11} {'p99':>11} {'mean':>11}")
    print(f"{'A: database-backed directory (this tree)':44} {ms(a.p50)} {ms(a.p90)} {ms(a.p99)} {ms(a.mean)}")
    print(f"{'B: ' + label_b:44} {ms(b.p50)} {ms(b.p90)} {ms(b.p99)} {ms(b.mean)}")
    print(
        f"{'ratio A / B':44} {ratio(a.p50, b.p50):>11} {ratio(a.p90, b.p90):>11} "
        f"{ratio(a.p99, b.p99):>11} {ratio(a.mean, b.mean):>11}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--iterations", type=int, default=40)
    parser.add_argument("--warmup", type=int, default=5)
    parser.add_argument("--baseline-tree", type=Path, help="another checkout whose services are B")
    args = parser.parse_args(argv)
    if args.iterations < 1 or args.warmup < 0:
        parser.error("--iterations must be at least 1 and --warmup at least 0")
    tree = args.baseline_tree.resolve() if args.baseline_tree else None
    if tree is not None and not (tree / "services").is_dir():
        parser.error(f"--baseline-tree {tree}: not a checkout of this repository")
    label_b = f"services of {tree}" if tree else "directory in memory, no DB on the path"
    with system("a") as a, system("b", snapshot=tree is None, tree=tree) as b:
        durations_a, durations_b = asyncio.run(run(a, b, args.iterations, args.warmup))
    report(label_b, args.iterations, args.warmup, summarize(durations_a), summarize(durations_b))
    return 0


if __name__ == "__main__":
    sys.exit(main())
