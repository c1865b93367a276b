"""Seed 001's honest states: a dropped event stream is reconnected with ``Last-Event-ID`` and the page
resumes the same turn, nothing shown twice and no action replayed. The gateway is killed (-9) while
the slow demo model streams, so events are written while no stream is open, and started again."""

import json

import httpx
from playwright.sync_api import Page, Request, expect

from assent_cli.system import System, service_commands, wait_healthy

from .playground import (
    choose_model,
    details,
    proposal,
    select_tools,
    send,
    sign_in,
    stats,
    token_for,
    wait_idle,
)


def restart_gateway(system: System) -> None:
    system.start("gateway", service_commands(system.ports)["gateway"])
    wait_healthy(system.base_url, {"gateway": system.processes["gateway"]}, timeout=60)


def replayed_events(system: System, events_path: str) -> list[dict[str, object]]:
    """The turn's events as the API replays them from the start, after the turn has ended."""
    headers = {"Authorization": f"Bearer {token_for(system, 'alice')}"}
    events: list[dict[str, object]] = []
    with httpx.stream("GET", system.base_url + events_path, headers=headers, timeout=30) as answer:
        for line in answer.iter_lines():
            if line.startswith("data: "):
                events.append(json.loads(line.removeprefix("data: ")))
    return events


def test_a_dropped_stream_resumes_the_same_turn_with_last_event_id(page: Page, web_system: System) -> None:
    streams: list[Request] = []
    page.on(
        "request", lambda r: streams.append(r) if r.url.endswith("/events") and "/turns/" in r.url else None
    )
    sign_in(page, web_system, "alice")
    select_tools(page, "alice on GitHub")
    choose_model(page, "demo-slow")
    before = stats(web_system).get("get_me", 0)
    send(page, "Who am I on GitHub?")
    assistant = page.get_by_role("list", name="Transcript").get_by_label("Assistant").last
    card = proposal(page, "github.get_me")
    with page.expect_response(lambda r: r.url.endswith("/decision")) as decided:
        card.get_by_role("button", name="Approve github.get_me").click()
    assert decided.value.status == 202

    # The action runs and the slow model streams its answer while no stream is open.
    web_system.kill("gateway")
    try:
        expect(page.get_by_text("Connection lost: reconnecting to the same turn…")).to_be_visible()
    finally:
        restart_gateway(web_system)
    expect(details(page, "github.get_me")).to_contain_text("Succeeded", timeout=60_000)
    wait_idle(page)
    expect(page.get_by_text("Connection lost: reconnecting to the same turn…")).to_have_count(0)
    expect(page.get_by_text("The event stream was interrupted.")).to_have_count(0)
    assert stats(web_system).get("get_me", 0) == before + 1  # run once, never replayed

    assert len(streams) >= 2, [r.url for r in streams]
    assert streams[0].headers.get("last-event-id") is None
    resumed = [r.headers.get("last-event-id") for r in streams[1:]]
    assert all(resumed), resumed  # every reconnection says where the page was
    assert len({r.url for r in streams}) == 1  # the same turn's stream, not a new turn

    events = replayed_events(web_system, "/" + streams[0].url.split("/", 3)[3])
    deltas = "".join(str(e["text"]) for e in events if e["type"] == "message.delta")
    shown = "".join(assistant.locator(".assistant-text").all_inner_texts())
    assert "login: alice" in deltas
    assert " ".join(shown.split()) == " ".join(deltas.split())  # every chunk once, none missing
    proposed = [e for e in events if e["type"] == "action.proposed"]
    assert len(proposed) == 1
    expect(page.get_by_role("list", name="Transcript").get_by_role("article")).to_have_count(1)
    completed = [e for e in events if e["type"] == "action.completed"]
    assert [e["status"] for e in completed] == ["succeeded"]
