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

The map. Each route module in ``routes/`` translates HTTP only and calls the logic module of the same
name, which holds the plain functions (and their rules) and is what the unit tests call:

==============================  ===========================================================================
``routes/activity.py``          ``activity``: the caller's MCP activity pages (PostgreSQL)
``routes/admin.py``             ``admin/``: ``access``, ``toolkits``, shared ``connections``, ``schemas``
``routes/agent_setup.py``       ``agent_setup``: how to connect an external agent
``routes/agent_tokens.py``      ``agent_tokens``: make, list and revoke agent tokens
``routes/approvals.py``         ``approvals``: the owner's pending agent approvals, their feed, decisions
``routes/connection_oauth.py``  ``oauth_connect``: connecting an account by OAuth (with ``oauth_attempts``,
                                ``oauth_clients``, ``oauth_discovery``); ``connections`` stores the grant
``routes/connections.py``       ``connections``: the caller's connections, connect and disconnect
``routes/conversations.py``     ``conversations``: open and show a conversation, start a turn (with
                                ``ag_config`` for the Playground's body)
``routes/me.py``                none: the caller is ``deps.CallerDep``
``routes/models.py``            ``models``: the models the caller may use
``routes/sign_in.py``           ``sign_in``: the browser's OpenID Connect code flow (``/auth``)
``routes/system.py``            ``system``: readiness (``/v1/healthz``)
``routes/tool_results.py``      ``tool_results``: a client-side tool's result for a running turn
``routes/tools.py``             ``tools``: the tool-definition schema and live validation
``routes/turns.py``             ``turns``: where a turn's event stream starts, decide, stop, lost turns
==============================  ===========================================================================

Beside the pairs: ``app`` wires everything (``deps`` is what a handler receives, ``settings`` its
configuration, ``startup_checks`` what it refuses to start with, ``http_server``, ``head_requests``
and ``access_log`` the uvicorn side, ``page`` the Playground's files). Identity: ``authentication``
(the ``/v1`` middleware) over ``identity``, ``access_tokens``, ``issuer_keys``, ``dev_tokens``, ``users``,
``database_users``, ``sessions`` and ``csrf``. External agents on ``/mcp``: ``mcp_endpoint`` serves
``agent_tools``, which use ``agent_token_auth``, ``agent_sessions`` and ``agent_calls`` (tokens kept
by ``agent_token_store``, bodies in ``agent_schemas``). Shared plumbing: ``command_bus`` (publish and
request), ``event_hub`` and ``turn_events`` (SSE reading), ``stream_slots`` (the open-stream cap),
``redis_replies``, ``problems`` and ``request_bodies`` (errors and body checks), ``validation`` and
``schemas`` (checks and bodies of the HTTP API).
"""
