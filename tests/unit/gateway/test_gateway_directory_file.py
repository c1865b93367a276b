"""The directory file is re-read when it changes; a broken file keeps the last good directory."""

import json
import os
from pathlib import Path

from assent_contracts.directory import DirectoryFile


def directory(status: str) -> dict:
    return {
        "orgs": [{"id": "acme", "name": "Acme"}],
        "users": [{"id": "alice", "org": "acme", "name": "A"}],
        "providers": [],
        "project_keys": [],
        "toolkits": [],
        "connections": [
            {
                "id": "c",
                "toolkit": "github",
                "kind": "shared",
                "org": "acme",
                "display_name": "d",
                "status": status,
            }
        ],
    }


def write(path: Path, content: str, mtime_ns: int) -> None:
    path.write_text(content)
    os.utime(path, ns=(mtime_ns, mtime_ns))


def test_a_changed_file_is_reloaded_and_a_broken_one_ignored(tmp_path: Path) -> None:
    path = tmp_path / "directory.json"
    write(path, json.dumps(directory("connected")), 1_000_000_000)
    source = DirectoryFile(path)
    assert source.current().connections[0].status == "connected"

    write(path, json.dumps(directory("disconnected")), 2_000_000_000)
    assert source.current().connections[0].status == "disconnected"

    write(path, "{broken", 3_000_000_000)
    assert source.current().connections[0].status == "disconnected"
