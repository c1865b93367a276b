// One proposed action: its semantic name, connection, formatted arguments and annotation badges, with
// Approve and Decline while it waits, then its details.

import { useState } from "react";
import type { Decision } from "../api/types";
import type { Proposal } from "../turn/turnState";
import { ActionDetails } from "./ActionDetails";
import { AnnotationBadges } from "./AnnotationBadges";

interface Props {
  proposal: Proposal;
  onDecide: (decision: Decision) => Promise<void>;
  canDecide: boolean;
}

export function ProposalCard({ proposal, onDecide, canDecide }: Props) {
  const [busy, setBusy] = useState(false);
  const headingId = `proposal-${proposal.id}`;
  const decide = async (decision: Decision) => {
    setBusy(true);
    try {
      await onDecide(decision);
    } finally {
      setBusy(false);
    }
  };
  const waiting = proposal.phase === "pending" && canDecide;
  return (
    <article className="proposal" aria-labelledby={headingId}>
      <header>
        <h4 id={headingId}>
          <code>{proposal.name}</code>
        </h4>
        <p className="muted">
          {proposal.kind === "client_tool" ? "Client-side tool: " : "Connection: "}
          {proposal.connection.display_name}
        </p>
        <AnnotationBadges annotations={proposal.annotations} />
      </header>
      <pre aria-label={`Arguments of ${proposal.name}`}>{JSON.stringify(proposal.arguments, null, 2)}</pre>
      {waiting ? (
        <div className="row">
          <button type="button" className="primary" disabled={busy} onClick={() => void decide("approve")} aria-label={`Approve ${proposal.name}`}>
            Approve
          </button>
          <button type="button" disabled={busy} onClick={() => void decide("decline")} aria-label={`Decline ${proposal.name}`}>
            Decline
          </button>
        </div>
      ) : null}
      <ActionDetails proposal={proposal} />
    </article>
  );
}
