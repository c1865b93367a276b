// The inbox of pending approvals from the caller's external agents, live over SSE
// (GET /v1/approvals/events, resumed with Last-Event-ID), with Approve and Decline.

import { useEffect, useState } from "react";
import { ProblemError } from "../api/client";
import { useClient } from "../api/clientContext";
import type { ApprovalEvent, Decision, PendingApproval, Problem } from "../api/types";
import { AnnotationBadges } from "./AnnotationBadges";
import { ProblemMessage } from "./ProblemMessage";

function without(pending: Record<string, PendingApproval>, id: string): Record<string, PendingApproval> {
  return Object.fromEntries(Object.entries(pending).filter(([key]) => key !== id));
}

export function ApprovalsInbox() {
  const client = useClient();
  const [pending, setPending] = useState<Record<string, PendingApproval>>({});
  const [loaded, setLoaded] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    let current = true;
    client
      .approvals()
      .then((page) => {
        if (!current) return;
        setPending((now) => ({ ...Object.fromEntries(page.items.map((a) => [a.proposal_id, a])), ...now }));
        setLoaded(true);
      })
      .catch((error: unknown) => current && setProblem(error instanceof ProblemError ? error.problem : null));
    const source = client.eventStream("/v1/approvals/events");
    const onEvent = (message: MessageEvent<string>) => {
      const event = JSON.parse(message.data) as ApprovalEvent;
      setPending((now) => {
        if (event.type === "approval.requested") return { ...now, [event.approval.proposal_id]: event.approval };
        return without(now, event.proposal_id);
      });
    };
    source.addEventListener("approval.requested", onEvent);
    source.addEventListener("approval.resolved", onEvent);
    return () => {
      current = false;
      source.close();
    };
  }, [client]);

  const decide = async (id: string, decision: Decision) => {
    setProblem(null);
    try {
      await client.decideApproval(id, decision);
      setPending((now) => without(now, id));
    } catch (error) {
      if (error instanceof ProblemError) setProblem(error.problem);
    }
  };

  const items = Object.values(pending).sort((a, b) => a.proposed_at.localeCompare(b.proposed_at));
  return (
    <section className="panel" aria-labelledby="approvals-title">
      <h2 id="approvals-title">Approvals from your agents</h2>
      {problem !== null ? <ProblemMessage problem={problem} /> : null}
      {!loaded && problem === null ? <p role="status">Loading approvals…</p> : null}
      {loaded && items.length === 0 ? <p className="muted">Nothing waits for your approval.</p> : null}
      {items.map((a) => (
        <article key={a.proposal_id} className="proposal" aria-labelledby={`approval-${a.proposal_id}`}>
          <h3 id={`approval-${a.proposal_id}`}>
            <code>{a.name}</code>
          </h3>
          <p className="muted">
            Agent: {a.agent.name} · Connection: {a.connection.display_name} · expires {new Date(a.expires_at).toLocaleTimeString()}
          </p>
          <AnnotationBadges annotations={a.annotations} />
          <pre aria-label={`Arguments of ${a.name}`}>{JSON.stringify(a.arguments, null, 2)}</pre>
          <div className="row">
            <button type="button" className="primary" onClick={() => void decide(a.proposal_id, "approve")} aria-label={`Approve ${a.name} for ${a.agent.name}`}>
              Approve
            </button>
            <button type="button" onClick={() => void decide(a.proposal_id, "decline")} aria-label={`Decline ${a.name} for ${a.agent.name}`}>
              Decline
            </button>
          </div>
        </article>
      ))}
    </section>
  );
}
