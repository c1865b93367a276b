"""The access log never holds a sign-in callback's code or state."""

import logging

from assent_gateway.access_log import RedactSignInQuery, uvicorn_log_config

ACCESS_FORMAT = '%s - "%s %s HTTP/%s" %d'


def access_record(path: str) -> logging.LogRecord:
    args = ("127.0.0.1:1", "GET", path, "1.1", 302)
    return logging.LogRecord("uvicorn.access", logging.INFO, __file__, 1, ACCESS_FORMAT, args, None)


def test_the_callback_query_is_left_out_and_other_paths_are_kept() -> None:
    callback = access_record("/auth/callback?code=secret-code&state=secret-state")
    assert RedactSignInQuery().filter(callback)
    assert "secret" not in callback.getMessage() and "/auth/callback?…" in callback.getMessage()
    connecting = access_record("/v1/connections/oauth/callback?code=secret-code&state=secret-state")
    assert RedactSignInQuery().filter(connecting)
    assert "secret" not in connecting.getMessage()
    assert "/v1/connections/oauth/callback?…" in connecting.getMessage()
    other = access_record("/v1/activity?limit=5")
    assert RedactSignInQuery().filter(other)
    assert "/v1/activity?limit=5" in other.getMessage()


def test_uvicorn_access_log_goes_through_the_filter() -> None:
    config = uvicorn_log_config()
    assert config["handlers"]["access"]["filters"] == ["redact_sign_in"]
    assert config["filters"]["redact_sign_in"]["()"] is RedactSignInQuery
