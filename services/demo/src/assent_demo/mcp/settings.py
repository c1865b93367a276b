"""Settings of one demo MCP server process, from ``ASSENT_DEMO_MCP_*`` and the command line."""

import argparse
from collections.abc import Sequence

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from assent_demo.mcp.app import DEFAULT_PORTS, DEFAULT_TOKENS, TOOLKITS, OAuthDemo, Toolkit
from assent_demo.mcp.auth import parse_token_option


class DemoMcpSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="ASSENT_DEMO_MCP_")

    toolkit: Toolkit
    host: str = "127.0.0.1"
    port: int | None = Field(default=None, description="default: 8101 for github, 8102 for slack; 0 = free")
    tokens: dict[str, str] | None = Field(default=None, description="token -> login; default: the demo ones")
    allowed_hosts: list[str] = Field(default_factory=list)
    log_level: str = "info"
    oauth: OAuthDemo | None = Field(
        default=None, description="the github server's demo authorization server; default settings if unset"
    )
    no_oauth: bool = False

    @property
    def bound_port(self) -> int:
        return DEFAULT_PORTS[self.toolkit] if self.port is None else self.port

    @property
    def identities(self) -> dict[str, str]:
        return DEFAULT_TOKENS[self.toolkit] if self.tokens is None else self.tokens


def parse_args(argv: Sequence[str] | None = None) -> DemoMcpSettings:
    parser = argparse.ArgumentParser(
        prog="python -m assent_demo.mcp", description="Run a demo MCP server (Streamable HTTP at /mcp)."
    )
    parser.add_argument("toolkit", choices=TOOLKITS)
    parser.add_argument("--host", help="interface to bind (default 127.0.0.1)")
    parser.add_argument("--port", type=int, help="port (default 8101 github, 8102 slack; 0 picks a free one)")
    parser.add_argument(
        "--token",
        action="append",
        metavar="TOKEN=LOGIN",
        help="accept this bearer token as LOGIN (repeatable; replaces the demo tokens)",
    )
    parser.add_argument(
        "--allowed-hosts",
        action="append",
        metavar="HOST[:PORT]",
        help="extra Host header values to accept besides the loopback names (repeatable or comma "
        "separated), e.g. the compose service name; '*' turns the DNS-rebinding check off",
    )
    parser.add_argument("--log-level", help="uvicorn log level (default info)")
    parser.add_argument(
        "--public-url",
        help="base URL browsers and clients reach this server at, the issuer of its demo authorization "
        "server (default: the bound address)",
    )
    parser.add_argument(
        "--access-ttl", type=int, help="lifetime of issued access tokens, seconds (default 3600)"
    )
    parser.add_argument("--no-oauth", action="store_true", help="static tokens only, no authorization server")
    args = parser.parse_args(argv)
    overrides: dict[str, object] = {"toolkit": args.toolkit}
    if args.host is not None:
        overrides["host"] = args.host
    if args.port is not None:
        overrides["port"] = args.port
    if args.token:
        try:
            overrides["tokens"] = dict(parse_token_option(value) for value in args.token)
        except ValueError as error:
            parser.error(str(error))
    if args.allowed_hosts:
        overrides["allowed_hosts"] = [
            host.strip() for value in args.allowed_hosts for host in value.split(",") if host.strip()
        ]
    if args.log_level is not None:
        overrides["log_level"] = args.log_level
    if args.public_url is not None or args.access_ttl is not None:
        oauth: dict[str, object] = {"public_url": args.public_url}
        if args.access_ttl is not None:
            oauth["access_ttl_s"] = args.access_ttl
        overrides["oauth"] = oauth
    if args.no_oauth:
        overrides["no_oauth"] = True
    return DemoMcpSettings.model_validate(overrides)
