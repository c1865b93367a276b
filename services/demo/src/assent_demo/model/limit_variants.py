"""Demo model variants that push a turn into its limits: one that never stops searching, one that
proposes far more actions than a turn allows.

Both start from the normal plan, so everything else they answer stays honest: ``demo-loop`` replaces
every reply by one more search for the user's words; ``demo-many`` repeats each proposed action until
one response holds ``MANY_PROPOSALS`` of them.
"""

from collections.abc import Mapping, Sequence
from typing import Any

from assent_demo.model.reply import Reply, ToolCall
from assent_demo.model.summaries import EXECUTE, SEARCH
from assent_demo.model.transcript import read_transcript
from assent_demo.model.wording import search_query

MANY_PROPOSALS = 21
"""How many ``assent_execute_tool`` calls ``demo-many`` puts in one response: one over the default
per-turn action limit (20)."""


def endless_search(messages: Sequence[Mapping[str, Any]], reply: Reply) -> Reply:
    """One more ``assent_search_tools`` call, numbered by how many this turn already made; the normal
    ``reply`` when there is no user request to search for."""
    transcript = read_transcript(messages)
    if transcript.user_text is None:
        return reply
    done = sum(1 for batch in transcript.batches for call in batch if call.name == SEARCH)
    query = f"{search_query(transcript.user_text)} (search {done + 1})"
    return Reply(text="Let me look once more.", tool_calls=(ToolCall(SEARCH, {"query": query}),))


def many_proposals(reply: Reply) -> Reply:
    """``reply`` with its ``assent_execute_tool`` calls repeated, in order, up to ``MANY_PROPOSALS``."""
    proposals = [call for call in reply.tool_calls if call.name == EXECUTE]
    if not proposals:
        return reply
    repeated = tuple(proposals[i % len(proposals)] for i in range(MANY_PROPOSALS))
    return Reply(text=reply.text, tool_calls=repeated)
