"""The discovery search engine: rank a catalog's actions for a natural-language query."""

from assent_discovery.engine.documents import ActionDocument
from assent_discovery.engine.search import SearchEngine
from assent_discovery.engine.semantic import StaticEmbedder

__all__ = ["ActionDocument", "SearchEngine", "StaticEmbedder"]
