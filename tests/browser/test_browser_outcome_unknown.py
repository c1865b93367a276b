"""Seed 001: "An interrupted execution can show Outcome unknown: inspect MCP Activity and the external
service before deciding whether to repeat it." The executor is killed (-9) mid ``run_workflow``; a new
executor reclaims the call and reports it as outcome unknown, never running it again."""

from playwright.sync_api import Page, expect

from assent_cli.system import System, service_commands

from .playground import details, proposal, select_tools, send, sign_in, stats, wait_idle


def test_an_interrupted_execution_shows_outcome_unknown_with_its_activity_entry(
    page: Page, web_system: System
) -> None:
    sign_in(page, web_system, "alice")
    select_tools(page, "alice on GitHub")
    before = stats(web_system).get("run_workflow", 0)
    send(page, "Run the workflow ci.yml in acme/widgets for 30 seconds")
    proposal(page, "github.run_workflow").get_by_role("button", name="Approve github.run_workflow").click()
    expect(details(page, "github.run_workflow")).to_contain_text("Running")
    for _ in range(200):
        if stats(web_system).get("run_workflow", 0) == before + 1:
            break
        page.wait_for_timeout(100)
    assert stats(web_system).get("run_workflow", 0) == before + 1

    web_system.kill("executor")
    web_system.start("executor-2", service_commands(web_system.ports)["executor"])
    shown = details(page, "github.run_workflow")
    expect(shown).to_contain_text("Outcome unknown", timeout=60_000)
    expect(shown).to_contain_text(
        "Inspect MCP Activity and the external service before deciding whether to repeat it"
    )
    expect(page.get_by_role("button", name="Retry")).to_have_count(0)
    wait_idle(page)
    assert stats(web_system).get("run_workflow", 0) == before + 1

    shown.get_by_role("link", name="Open this action in MCP Activity").click()
    table = page.get_by_role("table")
    expect(table.get_by_role("row").filter(has_text="github.run_workflow")).to_have_count(1)
    expect(table).to_contain_text("outcome unknown")
