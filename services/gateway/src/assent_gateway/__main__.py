"""``python -m assent_gateway``: serve the gateway on ``ASSENT_GATEWAY_HOST``/``_PORT`` (``http_server``)."""

import asyncio
import logging
import sys

import uvicorn

from assent_database.availability import DatabaseNotReady
from assent_database.engine import create_engine
from assent_database.migrate import upgrade_when_reachable
from assent_gateway.access_log import uvicorn_log_config
from assent_gateway.app import create_app
from assent_gateway.http_server import server_config
from assent_gateway.settings import GatewaySettings
from assent_gateway.startup_checks import InsecureStartup
from assent_runtime.startup_settings import settings_or_exit

log = logging.getLogger("assent_gateway")


async def migrated_when_reachable(settings: GatewaySettings) -> None:
    """Wait for the database (one log line while waiting) and migrate it, before serving: a database
    that never comes is one error line, not a failed lifespan's traceback. The app's lifespan
    migrates again, a no-op then."""
    engine = create_engine(settings.database.url, pool_size=1)
    try:
        await upgrade_when_reachable(engine, settings.database.wait_s)
    finally:
        await engine.dispose()


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    settings = settings_or_exit(GatewaySettings)
    try:
        app = create_app(settings)
    except InsecureStartup as refusal:
        log.critical("%s", refusal)
        sys.exit(2)
    if settings.dev_mode:
        log.warning("development mode: local dev tokens are trusted; never use this for real users")
    try:
        asyncio.run(migrated_when_reachable(settings))
    except DatabaseNotReady as error:
        log.critical("%s; exiting", error)
        sys.exit(1)
    uvicorn.Server(server_config(app, settings, log_config=uvicorn_log_config())).run()


if __name__ == "__main__":
    main()
