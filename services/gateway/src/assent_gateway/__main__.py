"""``python -m assent_gateway``: serve the gateway on ``ASSENT_GATEWAY_HOST``/``_PORT`` (``http_server``)."""

import logging

import uvicorn

from assent_gateway.app import create_app
from assent_gateway.http_server import server_config
from assent_gateway.settings import GatewaySettings


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    settings = GatewaySettings()
    uvicorn.Server(server_config(create_app(settings), settings)).run()


if __name__ == "__main__":
    main()
