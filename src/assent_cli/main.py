"""The ``assent`` command: ``up`` (run everything locally), ``token USER``, ``discovery rank …``."""

import argparse
import os
import signal
import sys
import time
from pathlib import Path

from sqlalchemy.engine import make_url

from assent_cli.database_setup import dev_secret_keys
from assent_cli.system import Ports, running_system


def _token(args: argparse.Namespace) -> int:
    from assent_cli.tokens import dev_token

    try:
        print(dev_token(args.user, ttl_s=args.ttl))
    except LookupError as error:
        print(f"assent token: {error}", file=sys.stderr)
        return 1
    print("(a development token: only a gateway in development mode trusts it)", file=sys.stderr)
    return 0


def _interrupt(*_: object) -> None:
    raise KeyboardInterrupt


def _up(args: argparse.Namespace) -> int:
    from assent_cli.oidc_provider import demo_users
    from assent_cli.tokens import dev_token

    ports = Ports(
        gateway=args.port,
        model=args.model_port,
        github=args.github_port,
        slack=args.slack_port,
        oidc=args.oidc_port,
    )
    # Ctrl-C and SIGTERM stop everything, even when started from a shell that ignores SIGINT.
    signal.signal(signal.SIGINT, _interrupt)
    signal.signal(signal.SIGTERM, _interrupt)
    try:
        with running_system(ports, directory=Path(args.directory), secret_keys=dev_secret_keys()) as system:
            token = dev_token("alice", ttl_s=7 * 24 * 3600)
            sign_in = ""
            if system.oidc_issuer is not None:
                passwords = ", ".join(f"{u['sub']} / {u['password']}" for u in demo_users())
                sign_in = (
                    f"Sign in: {system.base_url}/auth/login  (dev OpenID provider {system.oidc_issuer};\n"
                    f"  dev passwords, for development only: {passwords})\n"
                )
            database = make_url(system.database_url).render_as_string(hide_password=True)
            print(
                f"\nAssent is up at {system.base_url}  (Redis: {system.redis_url}, "
                f"PostgreSQL: {database})\n{sign_in}"
                f"Dev token for alice (development mode only):\n  {token}\n"
                f"Try:  curl -H 'Authorization: Bearer {token}' {system.base_url}/v1/connections\n"
                "Ctrl-C stops everything.\n",
                flush=True,
            )
            while True:
                time.sleep(3600)
    except KeyboardInterrupt:
        print("stopped: every process it started has ended", flush=True)
    except RuntimeError as error:
        print(f"assent up failed: {error}", file=sys.stderr)
        return 1
    return 0


def _rank(args: argparse.Namespace, rest: list[str]) -> int:
    from assent_discovery.rank import main as rank_main

    return rank_main(rest)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:2] == ["discovery", "rank"]:
        return _rank(argparse.Namespace(), argv[2:])
    parser = argparse.ArgumentParser(prog="assent")
    commands = parser.add_subparsers(dest="command", required=True)
    up = commands.add_parser("up", help="start Redis, the demo servers and every service")
    up.add_argument("--port", type=int, default=int(os.environ.get("ASSENT_GATEWAY_PORT", "8000")))
    up.add_argument("--model-port", type=int, default=8100)
    up.add_argument("--github-port", type=int, default=8101)
    up.add_argument("--slack-port", type=int, default=8102)
    up.add_argument("--oidc-port", type=int, default=8103, help="the dev OpenID provider (no issuer set)")
    up.add_argument("--directory", default=os.environ.get("ASSENT_DIRECTORY", "config/directory.json"))
    token = commands.add_parser("token", help="print a dev bearer token (development mode only)")
    token.add_argument("user")
    token.add_argument("--ttl", type=int, default=24 * 3600, help="seconds the token is valid")
    health = commands.add_parser("health", help="exit 0 when a worker service's consumers are alive")
    health.add_argument("service", choices=["orchestrator", "discovery", "executor"])
    commands.add_parser("discovery", help="discovery tools: `assent discovery rank --catalog … --queries …`")
    args = parser.parse_args(argv)
    if args.command == "up":
        return _up(args)
    if args.command == "token":
        return _token(args)
    if args.command == "health":
        from assent_cli.health import check

        return check(args.service)
    parser.error("use `assent discovery rank --catalog FILE --queries FILE --k 10`")
    return 2


if __name__ == "__main__":
    sys.exit(main())
