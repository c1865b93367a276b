"""Gateway settings: own prefix, and the shared REDIS_URL / ASSENT_DIRECTORY every service accepts."""

import pytest

from assent_gateway.settings import GatewaySettings


def test_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("REDIS_URL", "ASSENT_DIRECTORY", "ASSENT_GATEWAY_REDIS_URL", "ASSENT_GATEWAY_PORT"):
        monkeypatch.delenv(name, raising=False)
    settings = GatewaySettings()
    assert settings.port == 8000
    assert settings.redis_url == "redis://127.0.0.1:6379/0"
    assert settings.secret_key.get_secret_value() == ""
    assert (settings.dev_mode, settings.oidc_issuer) == (False, None)
    assert (settings.conversation_ttl_s, settings.events_retention_s) == (86_400, 900)
    assert (settings.discovery_timeout_s, settings.sse_keepalive_s) == (10, 15)


def test_shared_variables_and_the_prefix(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REDIS_URL", "redis://shared:1/0")
    monkeypatch.setenv("ASSENT_DIRECTORY", "/etc/dir.json")
    monkeypatch.setenv("ASSENT_GATEWAY_PORT", "9000")
    monkeypatch.setenv("ASSENT_GATEWAY_SECRET_KEY", "s3cret")
    settings = GatewaySettings()
    assert (settings.redis_url, settings.directory_path, settings.port) == (
        "redis://shared:1/0",
        "/etc/dir.json",
        9000,
    )
    assert settings.secret_key.get_secret_value() == "s3cret"
    assert "s3cret" not in repr(settings)
    monkeypatch.setenv("ASSENT_GATEWAY_REDIS_URL", "redis://own:2/0")
    assert GatewaySettings().redis_url == "redis://own:2/0"
