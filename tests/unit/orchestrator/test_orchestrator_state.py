"""Pure transitions of the turn's state."""

from datetime import UTC, datetime

import pytest

from assent_contracts.events import ConnectionRef
from assent_contracts.limits import Limits
from assent_orchestrator.state import (
    Proposal,
    ToolCallSlot,
    TurnState,
    all_decided,
    apply_decisions,
    close_batch,
)


def proposal(pid: str) -> Proposal:
    return Proposal(
        proposal_id=pid,
        name="github.get_me",
        arguments={},
        tool_name="get_me",
        connection=ConnectionRef(id="c", toolkit="github", display_name="GitHub"),
        action_revision="ar",
        connection_revision="cr",
    )


def state_with(*slots: ToolCallSlot) -> TurnState:
    return TurnState(
        turn_id="turn_1",
        conversation_id="conv_1",
        user_id="alice",
        model="m",
        provider_id="p",
        limits=Limits(),
        conversation_expires_at=datetime(2100, 1, 1, tzinfo=UTC),
        batch=list(slots),
    )


def test_decisions_from_the_hash_are_applied_once() -> None:
    state = state_with(
        ToolCallSlot(tool_call_id="a", result="{}"),
        ToolCallSlot(tool_call_id="b", proposal=proposal("p1")),
        ToolCallSlot(tool_call_id="c", proposal=proposal("p2")),
    )
    decided = apply_decisions(state, {"p1": "approve", "p2": "pending"})
    assert [(p.proposal_id, s) for p, s in decided] == [("p1", "approve")]
    assert not all_decided(state)
    assert apply_decisions(state, {"p1": "approve", "p2": "expired"})[0][0].status == "declined"
    assert apply_decisions(state, {"p1": "approve", "p2": "expired"}) == []
    assert all_decided(state)


def test_closing_a_batch_answers_every_call_in_order() -> None:
    state = state_with(ToolCallSlot(tool_call_id="a", result="1"), ToolCallSlot(tool_call_id="b", result="2"))
    close_batch(state)
    assert state.messages == [
        {"role": "tool", "tool_call_id": "a", "content": "1"},
        {"role": "tool", "tool_call_id": "b", "content": "2"},
    ]
    assert state.batch == []


def test_a_batch_with_an_unanswered_call_cannot_close() -> None:
    state = state_with(ToolCallSlot(tool_call_id="a", proposal=proposal("p1")))
    with pytest.raises(ValueError, match="no result"):
        close_batch(state)
