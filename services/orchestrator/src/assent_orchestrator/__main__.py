"""``python -m assent_orchestrator``: run the orchestrator with settings from the environment."""

import asyncio
import logging

from assent_orchestrator.app import create_app
from assent_orchestrator.settings import OrchestratorSettings
from assent_runtime.startup_settings import settings_or_exit


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    settings = settings_or_exit(OrchestratorSettings)
    asyncio.run(create_app(settings).run())


if __name__ == "__main__":
    main()
