// What became of one action: status, result, duration, and what to do when the outcome is unknown.
// There is deliberately no retry button: Assent never repeats an external action by itself.

import type { Proposal } from "../turn/turnState";
import { JsonView } from "./JsonView";

export const PHASE_TEXT: Record<Proposal["phase"], string> = {
  pending: "Waiting for your decision",
  approved: "Approved, waiting its turn",
  declined: "Declined: nothing was done",
  running: "Running",
  succeeded: "Succeeded",
  failed: "Failed",
  cancelled: "Cancelled: nothing was done",
  outcome_unknown: "Outcome unknown",
};

export function activityHref(proposalId: string): string {
  return `#/activity?approval=${encodeURIComponent(proposalId)}`;
}

export function ActionDetails({ proposal }: { proposal: Proposal }) {
  const { phase } = proposal;
  const settled = !["pending", "approved", "running"].includes(phase);
  const status =
    proposal.kind === "client_tool" && phase === "approved" ? "Approved: the call and its result are below" : PHASE_TEXT[phase];
  const mayStillComplete = proposal.inFlightAtStop === true && (phase === "running" || phase === "approved");
  return (
    <div className="action-details" aria-label={`Details of ${proposal.name}`} role="group">
      <p className={`status status-${phase}`}>
        Status: <strong>{status}</strong>
        {proposal.durationMs !== undefined && settled ? <span> · {proposal.durationMs} ms</span> : null}
      </p>
      {mayStillComplete ? (
        <p className="notice">Sent before Stop: this action may still complete. Its final state appears here if it comes.</p>
      ) : null}
      {phase === "outcome_unknown" ? (
        <p className="notice" role="note">
          The execution was interrupted, so its outcome is unknown. Inspect MCP Activity and the external service before
          deciding whether to repeat it. <a href={activityHref(proposal.id)}>Open this action in MCP Activity</a>
        </p>
      ) : null}
      {proposal.error ? <p className="error-text">{proposal.error}</p> : null}
      {proposal.result !== undefined && proposal.result !== null ? <JsonView value={proposal.result} summary="Result" /> : null}
    </div>
  );
}
