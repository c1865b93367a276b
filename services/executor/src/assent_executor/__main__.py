"""``python -m assent_executor``: run the executor service."""

import asyncio
import logging

from assent_executor.app import create_app
from assent_executor.settings import ExecutorSettings
from assent_runtime.startup_settings import settings_or_exit


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    asyncio.run(create_app(settings_or_exit(ExecutorSettings)).run())


if __name__ == "__main__":
    main()
