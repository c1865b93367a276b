"""The directory file, re-read when it changes, so the gateway sees reconnected or reconfigured
connections (and their new revisions) as discovery does."""

import logging
from pathlib import Path

from pydantic import ValidationError

from assent_contracts.directory import Directory, load_directory

log = logging.getLogger(__name__)


class DirectoryFile:
    """``current()`` is the last directory read; a file that became unreadable keeps the previous one."""

    def __init__(self, path: str | Path) -> None:
        self._path = Path(path)
        self._mtime_ns = self._path.stat().st_mtime_ns
        self._directory = load_directory(self._path)

    def current(self) -> Directory:
        try:
            mtime_ns = self._path.stat().st_mtime_ns
            if mtime_ns != self._mtime_ns:
                self._directory = load_directory(self._path)
                self._mtime_ns = mtime_ns
        except (OSError, ValueError, ValidationError) as error:
            log.warning(
                "directory %s not reloaded (%s); keeping the previous one", self._path, type(error).__name__
            )
        return self._directory
