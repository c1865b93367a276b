"""The in-memory Slack workspace: channels, posting, reading, refusals."""

import pytest

from assent_demo.mcp.slack import Slack, SlackError


def test_seed_channels_each_have_a_message():
    slack = Slack()

    channels = slack.list_channels().channels

    assert [(channel.name, channel.messages) for channel in channels] == [("#general", 1), ("#dev", 1)]


def test_posting_appends_and_reading_returns_the_latest_oldest_first():
    slack = Slack()

    one = slack.post_message("acme-bot", "general", "one")
    two = slack.post_message("alice", "#general", "two")

    latest = slack.list_messages("#general", limit=2)
    assert latest.channel == "#general"
    assert latest.messages == [one, two]
    assert one.ts < two.ts
    assert [message.text for message in slack.list_messages("general").messages] == [
        "Welcome to Acme!",
        "one",
        "two",
    ]


@pytest.mark.parametrize(
    "call",
    [
        lambda slack: slack.post_message("acme-bot", "#random", "hi"),
        lambda slack: slack.post_message("acme-bot", "#dev", "  "),
        lambda slack: slack.list_messages("nowhere"),
    ],
)
def test_refusals(call):
    with pytest.raises(SlackError):
        call(Slack())


def test_a_bot_login_is_a_bot():
    assert Slack.me("acme-bot").is_bot is True
    assert Slack.me("alice").is_bot is False
