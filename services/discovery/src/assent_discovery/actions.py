"""From listed MCP tools to catalogued actions: semantic names and revisions."""

import hashlib
import json
import logging
import re
from collections.abc import Iterable
from typing import Any

from jsonschema import Draft202012Validator, SchemaError

from assent_contracts.directory import Connection, connection_revision
from assent_contracts.discovery import ActionDefinition
from assent_discovery.listing import ListedTool

log = logging.getLogger(__name__)

_TOOL_NAME = re.compile(r"^[A-Za-z0-9_.\-]{1,128}$")


def semantic_name(toolkit: str, tool_name: str) -> str:
    """``github.get_me``: the toolkit slug is the namespace."""
    return f"{toolkit}.{tool_name}"


def split_name(name: str) -> tuple[str, str] | None:
    namespace, dot, tool = name.partition(".")
    return (namespace, tool) if dot and namespace and tool else None


def canonical_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


REVISION_HEX_DIGITS = 12
"""An action revision is ``a-`` and this many hex digits (tests that scan for leaks match its shape)."""


def action_revision(connection_rev: str, tool: ListedTool) -> str:
    """Stable hash of the connection's revision and everything the tool's definition says.

    48 bits: a revision is only ever compared with another revision of the same action, so the
    short form is as safe as a long one, and every conversation context stores one per action found."""
    definition = {
        "connection_revision": connection_rev,
        "name": tool.name,
        "title": tool.title,
        "description": tool.description,
        "input_schema": tool.input_schema,
        "annotations": tool.annotations,
    }
    return "a-" + hashlib.sha256(canonical_json(definition).encode()).hexdigest()[:REVISION_HEX_DIGITS]


def _usable(tool: ListedTool) -> bool:
    if not _TOOL_NAME.match(tool.name):
        return False
    try:
        Draft202012Validator.check_schema(tool.input_schema)
    except SchemaError:
        return False
    return tool.input_schema.get("type", "object") == "object"


def definitions_for(connection: Connection, tools: Iterable[ListedTool]) -> dict[str, ActionDefinition]:
    """The connection's actions by semantic name; a tool with a bad name or schema, or a repeated
    name, is left out."""
    revision = connection_revision(connection.id, connection.config_version)
    definitions: dict[str, ActionDefinition] = {}
    for tool in tools:
        name = semantic_name(connection.toolkit, tool.name)
        if not _usable(tool) or name in definitions:
            log.warning(
                "connection %s: tool %.60r left out (bad name, schema or a duplicate)",
                connection.id,
                tool.name,
            )
            continue
        definitions[name] = ActionDefinition(
            name=name,
            tool_name=tool.name,
            connection_id=connection.id,
            title=tool.title,
            description=tool.description,
            input_schema=tool.input_schema,
            annotations=tool.annotations,
            revision=action_revision(revision, tool),
        )
    return definitions
