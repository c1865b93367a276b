"""``demo-recall``: a model that remembers the actions it found in earlier turns of the transcript.

A real model that searched for ``github.create_issue`` two turns ago calls ``assent_execute_tool`` at
once when asked again, without searching first. This variant does the same: when the user just
spoke and the transcript's earlier searches found an action that fits the request, with its
parameters known and filled from the user's words, it proposes that action directly. Otherwise it
answers as the normal plan does. It lets tests reach ``assent_execute_tool`` in a later turn, e.g.
after the connection changed.
"""

from collections.abc import Mapping, Sequence
from typing import Any

from assent_demo.model.arguments import fill_arguments
from assent_demo.model.choosing import best_match
from assent_demo.model.findings import gather
from assent_demo.model.reply import Reply, ToolCall
from assent_demo.model.summaries import EXECUTE, SEARCH
from assent_demo.model.transcript import read_transcript


def recalled(messages: Sequence[Mapping[str, Any]], reply: Reply) -> Reply:
    """``assent_execute_tool`` for the earlier-found action fitting the user's new request, else ``reply``."""
    transcript = read_transcript(messages)
    searches_now = any(call.name == SEARCH for call in reply.tool_calls)
    if transcript.last_role != "user" or transcript.user_text is None or not searches_now:
        return reply
    findings = gather([exchange for exchange in transcript.exchanges if exchange.name == SEARCH])
    action = best_match(transcript.user_text, findings.ranked)
    if action is None:
        return reply
    name = str(action["name"])
    fill = fill_arguments(findings.parameters(name), transcript.user_text)
    if findings.parameters(name) is None or fill.missing:
        return reply
    return Reply(tool_calls=(ToolCall(EXECUTE, {"name": name, "arguments": fill.arguments}),))
