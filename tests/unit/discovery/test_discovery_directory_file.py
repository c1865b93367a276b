"""The directory file is re-read when it changes; a broken edit keeps the last good one."""

import os
from pathlib import Path
from typing import Any

from assent_contracts.directory import DirectoryFile

from .conftest import EditDirectory


def test_a_changed_file_is_reloaded(directory_path: Path, edit_directory: EditDirectory) -> None:
    directory = DirectoryFile(directory_path)

    def reconfigure(data: dict[str, Any]) -> None:
        data["connections"][0]["config_version"] = 7

    edit_directory(reconfigure)

    connection = directory.current().connection("conn_alice_github")
    assert connection is not None and connection.config_version == 7


def test_a_broken_file_keeps_the_last_good_directory(directory_path: Path) -> None:
    directory = DirectoryFile(directory_path)
    before = directory_path.stat().st_mtime_ns
    directory_path.write_text("{not json")
    os.utime(directory_path, ns=(before + 1_000_000, before + 1_000_000))

    assert directory.current().connection("conn_alice_github") is not None
