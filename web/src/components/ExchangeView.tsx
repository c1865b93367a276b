// One user message and the turn it started, in the order things happened.

import { useEffect, useState } from "react";
import type { Decision } from "../api/types";
import type { Exchange } from "../turn/usePlayground";
import { ClientCallCard } from "./ClientCallCard";
import { ProposalCard } from "./ProposalCard";
import { SearchLine } from "./SearchLine";
import { Timeline } from "./Timeline";

const STOP_REASON_TEXT: Record<string, string> = {
  round_limit: "The turn reached its limit of model rounds.",
  action_limit: "The turn reached its limit of proposed external actions.",
};

interface Props {
  exchange: Exchange;
  live: boolean;
  onDecide: (proposalId: string, decision: Decision) => Promise<void>;
  onToolResult: (toolCallId: string, content: unknown) => Promise<void>;
}

function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
}

export function ExchangeView({ exchange, live, onDecide, onToolResult }: Props) {
  const { turn, stream } = exchange;
  const ending = turn.ending;
  const running = ending === null && stream !== "lost";
  const lastAt = Math.max(0, ...turn.spans.map((s) => s.end ?? 0));
  const now = useNow(running);
  const hasText = turn.blocks.some((b) => b.kind === "text");
  return (
    <li className="exchange">
      <div className="message user" aria-label="You said">
        <p>{exchange.userText}</p>
      </div>
      <div className="message assistant" aria-label="Assistant" aria-busy={running}>
        {turn.blocks.map((block, index) => {
          switch (block.kind) {
            case "text":
              return (
                <p key={index} className="assistant-text">
                  {block.text}
                </p>
              );
            case "search":
              return <SearchLine key={index} query={block.query} names={block.names} results={block.results} />;
            case "proposals":
              return (
                <section key={index} className="proposals" aria-label={block.ids.length > 1 ? `${block.ids.length} proposed actions` : "Proposed action"}>
                  {block.ids.length > 1 ? <p className="muted">Approved actions run one after another, in this order.</p> : null}
                  {block.ids.map((id) => {
                    const proposal = turn.proposals[id];
                    return proposal === undefined ? null : (
                      <ProposalCard key={id} proposal={proposal} canDecide={live && running} onDecide={(d) => onDecide(id, d)} />
                    );
                  })}
                </section>
              );
            case "client_call": {
              const call = turn.clientCalls[block.toolCallId];
              return call === undefined ? null : (
                <ClientCallCard key={index} call={call} canAnswer={live && running} onSubmit={(c) => onToolResult(call.toolCallId, c)} />
              );
            }
            case "limit":
              return (
                <p key={index} className="notice">
                  Limit reached: {block.limit === "rounds" ? "model rounds" : "proposed external actions"}.
                </p>
              );
          }
          return null;
        })}
        {ending?.type === "completed" && !hasText && ending.message ? <p className="assistant-text">{ending.message}</p> : null}
        {running && stream === "connecting" ? <p className="muted">Connecting…</p> : null}
        {running && stream === "reconnecting" ? (
          <p className="notice" role="status">
            Connection lost: reconnecting to the same turn…
          </p>
        ) : null}
        {running && (stream === "live" || stream === "connecting") ? <p className="muted" role="status">Working…</p> : null}
        {ending?.type === "completed" && STOP_REASON_TEXT[ending.stopReason] ? (
          <p className="notice">{STOP_REASON_TEXT[ending.stopReason]}</p>
        ) : null}
        {ending?.type === "stopped" ? (
          <p className="notice" role="status">
            Stopped. Pending approvals were cancelled.
            {ending.inFlight.length > 0 ? " An action already sent may still complete." : ""}
          </p>
        ) : null}
        {ending?.type === "failed" ? (
          <div className="error-box" role="alert">
            <p>
              <strong>The model failed:</strong> {ending.message}
            </p>
            <p>
              {ending.requiresNewConversation
                ? "An action already ran in this turn, so this conversation cannot continue: start a New conversation."
                : "Your message is back in the message box; you can send it again."}
            </p>
          </div>
        ) : null}
        {stream === "lost" && ending === null ? (
          <div className="error-box" role="alert">
            <p>
              <strong>The event stream was interrupted.</strong> {exchange.streamDetail}
            </p>
            <p>Start a New conversation so completed actions are not replayed.</p>
          </div>
        ) : null}
        <Timeline spans={turn.spans} now={running ? now : lastAt || now} />
      </div>
    </li>
  );
}
