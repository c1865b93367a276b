"""A service's settings read from the environment at start, or one error line and exit status 2: a
bad value (``ASSENT_OAUTH_REFRESH_MARGIN_S=-1``) names its variable and what is wrong with it, with
no traceback. Values are never printed (a variable may hold a secret)."""

import logging
import sys
from typing import TypeVar

from pydantic import ValidationError
from pydantic_settings import BaseSettings

log = logging.getLogger(__name__)

S = TypeVar("S", bound=BaseSettings)


def settings_or_exit(settings_class: type[S]) -> S:
    try:
        return settings_class()
    except ValidationError as error:
        problems = "; ".join(
            f"{'.'.join(str(part) for part in each['loc'])}: {each['msg']}" for each in error.errors()
        )
        log.critical("invalid settings (%s): %s", settings_class.__name__, problems)
        sys.exit(2)
