"""``ASSENT_OAUTH_REFRESH_MARGIN_S`` and ``ASSENT_OAUTH_REFRESH_TIMEOUT_S``: read alike by every service
that uses connections' credentials, and a bad value stops the service with one line naming it."""

import logging
import subprocess
import sys

import pytest

from assent_discovery.settings import DiscoverySettings
from assent_executor.settings import ExecutorSettings
from assent_gateway.settings import GatewaySettings
from assent_runtime.oauth_refresh import REFRESH_MARGIN_S, TIMEOUT_S, OAuthRefreshSettings
from assent_runtime.startup_settings import settings_or_exit


def test_every_service_reads_the_shared_variables(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ASSENT_OAUTH_REFRESH_MARGIN_S", "300")
    monkeypatch.setenv("ASSENT_OAUTH_REFRESH_TIMEOUT_S", "4.5")

    for settings in (DiscoverySettings(), ExecutorSettings(), GatewaySettings()):
        assert (settings.oauth.refresh_margin_s, settings.oauth.refresh_timeout_s) == (300, 4.5)


def test_the_defaults_and_a_margin_of_zero() -> None:
    assert OAuthRefreshSettings() == OAuthRefreshSettings(
        refresh_margin_s=REFRESH_MARGIN_S, refresh_timeout_s=TIMEOUT_S
    )
    assert OAuthRefreshSettings(refresh_margin_s=0).refresh_margin_s == 0  # refresh only on a 401


@pytest.mark.parametrize(
    ("variable", "value"),
    [
        ("ASSENT_OAUTH_REFRESH_MARGIN_S", "-1"),
        ("ASSENT_OAUTH_REFRESH_MARGIN_S", "an hour"),
        ("ASSENT_OAUTH_REFRESH_MARGIN_S", "inf"),
        ("ASSENT_OAUTH_REFRESH_TIMEOUT_S", "0"),
    ],
)
def test_a_bad_value_is_one_error_line_naming_the_variable_and_exit_status_2(
    variable: str, value: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv(variable, value)

    for settings_class in (DiscoverySettings, ExecutorSettings, GatewaySettings):
        caplog.clear()
        with pytest.raises(SystemExit) as stopped:
            settings_or_exit(settings_class)
        assert stopped.value.code == 2
        [record] = caplog.records
        assert record.levelno == logging.CRITICAL
        assert variable in record.getMessage() and settings_class.__name__ in record.getMessage()


def test_a_service_started_with_a_negative_margin_exits_with_that_line_and_no_traceback(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("ASSENT_OAUTH_REFRESH_MARGIN_S", "-1")
    started = subprocess.run(
        [sys.executable, "-m", "assent_executor"], capture_output=True, text=True, timeout=60
    )

    assert started.returncode == 2, started.stderr
    [line] = started.stderr.strip().splitlines()
    assert "CRITICAL" in line and "ASSENT_OAUTH_REFRESH_MARGIN_S" in line
    assert "greater than or equal to 0" in line
