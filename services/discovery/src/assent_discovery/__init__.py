"""Discovery: catalogs each connection's MCP tools, searches them, and keeps conversation contexts.

Consumes, as request/reply (group ``discovery``, ``subscribers/``): ``OpenContext`` on
``assent:discovery:open`` (the gateway opens a conversation) → ``ContextOpened``; ``SearchRequested``
on ``assent:discovery:search`` (the orchestrator's ``assent_search_tools``, an agent's search) →
``SearchReply``; ``ResolveAction`` on ``assent:discovery:resolve`` (a proposed action checked before it
is shown) → ``ResolveReply``. Every request entry is deleted once answered or failed (decision 005).
Listens to ``assent:connections:changed`` (pub/sub) and to each connection's MCP server
(``notifications/tools/list_changed``, one watch per connection), and lists every server periodically.

Keys it owns: ``assent:catalog:<connection>`` (``catalog_key``), ``assent:catalog-revisions``,
``assent:catalog-digests``, ``assent:catalog-status``, ``assent:catalog-listing:<connection>`` and the
conversation contexts ``assent:{conv}:discovery`` (``discovery_context_key``: action ids and revisions
only). Run it with ``python -m assent_discovery``; ``assent discovery rank`` ranks offline with the same
engine.
"""
