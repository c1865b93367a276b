// The one module that talks to Assent's public HTTP API. Every call goes through `request`, which adds
// the caller's credentials (auth.ts) and turns an application/problem+json answer into a `ProblemError`.

import { EventSource } from "eventsource";
import { type Credentials, LOGOUT_PATH, requestInit } from "./auth";
import type {
  ActivityFilters,
  ActivityItem,
  AdminToolkit,
  Authorization,
  AgentSetup,
  AgentToken,
  AgentTokenCreated,
  PendingApproval,
  ChatMessage,
  Connection,
  ConversationCreate,
  ConversationCreated,
  Decision,
  Items,
  Me,
  Model,
  Page,
  Problem,
  SharedConnectionAuthorize,
  SharedConnectionCreate,
  SharedConnectionUpdate,
  ToolsValidated,
  TurnAccepted,
} from "./types";

export class ProblemError extends Error {
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(problem.detail || problem.title || `HTTP ${problem.status}`);
    this.name = "ProblemError";
    this.problem = problem;
  }

  get status(): number {
    return this.problem.status;
  }

  get code(): string {
    return this.problem.code;
  }
}

/** The problem of a failed call, or a generic one for anything else that went wrong in the page. */
export function asProblem(error: unknown, detail = "Something went wrong."): Problem {
  return error instanceof ProblemError ? error.problem : { status: 0, code: "client_error", detail };
}

async function problemOf(response: Response): Promise<Problem> {
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    try {
      const body = (await response.json()) as Partial<Problem>;
      return {
        ...body,
        status: response.status,
        code: body.code ?? "http_error",
        detail: body.detail ?? response.statusText,
      };
    } catch {
      // fall through: an unreadable body reads as a plain HTTP error
    }
  }
  return { status: response.status, code: "http_error", detail: `The server answered ${response.status}.` };
}

export class AssentClient {
  readonly credentials: Credentials;
  readonly baseUrl: string;

  constructor(credentials: Credentials, baseUrl = "") {
    this.credentials = credentials;
    this.baseUrl = baseUrl;
  }

  private async request<T>(method: string, path: string, body?: unknown): Promise<T | null> {
    const init = requestInit(this.credentials);
    const headers: Record<string, string> = { Accept: "application/json", ...init.headers };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    let response: Response;
    try {
      response = await fetch(this.baseUrl + path, {
        method,
        headers,
        credentials: init.credentials,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ProblemError({ status: 0, code: "network_error", detail: "The server could not be reached." });
    }
    if (!response.ok) throw new ProblemError(await problemOf(response));
    return response.status === 204 ? null : ((await response.json()) as T);
  }

  private async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.request<T>(method, path, body);
    if (answer === null) throw new ProblemError({ status: 204, code: "no_content", detail: "The server sent no answer." });
    return answer;
  }

  me(): Promise<Me> {
    return this.json("GET", "/v1/me");
  }

  /** Ends the browser session (a bearer token has nothing to end on the server). */
  async signOut(): Promise<void> {
    if (this.credentials.kind === "session") await this.request("POST", LOGOUT_PATH);
  }

  models(): Promise<Items<Model>> {
    return this.json("GET", "/v1/models");
  }

  connections(): Promise<Items<Connection>> {
    return this.json("GET", "/v1/connections");
  }

  connect(toolkit: string, credentials: string): Promise<Connection> {
    return this.json("POST", "/v1/connections", { toolkit, credentials });
  }

  disconnect(connectionId: string): Promise<Connection> {
    return this.json("DELETE", `/v1/connections/${encodeURIComponent(connectionId)}`);
  }

  /** Starts the OAuth connection of a personal account: the browser goes to `authorization_url`, and the
   * gateway sends it back to `returnTo` with `?connected=<toolkit>` (or an error) once it is done. */
  authorize(toolkit: string, returnTo: string): Promise<Authorization> {
    return this.json("POST", `/v1/connections/${encodeURIComponent(toolkit)}/authorize`, { return_to: returnTo });
  }

  adminToolkits(): Promise<Items<AdminToolkit>> {
    return this.json("GET", "/v1/admin/toolkits");
  }

  setToolkits(toolkits: { slug: string; enabled: boolean }[]): Promise<Items<AdminToolkit>> {
    return this.json("PUT", "/v1/admin/toolkits", { toolkits });
  }

  sharedConnections(): Promise<Items<Connection>> {
    return this.json("GET", "/v1/admin/connections");
  }

  createShared(body: SharedConnectionCreate): Promise<Connection> {
    return this.json("POST", "/v1/admin/connections", body);
  }

  updateShared(connectionId: string, body: SharedConnectionUpdate): Promise<Connection> {
    return this.json("PATCH", `/v1/admin/connections/${encodeURIComponent(connectionId)}`, body);
  }

  /** Starts a new shared connection by OAuth (administrators): the browser goes to `authorization_url`;
   * the connection is created when the gateway's callback sends it back to `return_to`. */
  authorizeNewShared(body: SharedConnectionAuthorize): Promise<Authorization> {
    return this.json("POST", "/v1/admin/connections/authorize", body);
  }

  /** Reconnects a shared connection by OAuth (administrators): a new grant, a new revision. */
  authorizeShared(connectionId: string, returnTo: string): Promise<Authorization> {
    return this.json("POST", `/v1/admin/connections/${encodeURIComponent(connectionId)}/authorize`, { return_to: returnTo });
  }

  async deleteShared(connectionId: string): Promise<void> {
    await this.request("DELETE", `/v1/admin/connections/${encodeURIComponent(connectionId)}`);
  }

  createConversation(body: ConversationCreate): Promise<ConversationCreated> {
    return this.json("POST", "/v1/conversations", body);
  }

  createTurn(conversationId: string, messages: ChatMessage[]): Promise<TurnAccepted> {
    return this.json("POST", `/v1/conversations/${encodeURIComponent(conversationId)}/turns`, { messages });
  }

  decide(turnId: string, proposalId: string, decision: Decision): Promise<{ proposal_id: string; decision: Decision }> {
    const path = `/v1/turns/${encodeURIComponent(turnId)}/proposals/${encodeURIComponent(proposalId)}/decision`;
    return this.json("POST", path, { decision });
  }

  stop(turnId: string): Promise<{ turn_id: string; stopping: boolean }> {
    return this.json("POST", `/v1/turns/${encodeURIComponent(turnId)}/stop`);
  }

  submitToolResult(turnId: string, toolCallId: string, content: unknown): Promise<{ tool_call_id: string; status: string }> {
    return this.json("POST", `/v1/turns/${encodeURIComponent(turnId)}/tool-results`, {
      tool_call_id: toolCallId,
      content,
    });
  }

  /** A page of the caller's activity, newest first; `filters` are applied by the server, before paging. */
  activity(limit: number, cursor: string | null, filters: ActivityFilters = {}): Promise<Page<ActivityItem>> {
    const query = new URLSearchParams({ limit: String(limit) });
    if (cursor) query.set("cursor", cursor);
    if (filters.status) query.set("status", filters.status);
    if (filters.connectionId) query.set("connection_id", filters.connectionId);
    return this.json("GET", `/v1/activity?${query.toString()}`);
  }

  agentSetup(): Promise<AgentSetup> {
    return this.json("GET", "/v1/agent-setup");
  }

  agentTokens(): Promise<Items<AgentToken>> {
    return this.json("GET", "/v1/agent-tokens");
  }

  createAgentToken(name: string, connectionIds: string[]): Promise<AgentTokenCreated> {
    return this.json("POST", "/v1/agent-tokens", { name, connection_ids: connectionIds });
  }

  async revokeAgentToken(tokenId: string): Promise<void> {
    await this.request("DELETE", `/v1/agent-tokens/${encodeURIComponent(tokenId)}`);
  }

  approvals(): Promise<Items<PendingApproval>> {
    return this.json("GET", "/v1/approvals");
  }

  decideApproval(proposalId: string, decision: Decision): Promise<{ proposal_id: string; decision: Decision }> {
    return this.json("POST", `/v1/approvals/${encodeURIComponent(proposalId)}/decision`, { decision });
  }

  validateTool(tool: unknown): Promise<ToolsValidated> {
    return this.json("POST", "/v1/tools/validate", { tool });
  }

  /** An SSE stream (a turn's events, the approvals feed). The `eventsource` package follows the WHATWG
   * EventSource rules (reconnects with `Last-Event-ID`, stops on 204) but lets us add the credentials,
   * which a native EventSource cannot do for a bearer token. */
  eventStream(eventsUrl: string): EventSource {
    const init = requestInit(this.credentials);
    return new EventSource(this.baseUrl + eventsUrl, {
      fetch: (input, options) =>
        fetch(input, {
          ...options,
          credentials: init.credentials,
          headers: { ...(options?.headers as Record<string, string> | undefined), ...init.headers },
        }),
    });
  }
}
