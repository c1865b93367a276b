"""uvicorn's access log without the query strings of ``/auth/`` and ``/v1/connections/oauth/``
requests: the sign-in and connection callbacks' queries hold an authorization code and state, which
are credentials while they are valid and never belong in a log."""

import copy
import logging
from typing import Any

from uvicorn.config import LOGGING_CONFIG

REDACTED_PREFIXES = ("/auth/", "/v1/connections/oauth/")


class RedactSignInQuery(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        args = record.args
        if isinstance(args, tuple) and len(args) == 5 and isinstance(args[2], str):
            path, _, query = args[2].partition("?")
            if query and path.startswith(REDACTED_PREFIXES):
                record.args = (args[0], args[1], f"{path}?…", args[3], args[4])
        return True


def uvicorn_log_config() -> dict[str, Any]:
    """uvicorn's own logging configuration, with the access log going through ``RedactSignInQuery``."""
    config = copy.deepcopy(LOGGING_CONFIG)
    config.setdefault("filters", {})["redact_sign_in"] = {"()": RedactSignInQuery}
    config["handlers"]["access"]["filters"] = ["redact_sign_in"]
    return config
