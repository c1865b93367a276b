"""The OpenAPI document describes the API exactly (issue 9, item 7; decision 020): schemathesis drives every
operation of ``/schema/openapi.json`` on the whole system as real processes (a Redis and database of its
own, as alice, an administrator, with a dev token) and runs every check on every answer — status codes,
content types, headers and bodies against the document, auth really enforced, schema-invalid data
refused, schema-valid data accepted (``openapi_checks``), ``OPTIONS``/``Allow``, unsupported methods,
resources after delete — in the examples, coverage and fuzzing phases.

The CLI runs it (the pytest plugin's lazy schema does not work with pytest 9): bounded and
deterministic, ``MAX_EXAMPLES`` per operation and phase, a fixed seed, deterministic generation (which
keeps no example database). An event stream never ends by itself: it is read for ``STREAM_READ_S``.
"""

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.e2e.turns import OwnSystem

from assent_cli.system import System
from assent_cli.tokens import dev_token

ROOT = Path(__file__).resolve().parents[2]
MAX_EXAMPLES = 10
SEED = 20261201
STREAM_READ_S = 1.5
CONFIG = f"""
[[operations]]
include-path-regex = "/events$"
request-timeout = {STREAM_READ_S}
"""


@pytest.fixture(scope="module")
def openapi_system(own_system: OwnSystem) -> Iterator[System]:
    """A system of its own: the run creates, changes and deletes connections, tokens and toolkits."""
    with own_system({}) as system:
        yield system


@pytest.mark.timeout(600)
def test_every_operation_answers_as_documented(openapi_system: System, tmp_path: Path) -> None:
    config = tmp_path / "schemathesis.toml"
    config.write_text(CONFIG)
    command = [
        str(Path(sys.executable).parent / "st"),
        "--config-file",
        str(config),
        "run",
        f"{openapi_system.base_url}/schema/openapi.json",
        "--header",
        f"Authorization: Bearer {dev_token('alice', ttl_s=3600)}",
        "--checks",
        "all",
        "--exclude-checks",
        "positive_data_acceptance",
        "--phases",
        "examples,coverage,fuzzing",
        "--max-examples",
        str(MAX_EXAMPLES),
        "--seed",
        str(SEED),
        "--generation-deterministic",
        "--no-shrink",
        "--workers",
        "1",
        "--request-timeout",
        "10",
        "--no-color",
        "--warnings",
        "off",
    ]
    env = {**os.environ, "SCHEMATHESIS_HOOKS": "tests.e2e.openapi_checks", "PYTHONPATH": str(ROOT)}
    run = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=540)
    print(run.stdout[-20000:], run.stderr[-5000:])
    assert run.returncode == 0, run.stdout[-20000:]
