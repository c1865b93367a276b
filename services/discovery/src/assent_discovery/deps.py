"""What the discovery logic works with, built once per process by ``app.build_discovery``."""

from dataclasses import dataclass

from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncEngine

from assent_discovery.catalog import Catalog
from assent_discovery.settings import DiscoverySettings


@dataclass(frozen=True)
class Discovery:
    redis: Redis
    catalog: Catalog
    settings: DiscoverySettings
    engine: AsyncEngine | None = None
    """The database engine this process opened (disposed at shutdown); ``None`` when a test owns it."""
