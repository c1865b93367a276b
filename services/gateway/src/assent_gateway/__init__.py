"""The gateway: the HTTP + SSE API (``/v1``), browser sign-in (``/auth``), the MCP endpoint for external
agents (``/mcp``) and the Playground page, on Litestar (``app.create_app``).

Publishes ``TurnRequested``, ``DecisionSubmitted``, ``StopRequested`` and ``ToolResultSubmitted`` to
``assent:turns:*`` and ``AgentActionRequested`` to ``assent:agents:actions`` (orchestrator); asks
discovery with ``OpenContext`` (and an agent's ``SearchRequested``) as request/reply. Reads each turn's
``assent:{turn}:events`` stream for SSE (one shared reader per process, ``event_hub``) and
``assent:activity`` for ``GET /v1/activity``. Authenticates every request (bearer JWT or session
cookie, ``authentication``) and answers errors as ``application/problem+json`` (``problems``).

Keys it owns or writes first: the conversation, ``active-turn`` (``SET NX``), the turn record, its
input and stop flag, the decisions it records on the proposals and client-calls hashes (a CAS), the
tool-result claim checks, run-time connection changes (``assent:connection:<id>``), sessions and
sign-ins (see ``docs/architecture.md``). Run it with ``python -m assent_gateway``.
"""
