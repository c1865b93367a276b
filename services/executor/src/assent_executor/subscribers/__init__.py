"""The executor's FastStream subscribers (``executions``: run approved actions, report outcomes; ``activity``: store MCP activity)."""
