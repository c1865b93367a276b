"""Command line, token options and the Host allow-list of the demo servers."""

import pytest

from assent_demo.mcp.app import transport_security
from assent_demo.mcp.auth import StaticTokenVerifier, parse_token_option
from assent_demo.mcp.runner import oauth_at
from assent_demo.mcp.settings import parse_args


def test_defaults_per_toolkit():
    github = parse_args(["github"])
    slack = parse_args(["slack"])

    assert (github.host, github.bound_port, github.allowed_hosts) == ("127.0.0.1", 8101, [])
    assert github.identities == {"ghp_demo_alice": "alice", "ghp_demo_bob": "bob"}
    assert (slack.bound_port, slack.identities) == (8102, {"xoxb_demo_acme": "acme-bot"})


def test_options_override_the_defaults():
    settings = parse_args(
        [
            "github",
            "--host",
            "0.0.0.0",
            "--port",
            "0",
            "--token",
            "t1=carol",
            "--token",
            "t2=dave",
            "--allowed-hosts",
            "demo-github:8101,gh",
            "--allowed-hosts",
            "other",
        ]
    )

    assert (settings.host, settings.bound_port) == ("0.0.0.0", 0)
    assert settings.identities == {"t1": "carol", "t2": "dave"}
    assert settings.allowed_hosts == ["demo-github:8101", "gh", "other"]


def test_a_malformed_token_option_is_refused_without_echoing_it(capsys):
    with pytest.raises(SystemExit):
        parse_args(["slack", "--token", "secret_without_login"])

    assert "secret_without_login" not in capsys.readouterr().err


@pytest.mark.parametrize("value", ["", "=alice", "token=", "token"])
def test_parse_token_option_needs_both_sides(value: str):
    with pytest.raises(ValueError):
        parse_token_option(value)


async def test_static_verifier_maps_tokens_to_logins():
    verifier = StaticTokenVerifier({"ghp_x": "alice"})

    known = await verifier.verify_token("ghp_x")

    assert known is not None and known.client_id == "alice"
    assert await verifier.verify_token("ghp_y") is None


def test_loopback_hosts_are_always_allowed_and_extra_ones_are_added():
    settings = transport_security(["demo-github:8101", "gh"])

    assert settings.enable_dns_rebinding_protection is True
    assert {"127.0.0.1:*", "localhost:*", "[::1]:*", "demo-github:8101", "gh", "gh:*"} <= set(
        settings.allowed_hosts
    )
    assert "demo-github:8101:*" not in settings.allowed_hosts
    assert "http://demo-github:8101" in settings.allowed_origins


def test_star_turns_the_host_check_off():
    assert transport_security(["*"]).enable_dns_rebinding_protection is False


def test_the_github_server_is_a_protected_resource_of_its_bound_address_unless_told_otherwise():
    default = oauth_at("github", parse_args(["github"]).oauth, "http://127.0.0.1:8101")
    assert default is not None and default.public_url == "http://127.0.0.1:8101"
    assert oauth_at("slack", parse_args(["slack"]).oauth, "http://127.0.0.1:8102") is None

    told = parse_args(["github", "--public-url", "http://demo-github:8101", "--access-ttl", "30"])
    chosen = oauth_at("github", told.oauth, "http://0.0.0.0:8101")
    assert chosen is not None and (chosen.public_url, chosen.access_ttl_s) == ("http://demo-github:8101", 30)
    assert parse_args(["github", "--no-oauth"]).no_oauth is True
