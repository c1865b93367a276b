"""How an action looks to the model: its semantic name, a short description, and small parameters inline."""

from assent_contracts.discovery import ActionDefinition, ActionSummary
from assent_discovery.actions import canonical_json


def shorten(text: str, limit: int) -> str:
    """At most ``limit`` characters, cut at a word boundary with an ellipsis."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space > limit // 2:
        cut = cut[:space]
    return cut.rstrip(" ,;:.") + "…"


def summary(
    definition: ActionDefinition, *, description_chars: int, inline_parameters_chars: int | None
) -> ActionSummary:
    """``inline_parameters_chars=None`` always includes the parameters (reading them by name)."""
    schema_size = len(canonical_json(definition.input_schema))
    inline = inline_parameters_chars is None or schema_size <= inline_parameters_chars
    return ActionSummary(
        name=definition.name,
        description=shorten(definition.description or definition.title or "", description_chars),
        read_only=definition.annotations.get("readOnlyHint") is True,
        parameters=definition.input_schema if inline else None,
    )
