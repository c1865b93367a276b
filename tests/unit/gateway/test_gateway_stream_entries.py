"""Stream ids, typed stream replies and how entries become SSE messages."""

import pytest

from assent_gateway.redis_replies import entries, is_after, read_reply, stream_id, text
from assent_gateway.turn_events import keepalive, to_message


@pytest.mark.parametrize("value", ["", "1", "1-", "-1", "a-1", "1-b", "1-2-3", "+", "$"])
def test_only_stream_ids_parse(value: str) -> None:
    with pytest.raises(ValueError):
        stream_id(value)


def test_ids_compare_numerically() -> None:
    assert stream_id("1700000000000-12") == (1700000000000, 12)
    assert is_after("10-0", "9-5")
    assert is_after("9-10", "9-9")
    assert not is_after("9-9", "9-9")


def test_replies_are_typed_whatever_the_decoding_and_protocol() -> None:
    raw = [(b"1-0", {b"data": b"{}"}), ("2-0", {"data": "x"}), (b"3-0", None)]
    assert entries(raw) == [("1-0", {"data": "{}"}), ("2-0", {"data": "x"}), ("3-0", {})]
    assert read_reply([[b"s", raw[:1]]]) == [("s", [("1-0", {"data": "{}"})])]
    assert read_reply({b"s": raw[:1]}) == [("s", [("1-0", {"data": "{}"})])]
    assert read_reply(None) == []
    assert (text(None), text(b"x"), text(3)) == ("", "x", "3")


def test_an_entry_becomes_an_sse_message_with_its_id_and_type() -> None:
    message = to_message("5-1", {"data": '{"type": "turn.started", "turn_id": "t"}'})
    assert message is not None
    assert (message.id, message.event, message.data) == (
        "5-1",
        "turn.started",
        '{"type": "turn.started", "turn_id": "t"}',
    )
    encoded = message.encode().decode()
    assert "id: 5-1\r\n" in encoded and "event: turn.started\r\n" in encoded


@pytest.mark.parametrize("fields", [{}, {"data": "nope"}, {"data": "[1]"}, {"data": '{"type": 3}'}])
def test_an_unreadable_entry_becomes_nothing(fields: dict[str, str]) -> None:
    assert to_message("1-0", fields) is None


def test_keepalive_is_a_comment_only() -> None:
    assert keepalive().encode() == b": keepalive\r\n\r\n"
