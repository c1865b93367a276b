"""``python -m assent_demo.model [--host H] [--port P] [--api-key K] [--slow-delay S]``."""

import argparse
from typing import Any

import uvicorn

from assent_demo.model.app import create_app
from assent_demo.model.settings import DemoModelSettings


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m assent_demo.model", description=__doc__)
    parser.add_argument("--host", help="interface to bind (default 127.0.0.1)")
    parser.add_argument("--port", type=int, help="port to listen on (default 8100; 0 picks a free one)")
    parser.add_argument("--api-key", help="the Bearer key clients must send (default demo-provider-key)")
    parser.add_argument("--slow-delay", type=float, help="seconds per chunk of demo-slow (default 0.5)")
    args = parser.parse_args(argv)
    overrides: dict[str, Any] = {k: v for k, v in vars(args).items() if v is not None}
    settings = DemoModelSettings(**overrides)
    uvicorn.run(create_app(settings), host=settings.host, port=settings.port, log_level="info")


if __name__ == "__main__":
    main()
