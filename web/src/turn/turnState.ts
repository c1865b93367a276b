// What the page knows of one turn, built from its events only (a pure reducer, tested on its own).

import type { ActionStatus, ConnectionRef, Decision, TurnEvent } from "../api/types";

export type ProposalPhase = "pending" | "approved" | "declined" | "running" | ActionStatus;

export interface Proposal {
  id: string;
  name: string;
  arguments: Record<string, unknown>;
  connection: ConnectionRef;
  annotations: Record<string, unknown>;
  kind: "action" | "client_tool";
  phase: ProposalPhase;
  decision?: Decision;
  result?: unknown;
  durationMs?: number;
  error?: string | null;
  code?: string | null;
  /** Sent to the executor when the turn was stopped: it may still complete. */
  inFlightAtStop?: boolean;
}

export interface ClientCall {
  toolCallId: string;
  name: string;
  arguments: Record<string, unknown>;
  answered: boolean;
  cancelled: boolean;
}

export type Block =
  | { kind: "text"; round: number; text: string }
  | { kind: "search"; query: string | null; names: string[] | null; results: string[] }
  | { kind: "proposals"; ids: string[] }
  | { kind: "client_call"; toolCallId: string }
  | { kind: "limit"; limit: "rounds" | "actions" };

export type SpanKind = "round" | "search" | "approval" | "execution";

export interface Span {
  key: string;
  kind: SpanKind;
  label: string;
  start: number;
  end: number | null;
}

export type Ending =
  | { type: "completed"; message: string; stopReason: string; rounds: number; actions: number }
  | { type: "failed"; code: string; message: string; draftPreserved: boolean; requiresNewConversation: boolean }
  | { type: "stopped"; cancelled: string[]; inFlight: string[] };

export interface TurnState {
  turnId: string;
  round: number;
  blocks: Block[];
  proposals: Record<string, Proposal>;
  clientCalls: Record<string, ClientCall>;
  spans: Span[];
  ending: Ending | null;
  lastEventId: string | null;
  startedAt: number | null;
}

export function newTurn(turnId: string): TurnState {
  return {
    turnId,
    round: 0,
    blocks: [],
    proposals: {},
    clientCalls: {},
    spans: [],
    ending: null,
    lastEventId: null,
    startedAt: null,
  };
}

function closeSpan(spans: Span[], key: string, at: number): Span[] {
  return spans.map((span) => (span.key === key && span.end === null ? { ...span, end: at } : span));
}

function updateProposal(state: TurnState, id: string, change: Partial<Proposal>): Record<string, Proposal> {
  const current = state.proposals[id];
  if (current === undefined) return state.proposals;
  return { ...state.proposals, [id]: { ...current, ...change } };
}

/** The state after `event`. An event already applied (same or older id) changes nothing, so a resumed
 * stream that repeats one is harmless. */
export function applyEvent(state: TurnState, event: TurnEvent, eventId: string | null = null): TurnState {
  if (eventId !== null && state.lastEventId !== null && !isAfter(eventId, state.lastEventId)) return state;
  const at = Date.parse(event.at);
  const next: TurnState = { ...state, lastEventId: eventId ?? state.lastEventId };
  if (next.startedAt === null) next.startedAt = at;
  switch (event.type) {
    case "turn.started":
      return next;
    case "round.started":
      return {
        ...next,
        round: event.round,
        spans: [...next.spans, { key: `round-${event.round}`, kind: "round", label: `Model round ${event.round}`, start: at, end: null }],
      };
    case "round.completed":
      return { ...next, spans: closeSpan(next.spans, `round-${event.round}`, at) };
    case "message.delta": {
      const last = next.blocks[next.blocks.length - 1];
      if (last !== undefined && last.kind === "text" && last.round === next.round) {
        return { ...next, blocks: [...next.blocks.slice(0, -1), { ...last, text: last.text + event.text }] };
      }
      return { ...next, blocks: [...next.blocks, { kind: "text", round: next.round, text: event.text }] };
    }
    case "discovery.searched": {
      const what = event.query ?? (event.names ?? []).join(", ");
      return {
        ...next,
        blocks: [...next.blocks, { kind: "search", query: event.query ?? null, names: event.names ?? null, results: event.results }],
        spans: [...next.spans, { key: `search-${next.spans.length}`, kind: "search", label: `Search: ${what}`, start: at, end: at }],
      };
    }
    case "action.proposed": {
      const proposal: Proposal = {
        id: event.proposal_id,
        name: event.name,
        arguments: event.arguments,
        connection: event.connection,
        annotations: event.annotations,
        kind: event.kind ?? "action",
        phase: "pending",
      };
      const last = next.blocks[next.blocks.length - 1];
      const blocks: Block[] =
        last !== undefined && last.kind === "proposals"
          ? [...next.blocks.slice(0, -1), { kind: "proposals", ids: [...last.ids, proposal.id] }]
          : [...next.blocks, { kind: "proposals", ids: [proposal.id] }];
      return {
        ...next,
        blocks,
        proposals: { ...next.proposals, [proposal.id]: proposal },
        spans: [...next.spans, { key: `approval-${proposal.id}`, kind: "approval", label: `Waiting for approval: ${proposal.name}`, start: at, end: null }],
      };
    }
    case "action.decided":
      return {
        ...next,
        proposals: updateProposal(next, event.proposal_id, {
          decision: event.decision,
          phase: event.decision === "approve" ? "approved" : "declined",
        }),
        spans: closeSpan(next.spans, `approval-${event.proposal_id}`, at),
      };
    case "action.started": {
      const name = next.proposals[event.proposal_id]?.name ?? event.proposal_id;
      return {
        ...next,
        proposals: updateProposal(next, event.proposal_id, { phase: "running" }),
        spans: [...next.spans, { key: `execution-${event.proposal_id}`, kind: "execution", label: `Running: ${name}`, start: at, end: null }],
      };
    }
    case "action.completed":
      return {
        ...next,
        proposals: updateProposal(next, event.proposal_id, {
          phase: event.status,
          result: event.result,
          durationMs: event.duration_ms,
          error: event.error ?? null,
          code: event.code ?? null,
        }),
        spans: closeSpan(closeSpan(next.spans, `execution-${event.proposal_id}`, at), `approval-${event.proposal_id}`, at),
      };
    case "client_tool.requested":
      return {
        ...next,
        blocks: [...next.blocks, { kind: "client_call", toolCallId: event.tool_call_id }],
        clientCalls: {
          ...next.clientCalls,
          [event.tool_call_id]: { toolCallId: event.tool_call_id, name: event.name, arguments: event.arguments, answered: false, cancelled: false },
        },
      };
    case "limit.reached":
      return { ...next, blocks: [...next.blocks, { kind: "limit", limit: event.kind }] };
    case "turn.completed":
      return {
        ...next,
        spans: closeOpen(next.spans, at),
        ending: { type: "completed", message: event.message, stopReason: event.stop_reason, rounds: event.rounds, actions: event.actions },
      };
    case "turn.failed":
      return {
        ...next,
        spans: closeOpen(next.spans, at),
        ending: {
          type: "failed",
          code: event.code,
          message: event.message,
          draftPreserved: event.draft_preserved,
          requiresNewConversation: event.requires_new_conversation,
        },
      };
    case "turn.stopped": {
      let proposals = next.proposals;
      for (const id of event.in_flight) {
        const current = proposals[id];
        if (current !== undefined) proposals = { ...proposals, [id]: { ...current, inFlightAtStop: true } };
      }
      const clientCalls = { ...next.clientCalls };
      for (const id of event.cancelled_client_calls ?? []) {
        const call = clientCalls[id];
        if (call !== undefined) clientCalls[id] = { ...call, cancelled: true };
      }
      return {
        ...next,
        proposals,
        clientCalls,
        spans: closeOpen(next.spans, at, new Set(event.in_flight.map((id) => `execution-${id}`))),
        ending: { type: "stopped", cancelled: event.cancelled_proposals, inFlight: event.in_flight },
      };
    }
  }
}

function closeOpen(spans: Span[], at: number, keep: Set<string> = new Set()): Span[] {
  return spans.map((span) => (span.end === null && !keep.has(span.key) ? { ...span, end: at } : span));
}

/** Redis stream ids "ms-seq" in order. */
export function isAfter(id: string, other: string): boolean {
  const [ms = "0", seq = "0"] = id.split("-");
  const [oms = "0", oseq = "0"] = other.split("-");
  const a = BigInt(ms);
  const b = BigInt(oms);
  return a === b ? BigInt(seq) > BigInt(oseq) : a > b;
}

/** Marks a client-side call as answered (the page posted its result). */
export function markAnswered(state: TurnState, toolCallId: string): TurnState {
  const call = state.clientCalls[toolCallId];
  if (call === undefined) return state;
  return { ...state, clientCalls: { ...state.clientCalls, [toolCallId]: { ...call, answered: true } } };
}

/** An in-flight action's final state, learnt after the turn ended (from MCP Activity). */
export function settleFromActivity(state: TurnState, proposalId: string, status: string, durationMs: number): TurnState {
  const known: ProposalPhase[] = ["succeeded", "failed", "declined", "cancelled", "outcome_unknown"];
  const phase = (known as string[]).includes(status) ? (status as ProposalPhase) : "outcome_unknown";
  return { ...state, proposals: updateProposal(state, proposalId, { phase, durationMs }) };
}

export function isRunning(state: TurnState): boolean {
  return state.ending === null;
}
