"""The demo model: an OpenAI-compatible chat-completions server that plans with plain rules, so the
whole Assent flow runs offline. ``python -m assent_demo.model --port 8100``."""

from assent_demo.model.app import create_app
from assent_demo.model.settings import DemoModelSettings

__all__ = ["DemoModelSettings", "create_app"]
