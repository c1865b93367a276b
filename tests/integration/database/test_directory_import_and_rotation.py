"""``assent directory import FILE`` and ``assent secrets rotate`` on a real PostgreSQL: the seed is
idempotent, credentials are stored encrypted, and rotation moves every value to the first key
without changing a revision. The commands run as a user runs them, in a process of their own."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine
from tests.database_server import query_rows

from assent_contracts.directory import load_directory
from assent_database.cipher import CredentialCipher, CredentialUnreadable, generate_key
from assent_database.directory_import import import_directory
from assent_database.directory_reads import read_directory
from assent_database.engine import session_factory

ROOT = Path(__file__).resolve().parents[3]
SEED = ROOT / "config" / "directory.json"
PLAIN = ["ghp_demo_alice", "ghp_demo_bob", "xoxb_demo_acme", "demo-provider-key"]


def assent(*args: str, database_url: str, keys: str) -> str:
    env = {**os.environ, "DATABASE_URL": database_url, "ASSENT_SECRET_KEYS": keys}
    env.pop("REDIS_URL", None)
    done = subprocess.run(
        [sys.executable, "-m", "assent_cli.main", *args], env=env, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def dump(database_url: str) -> str:
    """Every table's rows, as text: what a marker scan reads."""
    tables = [
        r["tablename"]
        for r in query_rows(database_url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
    ]
    return json.dumps({t: query_rows(database_url, f'SELECT * FROM "{t}"') for t in tables}, default=str)


def test_importing_the_seed_twice_writes_once_and_stores_no_credential_in_plain_text(
    database_url: str,
) -> None:
    keys = generate_key()

    first = assent("directory", "import", str(SEED), database_url=database_url, keys=keys)
    rows = dump(database_url)
    second = assent("directory", "import", str(SEED), database_url=database_url, keys=keys)

    assert "record(s) written" in first
    assert "nothing written" in second
    assert dump(database_url) == rows
    assert not [marker for marker in PLAIN if marker in rows]


async def test_the_imported_directory_reads_back_without_secrets(database: AsyncEngine) -> None:
    cipher = CredentialCipher([generate_key()])
    seed = load_directory(SEED)
    async with session_factory(database).begin() as session:
        await import_directory(session, cipher, seed)
    async with session_factory(database)() as session:
        directory = await read_directory(session)

    alice, bob = directory.user("alice"), directory.user("bob")
    assert alice is not None and alice.is_admin and bob is not None and not bob.is_admin
    assert [c.id for c in directory.connections] == sorted(c.id for c in seed.connections)
    assert all(c.credentials.get_secret_value() == "" for c in directory.connections)
    assert all(p.api_key.get_secret_value() == "" for p in directory.providers)
    assert directory.toolkit_enabled("acme", "github") and directory.toolkit_enabled("acme", "slack")


async def test_a_changed_credential_in_the_seed_bumps_that_connections_version(database: AsyncEngine) -> None:
    cipher = CredentialCipher([generate_key()])
    seed = load_directory(SEED)
    changed = json.loads(SEED.read_text())
    changed["connections"][0]["credentials"] = "ghp_rotated_in_the_file"
    async with session_factory(database).begin() as session:
        await import_directory(session, cipher, seed)
    async with session_factory(database).begin() as session:
        report = await import_directory(session, cipher, type(seed).model_validate(changed))
    async with session_factory(database)() as session:
        directory = await read_directory(session)

    assert report.connections == ["conn_alice_github"]
    versions = {c.id: c.config_version for c in directory.connections}
    assert versions == {"conn_alice_github": 2, "conn_bob_github": 1, "conn_acme_slack": 1}


def test_rotation_re_encrypts_everything_under_the_first_key_and_keeps_revisions(database_url: str) -> None:
    old, new = generate_key(), generate_key()
    assent("directory", "import", str(SEED), database_url=database_url, keys=old)
    before = query_rows(database_url, "SELECT id, config_version, credentials FROM connections ORDER BY id")

    out = assent("secrets", "rotate", database_url=database_url, keys=f"{new},{old}")

    after = query_rows(database_url, "SELECT id, config_version, credentials FROM connections ORDER BY id")
    assert "re-encrypted 4 credential(s)" in out  # three connections and the provider key
    assert [(r["id"], r["config_version"]) for r in after] == [(r["id"], r["config_version"]) for r in before]
    only_new = CredentialCipher([new])
    assert sorted(only_new.decrypt(r["credentials"]) for r in after) == sorted(PLAIN[:3])
    with pytest.raises(CredentialUnreadable):
        CredentialCipher([old]).decrypt(after[0]["credentials"])
    assert not [marker for marker in PLAIN if marker in dump(database_url)]


def test_rotation_with_keys_that_open_nothing_fails_and_writes_nothing(database_url: str) -> None:
    assent("directory", "import", str(SEED), database_url=database_url, keys=generate_key())
    before = dump(database_url)
    env = {**os.environ, "DATABASE_URL": database_url, "ASSENT_SECRET_KEYS": generate_key()}

    done = subprocess.run(
        [sys.executable, "-m", "assent_cli.main", "secrets", "rotate"],
        env=env,
        capture_output=True,
        text=True,
    )

    assert done.returncode != 0
    assert dump(database_url) == before
    assert not [marker for marker in PLAIN if marker in done.stdout + done.stderr]
