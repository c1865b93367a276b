"""``python -m assent_discovery``: run the discovery service."""

import asyncio
import logging

from assent_discovery.app import create_app
from assent_discovery.settings import DiscoverySettings
from assent_runtime.startup_settings import settings_or_exit


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    asyncio.run(create_app(settings_or_exit(DiscoverySettings)).run())


if __name__ == "__main__":
    main()
