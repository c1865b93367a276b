"""The demo model's plan: plain rules that decide one round's reply from the request's messages.

1. The user just spoke: call a client-side tool the user names, else ``assent_search_tools`` with a
   query made of the user's words (one search per request when the message asks for several things).
2. Searches came back: pick the best match per request; read its parameters by name when the search
   did not include them; then propose ``assent_execute_tool`` with arguments taken from the user's
   words, or ask for what is missing, or say that nothing matched.
3. Actions or client tools came back: summarise their results in plain words.
"""

from collections.abc import Mapping, Sequence
from typing import Any

from assent_demo.model.arguments import Missing, fill_arguments
from assent_demo.model.choosing import best_match
from assent_demo.model.findings import Findings, gather
from assent_demo.model.reply import Reply, ToolCall
from assent_demo.model.summaries import EXECUTE, SEARCH, summarise_batch
from assent_demo.model.transcript import Exchange, read_transcript
from assent_demo.model.wording import search_query, split_requests

GREETING = "Hello! I am the Assent demo model. Ask me for something and I will plan it with my tools."


def plan(
    messages: Sequence[Mapping[str, Any]],
    tools: Sequence[Mapping[str, Any]] | None = None,
    tool_choice: str | Mapping[str, Any] | None = None,
    parallel_tool_calls: bool = True,
) -> Reply:
    transcript = read_transcript(messages)
    offered = offered_tools(tools or (), tool_choice)
    if transcript.user_text is None:
        return Reply(text=GREETING)
    if transcript.last_role == "user":
        return _answer_request(transcript.user_text, offered, parallel_tool_calls)
    if transcript.batches and transcript.last_role == "tool":
        latest = transcript.batches[-1]
        if all(exchange.name == SEARCH for exchange in latest):
            searches = [e for batch in transcript.batches for e in batch if e.name == SEARCH]
            return _after_search(transcript.user_text, searches, latest, offered, parallel_tool_calls)
        return Reply(text=summarise_batch(latest))
    return Reply(text="Is there anything else I can do for you?")


def offered_tools(
    tools: Sequence[Mapping[str, Any]], tool_choice: str | Mapping[str, Any] | None
) -> dict[str, Mapping[str, Any]]:
    """Name -> parameter schema of the function tools the model may call in this round."""
    if tool_choice == "none":
        return {}
    offered: dict[str, Mapping[str, Any]] = {}
    for tool in tools:
        function = tool.get("function")
        if tool.get("type", "function") != "function" or not isinstance(function, Mapping):
            continue
        if function.get("name"):
            offered[str(function["name"])] = function.get("parameters") or {}
    forced = tool_choice.get("function") if isinstance(tool_choice, Mapping) else None
    if isinstance(forced, Mapping) and forced.get("name") in offered:
        return {str(forced["name"]): offered[str(forced["name"])]}
    return offered


def named_client_tools(text: str, offered: Mapping[str, Mapping[str, Any]]) -> list[str]:
    """Client-side tools (not Assent's helpers) whose name the user wrote, as ``get_weather`` or
    ``get weather``."""
    lowered = f" {' '.join(text.lower().split())} "
    named = []
    for name in offered:
        if name in (SEARCH, EXECUTE):
            continue
        spoken = " ".join(name.lower().replace("_", " ").replace("-", " ").split())
        if name.lower() in lowered or f" {spoken} " in lowered:
            named.append(name)
    return named


def _answer_request(text: str, offered: Mapping[str, Mapping[str, Any]], parallel: bool) -> Reply:
    if not offered:
        return Reply(text=f"I can only act through tools, and none are offered here. You said: {text}")
    client = named_client_tools(text, offered)
    if client:
        fills = {name: fill_arguments(offered[name], text) for name in client}
        missing = [(name, fill.missing) for name, fill in fills.items() if fill.missing]
        if missing:
            return Reply(text=ask_for(missing))
        calls = tuple(ToolCall(name, fill.arguments) for name, fill in fills.items())
        return Reply(tool_calls=calls if parallel else calls[:1])
    if SEARCH not in offered:
        return Reply(text=f"None of the tools I am offered ({', '.join(offered)}) fits this request.")
    queries = list(dict.fromkeys(search_query(r) for r in _requests(text, parallel)))
    return Reply(tool_calls=tuple(ToolCall(SEARCH, {"query": q}) for q in queries))


def _after_search(
    text: str,
    searches: Sequence[Exchange],
    latest: Sequence[Exchange],
    offered: Mapping[str, Mapping[str, Any]],
    parallel: bool,
) -> Reply:
    findings = gather(searches)
    failed = [findings.errors[e.call_id] for e in latest if e.call_id in findings.errors]
    if len(failed) == len(latest) and not findings.actions:
        return Reply(text=f"The search for actions failed: {failed[0]}.")
    requests = _requests(text, parallel)
    picks = [(r, best_match(r, findings.by_query.get(search_query(r)) or findings.ranked)) for r in requests]
    matched = [(request, str(action["name"])) for request, action in picks if action is not None]
    if not matched:
        query = search_query(text)
        return Reply(text=f"I searched the connected tools for “{query}” but no action matches it.")
    unread = [n for _, n in matched if findings.parameters(n) is None and n not in findings.read]
    unread = list(dict.fromkeys(unread))
    if unread and SEARCH in offered:
        return Reply(tool_calls=(ToolCall(SEARCH, {"names": unread}),))
    unreadable = [n for _, n in matched if findings.parameters(n) is None]
    if unreadable:
        reason = findings.read.get(unreadable[0]) or "they were not returned"
        return Reply(text=f"I could not read the parameters of {unreadable[0]}: {reason}.")
    if EXECUTE not in offered:
        names = ", ".join(n for _, n in matched)
        return Reply(text=f"I found {names}, but I am not offered {EXECUTE}, so I cannot propose it.")
    return _propose(text, matched, findings, unmatched=[r for r, a in picks if a is None], parallel=parallel)


def _propose(
    text: str, matched: list[tuple[str, str]], findings: Findings, unmatched: list[str], parallel: bool
) -> Reply:
    context = text if len(matched) > 1 or unmatched else None
    fills = [(name, fill_arguments(findings.parameters(name), request, context)) for request, name in matched]
    missing = [(name, fill.missing) for name, fill in fills if fill.missing]
    if missing:
        return Reply(text=ask_for(missing))
    calls = tuple(ToolCall(EXECUTE, {"name": name, "arguments": fill.arguments}) for name, fill in fills)
    note = " ".join(f"I found no action for “{search_query(r)}”." for r in unmatched)
    return Reply(text=note, tool_calls=calls if parallel else calls[:1])


def ask_for(missing: Sequence[tuple[str, Sequence[Missing]]]) -> str:
    parts = []
    for action, items in missing:
        needs = "; ".join(_describe_missing(m) for m in items)
        parts.append(f"To use {action} I still need: {needs}.")
    return " ".join(parts) + " Tell me and I will propose it."


def _describe_missing(missing: Missing) -> str:
    description = f" ({missing.description})" if missing.description else ""
    return f"{missing.name}{description}, {missing.hint}"


def _requests(text: str, parallel: bool) -> list[str]:
    return split_requests(text) if parallel else [text]
