// Shapes of Assent's public HTTP API (docs/api.md, DESIGN §2). Only what the page reads is typed.

export interface Items<T> {
  items: T[];
}

export interface Page<T> extends Items<T> {
  next_cursor: string | null;
}

export interface Me {
  id: string;
  name: string;
  email: string | null;
  org: string;
  role: "member" | "admin";
  signed_in_by: "session" | "bearer";
  csrf_token: string | null;
}

export interface Model {
  id: string;
  project_key: string;
  supports_tools: boolean;
}

export type ConnectionStatus = "connected" | "disconnected" | "missing";
export type Permission = "allow" | "ask" | "deny";

export interface Hint {
  action: "link" | "contact_admin";
  text: string;
  href?: string | null;
}

export interface Connection {
  id: string;
  toolkit: string;
  display_name: string;
  kind: "personal" | "shared";
  status: ConnectionStatus;
  revision: string;
  permission: Permission;
  hint: Hint | null;
  /** How a personal account connects: the OAuth button, or pasted credentials (the default when absent). */
  connect?: "oauth" | "credentials";
}

export interface Authorization {
  authorization_url: string;
  expires_in: number;
}

/** A toolkit as an administrator sees it: enabled for the organisation or not. */
export interface AdminToolkit {
  slug: string;
  display_name: string;
  mcp_url: string;
  auth_kind: "static" | "oauth";
  enabled: boolean;
}

export interface SharedConnectionCreate {
  toolkit: string;
  display_name: string;
  credentials: string;
  permission?: Permission;
}

/** A new shared connection made by OAuth: created when the authorization server sends the browser back. */
export interface SharedConnectionAuthorize {
  toolkit: string;
  display_name: string;
  permission?: Permission;
  return_to?: string;
}

export interface SharedConnectionUpdate {
  credentials?: string;
  display_name?: string;
  permission?: Permission;
  status?: ConnectionStatus;
}

export interface ConversationCreate {
  model: string;
  project_key: string;
  connection_ids: string[];
  tools?: unknown[];
  system?: string;
}

export interface ConversationCreated {
  id: string;
  connections: { id: string; revision: string }[];
  limits: { rounds: number; actions: number; connections: number };
  expires_at: string;
}

export interface ChatMessage {
  role: "system" | "user" | "assistant" | "tool";
  content: string | null;
}

export interface TurnAccepted {
  turn_id: string;
  events_url: string;
}

export type Decision = "approve" | "decline";

export interface ActivityItem {
  id: string;
  conversation_id: string;
  turn_id: string;
  connection_id: string;
  action_name: string;
  action_revision: string;
  connection_revision: string;
  approval_id: string;
  status: string;
  started_at: string;
  finished_at: string;
  duration_ms: number;
}

/** What `GET /v1/activity` narrows to (server side, before paging); empty means any. */
export interface ActivityFilters {
  status?: string;
  connectionId?: string;
}

export interface AgentSetup {
  mcp_endpoint: string;
  instructions: string;
  token_hint: string;
  configurations?: { client: string; format: "json" | "python"; text: string }[];
}

export interface AgentToken {
  id: string;
  name: string;
  prefix: string;
  connections: { id: string; revision: string }[];
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
}

export interface AgentTokenCreated extends AgentToken {
  /** Shown once: Assent keeps only its hash. */
  token: string;
}

export interface PendingApproval {
  proposal_id: string;
  agent: { token_id: string; name: string };
  name: string;
  arguments: Record<string, unknown>;
  connection: ConnectionRef;
  annotations: Record<string, unknown>;
  proposed_at: string;
  expires_at: string;
}

export type ApprovalEvent =
  | { type: "approval.requested"; at: string; approval: PendingApproval }
  | { type: "approval.resolved"; at: string; proposal_id: string; status: "approved" | "declined" | "expired" | "cancelled" };

export interface ToolProblem {
  pointer: string;
  message: string;
}

export interface ToolsValidated {
  valid: boolean;
  errors: ToolProblem[];
}

/** One problem of an application/problem+json answer's ``errors`` list. */
export interface FieldProblem {
  detail: string;
  pointer?: string;
  parameter?: string;
  code?: string;
}

export interface Problem {
  type?: string;
  title?: string;
  status: number;
  code: string;
  detail: string;
  errors?: FieldProblem[];
  [extra: string]: unknown;
}

// --- Turn events (SSE) ---------------------------------------------------------------------------

export type ActionStatus = "succeeded" | "failed" | "declined" | "cancelled" | "outcome_unknown";

interface EventBase {
  turn_id: string;
  at: string;
}

export interface ConnectionRef {
  id: string;
  toolkit: string;
  display_name: string;
}

export type TurnEvent = EventBase &
  (
    | { type: "turn.started"; limits: { rounds: number; actions: number } }
    | { type: "round.started"; round: number }
    | { type: "round.completed"; round: number }
    | { type: "message.delta"; text: string }
    | { type: "discovery.searched"; query?: string | null; names?: string[] | null; results: string[] }
    | {
        type: "action.proposed";
        proposal_id: string;
        name: string;
        arguments: Record<string, unknown>;
        connection: ConnectionRef;
        annotations: Record<string, unknown>;
        expires_at?: string | null;
        kind?: "action" | "client_tool";
      }
    | { type: "action.decided"; proposal_id: string; decision: Decision; reason?: string | null }
    | { type: "action.started"; proposal_id: string }
    | {
        type: "action.completed";
        proposal_id: string;
        status: ActionStatus;
        result?: unknown;
        duration_ms: number;
        error?: string | null;
        code?: string | null;
      }
    | {
        type: "client_tool.requested";
        tool_call_id: string;
        name: string;
        arguments: Record<string, unknown>;
        expires_at?: string | null;
      }
    | { type: "limit.reached"; kind: "rounds" | "actions" }
    | { type: "turn.completed"; message: string; rounds: number; actions: number; stop_reason: string }
    | {
        type: "turn.failed";
        code: string;
        message: string;
        draft_preserved: boolean;
        requires_new_conversation: boolean;
      }
    | {
        type: "turn.stopped";
        cancelled_proposals: string[];
        in_flight: string[];
        cancelled_client_calls?: string[];
      }
  );

export type TurnEventType = TurnEvent["type"];

export const TERMINAL_TYPES: readonly TurnEventType[] = ["turn.completed", "turn.failed", "turn.stopped"];

export const EVENT_TYPES: readonly TurnEventType[] = [
  "turn.started",
  "round.started",
  "round.completed",
  "message.delta",
  "discovery.searched",
  "action.proposed",
  "action.decided",
  "action.started",
  "action.completed",
  "client_tool.requested",
  "limit.reached",
  ...TERMINAL_TYPES,
];
