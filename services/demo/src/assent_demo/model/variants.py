"""The demo model ids and how each behaves, for fault tests of the services that call the model."""

from collections.abc import Mapping, Sequence
from typing import Any

from assent_demo.model.limit_variants import endless_search, many_proposals
from assent_demo.model.recall_variant import recalled
from assent_demo.model.reply import Reply
from assent_demo.model.summaries import EXECUTE
from assent_demo.model.transcript import read_transcript

DEMO = "demo"
"""Plans normally."""
DEMO_SLOW = "demo-slow"
"""Plans normally, each streamed chunk delayed by the slow delay (for stop tests)."""
DEMO_FAIL = "demo-fail"
"""HTTP 500 on every request (an initial model error)."""
DEMO_FAIL_AFTER_ACTION = "demo-fail-after-action"
"""Normal until an ``assent_execute_tool`` result with status ``succeeded`` is in the messages, then
HTTP 500 (a broken continuation after an approved action)."""

DEMO_LOOP = "demo-loop"
"""Every response is one more ``assent_search_tools`` call: it never finishes (the round limit)."""
DEMO_MANY = "demo-many"
"""Plans normally, but repeats each proposed action until a response holds 21 (the action limit)."""

DEMO_RECALL = "demo-recall"
"""Plans normally, but proposes an action found by an earlier turn's search at once, without searching
again (as a real model remembering the transcript does)."""

MODEL_IDS = (DEMO, DEMO_SLOW, DEMO_FAIL, DEMO_FAIL_AFTER_ACTION, DEMO_LOOP, DEMO_MANY, DEMO_RECALL)


def failure(model: str, messages: Sequence[Mapping[str, Any]]) -> str | None:
    """Why this request must fail with HTTP 500, or ``None`` when it is answered normally."""
    if model == DEMO_FAIL:
        return "The demo model fails every request (model demo-fail)."
    if model == DEMO_FAIL_AFTER_ACTION and any(
        exchange.name == EXECUTE and exchange.result_object().get("status") == "succeeded"
        for exchange in read_transcript(messages).exchanges
    ):
        return "The demo model fails once an action succeeded (model demo-fail-after-action)."
    return None


def vary(model: str, messages: Sequence[Mapping[str, Any]], reply: Reply) -> Reply:
    """The reply ``model`` gives, from the normal plan's ``reply``."""
    if model == DEMO_LOOP:
        return endless_search(messages, reply)
    if model == DEMO_MANY:
        return many_proposals(reply)
    if model == DEMO_RECALL:
        return recalled(messages, reply)
    return reply
