"""``python -m assent_executor``: run the executor service."""

import asyncio
import logging

from assent_executor.app import create_app
from assent_executor.settings import ExecutorSettings


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    asyncio.run(create_app(ExecutorSettings()).run())


if __name__ == "__main__":
    main()
