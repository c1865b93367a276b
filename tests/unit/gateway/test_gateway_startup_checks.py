"""Issue 9 §3: the gateway refuses to start with a secret anyone can know, unless it is in development
mode on loopback, and says so in one log line."""

import logging
import os

import pytest

from assent_gateway.__main__ import main
from assent_gateway.settings import GatewaySettings
from assent_gateway.startup_checks import PUBLISHED_SECRETS, InsecureStartup, startup_secret

STRONG = "k" * 40
ISSUER = "https://id.example.com"


@pytest.mark.parametrize("secret", ["", "short-secret", *sorted(PUBLISHED_SECRETS)])
def test_a_known_short_or_empty_secret_is_refused_outside_development_mode(secret: str) -> None:
    settings = GatewaySettings(secret_key=secret, oidc_issuer=ISSUER)  # type: ignore[arg-type]
    with pytest.raises(InsecureStartup, match="ASSENT_GATEWAY_SECRET_KEY"):
        startup_secret(settings)


def test_no_issuer_is_refused_outside_development_mode() -> None:
    with pytest.raises(InsecureStartup, match="ASSENT_GATEWAY_OIDC_ISSUER"):
        startup_secret(GatewaySettings(secret_key=STRONG))  # type: ignore[arg-type]


def test_a_strong_secret_and_an_issuer_start() -> None:
    assert startup_secret(GatewaySettings(secret_key=STRONG, oidc_issuer=ISSUER)) == STRONG  # type: ignore[arg-type]


@pytest.mark.parametrize("host", ["0.0.0.0", "10.1.2.3", "gateway", "::"])
def test_development_mode_off_loopback_is_refused(host: str) -> None:
    with pytest.raises(InsecureStartup, match="loopback"):
        startup_secret(GatewaySettings(dev_mode=True, host=host))


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "::1", "127.0.0.2"])
def test_development_mode_on_loopback_gets_a_random_secret_for_an_empty_one(host: str) -> None:
    first = startup_secret(GatewaySettings(dev_mode=True, host=host))
    second = startup_secret(GatewaySettings(dev_mode=True, host=host))
    assert len(first) >= 32 and first != second


@pytest.mark.parametrize(
    ("env", "says"),
    [
        ({}, "ASSENT_GATEWAY_SECRET_KEY is empty"),
        ({"ASSENT_GATEWAY_SECRET_KEY": "assent-dev-secret-change-me"}, "published default"),
        ({"ASSENT_GATEWAY_DEV_MODE": "true", "ASSENT_GATEWAY_HOST": "0.0.0.0"}, "loopback"),
    ],
)
def test_the_process_exits_with_one_clear_log_line(
    env: dict[str, str],
    says: str,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    capfd: pytest.CaptureFixture[str],
) -> None:
    """``python -m assent_gateway``'s ``main`` in this process: as a subprocess it spent its time
    importing the gateway, past a 60 s timeout on a loaded machine."""
    for name in [name for name in os.environ if name.startswith("ASSENT_GATEWAY_")]:
        monkeypatch.delenv(name)
    for name, value in {"ASSENT_GATEWAY_PORT": "1", **env}.items():
        monkeypatch.setenv(name, value)
    caplog.set_level(logging.DEBUG)

    with pytest.raises(SystemExit) as exited:
        main()

    assert exited.value.code == 2
    [record] = caplog.records
    message = record.getMessage()
    assert record.levelno == logging.CRITICAL and "\n" not in message
    assert message.startswith("refusing to start") and says in message
    assert capfd.readouterr() == ("", "")
