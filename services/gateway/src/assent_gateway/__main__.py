"""``python -m assent_gateway``: serve the gateway on ``ASSENT_GATEWAY_HOST``/``_PORT`` (``http_server``)."""

import logging
import sys

import uvicorn

from assent_gateway.access_log import uvicorn_log_config
from assent_gateway.app import create_app
from assent_gateway.http_server import server_config
from assent_gateway.settings import GatewaySettings
from assent_gateway.startup_checks import InsecureStartup

log = logging.getLogger("assent_gateway")


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    settings = GatewaySettings()
    try:
        app = create_app(settings)
    except InsecureStartup as refusal:
        log.critical("%s", refusal)
        sys.exit(2)
    if settings.dev_mode:
        log.warning("development mode: local dev tokens are trusted; never use this for real users")
    uvicorn.Server(server_config(app, settings, log_config=uvicorn_log_config())).run()


if __name__ == "__main__":
    main()
