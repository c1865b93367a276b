"""Searching a conversation's connections, and reading actions' parameters by name."""

from dataclasses import dataclass, field

from assent_contracts.directory import connection_revision
from assent_contracts.discovery import ActionDefinition, SearchReply, SearchRequested
from assent_discovery import catalog_store, context
from assent_discovery.actions import split_name
from assent_discovery.context import DiscoveryContext
from assent_discovery.deps import Discovery
from assent_discovery.summaries import shorten, summary

EXPIRED = "conversation context expired or unknown; start a new conversation"
FULL_DESCRIPTION = 4000


@dataclass
class _Selection:
    """What a conversation can use now: the actions of its connections still as they were selected."""

    actions: dict[str, ActionDefinition] = field(default_factory=dict)
    namespaces: set[str] = field(default_factory=set)
    notes: list[str] = field(default_factory=list)


async def search(request: SearchRequested, discovery: Discovery) -> SearchReply:
    """Answer a ``query`` or a list of ``names``; every problem is a ``SearchReply.error``.

    Only the conversation's selected connections are searched, and only while their configuration is
    the one the conversation started with. Every name returned is recorded in the context.
    """
    settings = discovery.settings
    if (request.query is None) == (request.names is None):
        return SearchReply(
            error="give either 'query' (words to search for) or 'names' (actions to read), not both"
        )
    query = (request.query or "").strip()
    if request.query is not None and not query:
        return SearchReply(error="the query is empty; describe the action to find, e.g. 'create an issue'")
    if len(query) > settings.max_query_chars:
        return SearchReply(
            error=f"the query is too long ({len(query)} characters, at most {settings.max_query_chars})"
        )
    if request.names is not None and not request.names:
        return SearchReply(error="'names' is empty; give the names of actions found by a search")
    if request.names is not None and len(request.names) > settings.max_names:
        return SearchReply(error=f"too many names ({len(request.names)}, at most {settings.max_names})")

    found = await context.read_context(discovery.redis, request.conversation_id, settings.context_ttl_s)
    if found is None:
        return SearchReply(error=EXPIRED)
    selection = await _selection(found, discovery)
    reply = (
        await _by_query(query, selection, discovery)
        if request.names is None
        else _by_names(request.names, selection)
    )
    if reply.results:
        revisions = {r.name: selection.actions[r.name].revision for r in reply.results}
        if not await context.record_actions(
            discovery.redis, request.conversation_id, revisions, settings.context_ttl_s
        ):
            return SearchReply(error=EXPIRED)
    return reply


async def _selection(found: DiscoveryContext, discovery: Discovery) -> _Selection:
    directory = await discovery.catalog.current_directory()
    selection = _Selection()
    usable: dict[str, str] = {}
    for connection_id, revision in found.connections.items():
        connection = directory.connection(connection_id)
        if connection is None or connection.status != "connected":
            selection.notes.append("a selected connection is no longer connected")
        elif connection_revision(connection.id, connection.config_version) != revision:
            selection.notes.append(
                f"the {connection.toolkit} connection was reconfigured; start a new conversation to use it"
            )
        else:
            usable[connection_id] = connection.toolkit
    selection.namespaces = set(usable.values())
    for connection_id, reason in (await catalog_store.unavailable(discovery.redis, usable)).items():
        selection.notes.append(f"{usable[connection_id]} is unavailable right now ({reason})")
    for catalog in (await discovery.catalog.catalogs(usable)).values():
        selection.actions.update(catalog)
    return selection


async def _by_query(query: str, selection: _Selection, discovery: Discovery) -> SearchReply:
    settings = discovery.settings
    actions = selection.actions
    names = await discovery.catalog.search(query, settings.search_top_k, actions) if actions else []
    results = [
        summary(
            actions[name],
            description_chars=settings.description_max_chars,
            inline_parameters_chars=settings.inline_parameters_max_chars,
        )
        for name in names
        if name in actions
    ]
    hints: list[str] = []
    if not results:
        hints.append(
            "No action matched; try other words (a verb and an object, e.g. 'list issues')."
            if actions
            else "The selected connections offer no actions right now."
        )
    if selection.notes:
        hints.append("Note: " + "; ".join(selection.notes) + ".")
    return SearchReply(results=results, hint=" ".join(hints) or None)


def _by_names(names: list[str], selection: _Selection) -> SearchReply:
    wanted = list(dict.fromkeys(names))
    problems: list[str] = []
    for name in wanted:
        if name in selection.actions:
            continue
        shown = repr(shorten(name, 80))
        parts = split_name(name)
        if parts is None:
            problems.append(f"{shown} is not a name like 'github.get_me'")
        elif parts[0] not in selection.namespaces:
            problems.append(f"{shown} belongs to no connection selected in this conversation")
        else:
            problems.append(f"{shown} is not an action of the selected {parts[0]} connection")
    if problems:
        return SearchReply(error="; ".join(problems) + "; search first to find action names")
    return SearchReply(
        results=[
            summary(selection.actions[n], description_chars=FULL_DESCRIPTION, inline_parameters_chars=None)
            for n in wanted
        ]
    )
