"""Values written in a request (an email address, a phone number, a #channel) name the parameter kind."""

from __future__ import annotations

import pytest

from assent_discovery.engine import ActionDocument, SearchEngine
from assent_discovery.engine.values import value_kinds

# Two actions that share every word but the kind of recipient they take.
CATALOG = [
    ActionDocument(
        "mail.send_message",
        None,
        "Send a message.",
        {"type": "object", "properties": {"to": {"type": "string", "description": "Email address"}}},
    ),
    ActionDocument(
        "sms.send_message",
        None,
        "Send a message.",
        {"type": "object", "properties": {"to": {"type": "string", "description": "Phone number"}}},
    ),
    ActionDocument(
        "chat.send_message",
        None,
        "Send a message.",
        {"type": "object", "properties": {"channel": {"type": "string", "description": "Channel name"}}},
    ),
]


@pytest.mark.parametrize(
    ("request_text", "kinds"),
    [
        ("write to bob@example.com", [["email", "address"]]),
        ("text +1 555 123 4567 that I'm late", [["phone", "number"]]),
        ("call (555) 123-4567", [["phone", "number"]]),
        ("post it in #finance", [["channel"]]),
        ("ping @maria about it", [["user", "username"]]),
        ("open https://example.com/a?b=c", [["url", "link"]]),
        ("refund $25 to the customer", [["amount"]]),
        ("share report.pdf", [["file"]]),
        ("is 10.0.0.12 up", [["ip", "address"]]),
        ("send the weekly summary", []),
        ("issue #42 and C# code", []),  # a number after # is not a channel; neither is C#
    ],
)
def test_value_shapes_in_a_request(request_text: str, kinds: list[list[str]]) -> None:
    assert value_kinds(request_text) == kinds


def test_an_email_address_in_the_request_picks_the_action_that_takes_one() -> None:
    engine = SearchEngine.build(CATALOG, semantic=False)
    assert engine.search("send bob@example.com a message", 3)[0][0] == "mail.send_message"
    assert engine.search("send +44 20 7946 0958 a message", 3)[0][0] == "sms.send_message"
    assert engine.search("send a message to #general", 3)[0][0] == "chat.send_message"
