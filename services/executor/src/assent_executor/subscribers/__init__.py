"""The executor's FastStream subscribers: ``executions`` (run approved actions, report outcomes) and
``activity`` (store MCP activity in PostgreSQL)."""
