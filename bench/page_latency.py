"""Issue 13: the Playground page in Debian's Chromium (Playwright), against the whole system.

    .venv/bin/python bench/page_latency.py [--iterations 10] [--loads 5]

1. **First load**: a fresh browser context (empty cache) opens ``/``; bytes transferred (the
   Resource Timing ``transferSize`` of the document and every file it loads) and time to interactive
   (navigation start → the sign-in form is in the page and its script ran, taken in the page by an
   observer Playwright installs before any page script). Baseline in the same run: the same load again
   in the same context, where the hashed assets come from the cache (``immutable``).
   The tool editor (CodeMirror) is a separate chunk loaded with the first tool: its bytes are shown too.
2. **Approve → result on screen**: per turn, "Who am I on GitHub?" → the page shows the proposal →
   a click on **Approve** → the action's details show "Succeeded" with its result, timed in the page
   (``performance.now()`` around the click, a MutationObserver for the result). Baseline, alternated
   turn by turn: the same step for an HTTP + SSE client (``action.proposed`` read → decision posted →
   ``action.completed`` read), so the ratio is what the page adds (React rendering, the browser's
   EventSource) on top of the API.

Prints p50/p99 and ratios; asserts nothing about time.
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect, sync_playwright

from assent_cli.system import System
from assent_cli.tokens import dev_token

sys.path.insert(0, str(Path(__file__).resolve().parent))

import harness
from harness import ms, ratio, summarize

WATCH_SIGN_IN = """
new MutationObserver((_, observer) => {
  if (document.getElementById("dev-token")) {
    window.__interactive = performance.now();
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true });
"""

TRANSFERRED = """() => [
  ...performance.getEntriesByType("navigation"),
  ...performance.getEntriesByType("resource"),
].map((e) => [e.name, e.transferSize, e.encodedBodySize])"""

APPROVE_UNTIL_SHOWN = """(name) => new Promise((resolve) => {
  const labelled = (selector, label) =>
    [...document.querySelectorAll(selector)].filter((e) => e.getAttribute("aria-label") === label).pop();
  const shown = () => {
    const details = labelled('[role="group"]', `Details of ${name}`);
    return details && details.textContent.includes("Succeeded") && details.querySelector("details");
  };
  const started = performance.now();
  const observer = new MutationObserver(() => {
    if (shown()) {
      observer.disconnect();
      resolve(performance.now() - started);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  labelled("button", `Approve ${name}`).click();
})"""


def first_loads(page: Page, url: str) -> tuple[float, int, float, int]:
    """(time to interactive ms, bytes transferred) for a cold load, then for a warm reload."""
    page.goto(url)
    page.wait_for_function("() => window.__interactive !== undefined")
    cold = page.evaluate("() => window.__interactive")
    cold_bytes = sum(size for _, size, _ in page.evaluate(TRANSFERRED))
    page.reload()
    page.wait_for_function("() => window.__interactive !== undefined")
    warm = page.evaluate("() => window.__interactive")
    warm_bytes = sum(size for _, size, _ in page.evaluate(TRANSFERRED))
    return cold, cold_bytes, warm, warm_bytes


def sign_in_and_select(page: Page, url: str) -> None:
    page.goto(url)
    page.get_by_label("Developer token").fill(dev_token("alice", ttl_s=3600))
    page.get_by_role("button", name="Sign in", exact=True).click()
    page.get_by_role("button", name="Select tools").click()
    page.get_by_role("checkbox", name="alice on GitHub").check()
    page.get_by_role("button", name="Apply").click()


def page_approve(page: Page) -> float:
    page.get_by_label("Message").fill("Who am I on GitHub?")
    page.get_by_role("button", name="Send").click()
    expect(page.get_by_role("button", name="Approve github.get_me").last).to_be_visible(timeout=30_000)
    elapsed = float(page.evaluate(APPROVE_UNTIL_SHOWN, "github.get_me"))
    expect(page.get_by_role("button", name="Stop")).to_have_count(0, timeout=30_000)
    return elapsed


async def api_approve(system: System, conversation: dict[str, str]) -> float:
    async with harness.api_client(system) as client:
        if "id" not in conversation:
            conversation["id"] = await harness.create_conversation(client)
        trace = await harness.walk_turn(client, conversation["id"])
    harness.check_cycle(trace)
    proposed, completed = trace.first("action.proposed"), trace.first("action.completed")
    assert proposed is not None and completed is not None
    return (completed.at - proposed.at) * 1000


def editor_bytes(page: Page) -> int:
    page.get_by_role("button", name="Add function tool").click()
    page.get_by_role("textbox", name="Raw JSON of tool_1").wait_for()
    return sum(size for name, size, _ in page.evaluate(TRANSFERRED) if "ToolEditor" in name)


def main() -> int:
    parser = argparse.ArgumentParser(description="The Playground page: first load and Approve → result.")
    parser.add_argument("--iterations", type=int, default=10)
    parser.add_argument("--loads", type=int, default=5)
    args = parser.parse_args()
    chromium = shutil.which("chromium")
    if chromium is None:
        print("Debian's Chromium is missing: apt-get install -y chromium", file=sys.stderr)
        return 1
    with harness.started() as system, sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        url = system.base_url + "/"
        loads: list[tuple[float, int, float, int]] = []
        for _ in range(args.loads):
            context = browser.new_context(viewport={"width": 1280, "height": 800})
            context.add_init_script(WATCH_SIGN_IN)
            loads.append(first_loads(context.new_page(), url))
            context.close()
        context = browser.new_context(viewport={"width": 1280, "height": 800})
        page = context.new_page()
        sign_in_and_select(page, url)
        chunk = editor_bytes(page)
        page_ms: list[float] = []
        api_ms: list[float] = []
        conversation: dict[str, Any] = {}
        # Playwright's sync API runs an event loop on this thread: the HTTP client runs on another.
        with ThreadPoolExecutor(max_workers=1) as other_thread:
            page_approve(page)  # warm-up of both paths
            other_thread.submit(asyncio.run, api_approve(system, conversation)).result()
            for _ in range(args.iterations):
                page_ms.append(page_approve(page))
                api_ms.append(other_thread.submit(asyncio.run, api_approve(system, conversation)).result())
        context.close()
        browser.close()

    cold = summarize([load[0] / 1000 for load in loads])
    warm = summarize([load[2] / 1000 for load in loads])
    cold_bytes, warm_bytes = loads[0][1], loads[0][3]
    print(f"first load ({args.loads} fresh contexts), to the interactive sign-in form:")
    print(f"  {'':24} {'p50':>9} {'p99':>9} {'bytes':>10}")
    print(f"  {'cold (empty cache)':24} {ms(cold.p50):>9} {ms(cold.p99):>9} {cold_bytes:>10}")
    print(f"  {'warm (cached assets)':24} {ms(warm.p50):>9} {ms(warm.p99):>9} {warm_bytes:>10}")
    print(f"  cold / warm: {ratio(cold.p50, warm.p50)} time, {ratio(cold_bytes, max(warm_bytes, 1))} bytes")
    print(f"  the tool editor chunk (CodeMirror, loaded with the first tool): {chunk} bytes")
    page_stats = summarize([value / 1000 for value in page_ms])
    api_stats = summarize([value / 1000 for value in api_ms])
    print(f"\nApprove → result on screen ({args.iterations} turns each, alternated):")
    print(f"  {'':24} {'p50':>9} {'p99':>9}")
    print(f"  {'page (click → shown)':24} {ms(page_stats.p50):>9} {ms(page_stats.p99):>9}")
    print(f"  {'API (proposed → completed)':24} {ms(api_stats.p50):>9} {ms(api_stats.p99):>9}")
    p50, p99 = ratio(page_stats.p50, api_stats.p50), ratio(page_stats.p99, api_stats.p99)
    print(f"  page / API: {p50} p50, {p99} p99")
    return 0


if __name__ == "__main__":
    sys.exit(main())
