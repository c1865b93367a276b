"""The two function tools the model gets instead of the connected accounts' actions."""

import copy
from typing import Any

from assent_contracts.tool_definitions import EXECUTE_TOOL, SEARCH_TOOL

_SEARCH_DEFINITION: dict[str, Any] = {
    "type": "function",
    "function": {
        "name": SEARCH_TOOL,
        "description": (
            "Find actions on the user's connected accounts. Search by what you want to do with `query` "
            "(for example 'list my open issues'); results name each action as namespace.action "
            "(for example github.list_issues) and may include small parameter schemas. Before proposing "
            "an action whose parameters you have not seen, read its complete parameters by passing its "
            "exact names in `names`. Searching and reading parameters never perform an action."
        ),
        "parameters": {
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "What you want to do, in plain words."},
                "names": {
                    "type": "array",
                    "items": {"type": "string"},
                    "description": "Exact action names (namespace.action) whose complete parameters to read.",
                },
            },
            "required": [],
            "additionalProperties": False,
        },
    },
}

_EXECUTE_DEFINITION: dict[str, Any] = {
    "type": "function",
    "function": {
        "name": EXECUTE_TOOL,
        "description": (
            "Propose one action found with assent_search_tools, by its exact name and with arguments that "
            "match its parameters. This proposes the action; it runs only after the user approves it, and "
            "the result (or the user's decline) comes back as this tool call's result. Several proposals "
            "in one response are shown together and run one after another, in order."
        ),
        "parameters": {
            "type": "object",
            "properties": {
                "name": {"type": "string", "description": "The action's exact name, namespace.action."},
                "arguments": {"type": "object", "description": "The action's arguments."},
            },
            "required": ["name", "arguments"],
            "additionalProperties": False,
        },
    },
}


def helper_definitions() -> list[dict[str, Any]]:
    """The helpers as OpenAI function tools (a fresh copy each call)."""
    return copy.deepcopy([_SEARCH_DEFINITION, _EXECUTE_DEFINITION])
