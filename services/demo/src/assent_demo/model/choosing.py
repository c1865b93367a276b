"""Picking the action that fits a request best among search results."""

from collections.abc import Mapping, Sequence
from typing import Any

from assent_demo.model.wording import concepts

# Another result replaces the first one only when it fits the request clearly better than this.
CLEAR_MARGIN = 3


def relevance(request: str, result: Mapping[str, Any]) -> int:
    """Words the request shares with the action: a word of its name counts 2, of its description 1."""
    wanted = concepts(request)
    name = concepts(str(result.get("name", "")), is_name=True)
    description = concepts(str(result.get("description", "")))
    return 2 * len(wanted & name) + len(wanted & description)


def best_match(request: str, results: Sequence[Mapping[str, Any]]) -> Mapping[str, Any] | None:
    """The first result (search already ranked them), unless another fits the words clearly better."""
    candidates = [r for r in results if isinstance(r, Mapping) and r.get("name")]
    if not candidates:
        return None
    first = candidates[0]
    challenger = max(candidates, key=lambda r: relevance(request, r))
    if relevance(request, challenger) >= relevance(request, first) + CLEAR_MARGIN:
        return challenger
    return first
