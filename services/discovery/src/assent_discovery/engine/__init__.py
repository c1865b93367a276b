"""The discovery search engine: rank a catalog's actions for a natural-language query."""

from assent_discovery.engine.documents import ActionDocument
from assent_discovery.engine.search import SearchEngine

__all__ = ["ActionDocument", "SearchEngine"]
