import { describe, expect, it } from "vitest";
import type { TurnEvent } from "../api/types";
import { applyEvent, newTurn } from "./turnState";

const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString();
const base = { turn_id: "turn_1" };

function run(events: [string, TurnEvent][]) {
  return events.reduce((state, [id, event]) => applyEvent(state, event, id), newTurn("turn_1"));
}

const proposed = (id: string, name: string, s: number): TurnEvent => ({
  ...base,
  at: at(s),
  type: "action.proposed",
  proposal_id: id,
  name,
  arguments: { repo: "acme/widgets" },
  connection: { id: "conn", toolkit: "github", display_name: "alice on GitHub" },
  annotations: { readOnlyHint: true },
});

describe("applyEvent", () => {
  it("groups proposals of one response together, in order, and follows each to its result", () => {
    const state = run([
      ["1-0", { ...base, at: at(0), type: "round.started", round: 1 }],
      ["2-0", { ...base, at: at(1), type: "discovery.searched", query: "issues", results: ["github.list_issues"] }],
      ["3-0", proposed("p1", "github.list_issues", 2)],
      ["4-0", proposed("p2", "github.create_issue", 2)],
      ["5-0", { ...base, at: at(3), type: "action.decided", proposal_id: "p1", decision: "approve" }],
      ["6-0", { ...base, at: at(3), type: "action.decided", proposal_id: "p2", decision: "decline" }],
      ["7-0", { ...base, at: at(4), type: "action.started", proposal_id: "p1" }],
      ["8-0", { ...base, at: at(5), type: "action.completed", proposal_id: "p1", status: "succeeded", result: { n: 2 }, duration_ms: 40 }],
    ]);
    expect(state.blocks.map((b) => b.kind)).toEqual(["search", "proposals"]);
    expect(state.blocks[1]).toEqual({ kind: "proposals", ids: ["p1", "p2"] });
    expect(state.proposals["p1"]).toMatchObject({ phase: "succeeded", durationMs: 40, result: { n: 2 } });
    expect(state.proposals["p2"]?.phase).toBe("declined");
    expect(state.spans.map((s) => s.kind)).toEqual(["round", "search", "approval", "approval", "execution"]);
  });

  it("ignores an event it has already seen, so a resumed stream cannot apply one twice", () => {
    const delta: TurnEvent = { ...base, at: at(1), type: "message.delta", text: "Hello " };
    let state = run([["1-0", { ...base, at: at(0), type: "round.started", round: 1 }], ["2-0", delta]]);
    state = applyEvent(state, delta, "2-0");
    state = applyEvent(state, { ...delta, text: "world" }, "10-0");
    expect(state.blocks).toEqual([{ kind: "text", round: 1, text: "Hello world" }]);
  });

  it("marks an action sent before Stop as one that may still complete", () => {
    const state = run([
      ["1-0", proposed("p1", "github.run_workflow", 0)],
      ["2-0", { ...base, at: at(1), type: "action.decided", proposal_id: "p1", decision: "approve" }],
      ["3-0", { ...base, at: at(2), type: "action.started", proposal_id: "p1" }],
      ["4-0", { ...base, at: at(3), type: "turn.stopped", cancelled_proposals: [], in_flight: ["p1"] }],
    ]);
    expect(state.proposals["p1"]).toMatchObject({ phase: "running", inFlightAtStop: true });
    expect(state.ending).toEqual({ type: "stopped", cancelled: [], inFlight: ["p1"] });
    expect(state.spans.find((s) => s.kind === "execution")?.end).toBeNull();
  });
});
