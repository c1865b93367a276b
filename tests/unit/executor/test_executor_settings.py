"""The executor's settings: its own prefix, plus the shared ``REDIS_URL``, ``DATABASE_URL`` and
``ASSENT_SECRET_KEYS``."""

import pytest
from pydantic import ValidationError

from assent_executor.settings import ExecutorSettings


def test_shared_variables_are_accepted(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REDIS_URL", "redis://shared:6379/0")
    monkeypatch.setenv("DATABASE_URL", "postgresql://db.example/assent")
    monkeypatch.setenv("ASSENT_SECRET_KEYS", "k1,k2")
    monkeypatch.setenv("ASSENT_EXECUTOR_MCP_TIMEOUT_S", "5")

    settings = ExecutorSettings()

    assert settings.redis_url == "redis://shared:6379/0"
    assert settings.database.url == "postgresql://db.example/assent"
    assert settings.database.secret_keys.get_secret_value() == "k1,k2"
    assert settings.mcp_timeout_s == 5


def test_the_service_prefix_wins_over_the_shared_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REDIS_URL", "redis://shared:6379/0")
    monkeypatch.setenv("ASSENT_EXECUTOR_REDIS_URL", "redis://own:6379/0")

    assert ExecutorSettings().redis_url == "redis://own:6379/0"


def test_each_process_gets_its_own_consumer_name() -> None:
    assert ExecutorSettings().consumer_name != ExecutorSettings().consumer_name


def test_a_lease_too_short_to_refresh_is_refused() -> None:
    with pytest.raises(ValidationError):
        ExecutorSettings(lease_ttl_ms=10)
