"""``python -m assent_gateway``: serve the gateway with uvicorn on ``ASSENT_GATEWAY_HOST``/``_PORT``."""

import logging

import uvicorn

from assent_gateway.app import create_app
from assent_gateway.settings import GatewaySettings


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    settings = GatewaySettings()
    uvicorn.run(
        create_app(settings),
        host=settings.host,
        port=settings.port,
        log_level="info",
        timeout_graceful_shutdown=5,  # open SSE streams would otherwise hold shutdown forever
    )


if __name__ == "__main__":
    main()
