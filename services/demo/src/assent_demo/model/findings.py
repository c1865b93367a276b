"""What this turn's ``assent_search_tools`` calls found, gathered from their tool results."""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from assent_demo.model.transcript import Exchange


@dataclass
class Findings:
    by_query: dict[str, list[Mapping[str, Any]]] = field(default_factory=dict)
    ranked: list[Mapping[str, Any]] = field(default_factory=list)
    """Every result of a query search, in the order found, each name once."""
    actions: dict[str, Mapping[str, Any]] = field(default_factory=dict)
    read: dict[str, str | None] = field(default_factory=dict)
    """Names whose parameters were asked for with ``names``: ``None`` when read, else the error."""
    errors: dict[str, str] = field(default_factory=dict)
    """Search call id -> the error its result reported."""

    def parameters(self, name: str) -> dict[str, Any] | None:
        """The action's parameter schema once known: inline in a search result, or read by name
        (an action read by name whose result carries no parameters takes none)."""
        action = self.actions.get(name) or {}
        parameters = action.get("parameters")
        if isinstance(parameters, Mapping):
            return dict(parameters)
        if name in self.read and self.read[name] is None and name in self.actions:
            return {}
        return None


def gather(searches: Sequence[Exchange]) -> Findings:
    findings = Findings()
    for search in searches:
        payload = search.result_object()
        error = payload.get("error")
        if error or search.result is None:
            findings.errors[search.call_id] = str(error or "no result")
        results = [r for r in payload.get("results") or [] if isinstance(r, Mapping) and r.get("name")]
        for result in results:
            name = str(result["name"])
            known = findings.actions.get(name)
            if known is None or isinstance(result.get("parameters"), Mapping):
                findings.actions[name] = result
        query = search.arguments.get("query")
        if isinstance(query, str):
            findings.by_query[query] = results
            seen = {str(r["name"]) for r in findings.ranked}
            findings.ranked.extend(r for r in results if str(r["name"]) not in seen)
        names = search.arguments.get("names")
        if isinstance(names, list):
            returned = {str(r["name"]) for r in results}
            for name in map(str, names):
                findings.read[name] = None if name in returned else str(error or "not found")
    return findings
